import type { Db } from '../../../core/db/types';
import { cleanFileName } from '../../media/file-name';
import { filesOf } from './submission-rows';
import { completeUpload, createUpload, findUpload, type CreatedUpload } from '../../media/uploads';
import type { MediaStorage } from '../../media/storage';
import { actionInvalid } from '../player/open-item';
import type { PlayerSeat } from '../player/player-gate';
import type { FileDto } from './dto';
import { openAssignment } from './member-assignments';

/**
 * Files for a submission, through the media module's chunked upload
 * (docs/design/course-work-api.md "Submitting a file"): a student of the
 * course opens it here (the media module's own call is for course managers),
 * PUTs the chunks to the signed uploadUrl as any upload, then completes it
 * here. The type is told from the bytes, as for every upload.
 */
export async function openSubmissionUpload(
  db: Db, storage: MediaStorage, seat: PlayerSeat, assignmentId: number,
  request: { fileName: string; mime: string; sizeBytes: number },
): Promise<CreatedUpload> {
  if (seat.role !== 'STUDENT') throw actionInvalid('Only the course\'s students hand in assignments');
  await openAssignment(db, seat, assignmentId);
  return createUpload(db, storage, { organizationId: seat.caller.organizationId, userId: seat.caller.userId }, {
    ...request, fileName: cleanFileName(request.fileName, 'file'), purpose: 'ATTACHMENT',
  }, seat.caller.now.getTime());
}

export async function completeSubmissionUpload(db: Db, storage: MediaStorage, seat: PlayerSeat, assignmentId: number, mediaId: number): Promise<FileDto> {
  if (seat.role !== 'STUDENT') throw actionInvalid('Only the course\'s students hand in assignments');
  await openAssignment(db, seat, assignmentId);
  const owner = { organizationId: seat.caller.organizationId, userId: seat.caller.userId };
  const upload = await findUpload(db, owner, mediaId);
  await completeUpload(db, storage, owner, upload);
  return (await filesOf(db, [mediaId])).get(mediaId)!;
}
