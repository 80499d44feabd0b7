import type { Db } from '../../../core/db/types';
import type { CreatedUpload } from '../../media/uploads';
import type { MediaStorage } from '../../media/storage';
import { completeLearnerUpload, openLearnerUpload } from '../player/learner-uploads';
import { actionInvalid } from '../player/open-item';
import type { PlayerSeat } from '../player/player-gate';
import type { FileDto } from './dto';
import { openAssignment } from './member-assignments';
import { filesOf } from './submission-rows';

/**
 * Files for a submission (docs/design/course-work-api.md "Submitting a
 * file"), through player/learner-uploads.ts: a student who may open the
 * assignment opens the upload here, PUTs the chunks to the signed uploadUrl,
 * then completes it here.
 */
export async function openSubmissionUpload(
  db: Db, storage: MediaStorage, seat: PlayerSeat, assignmentId: number,
  request: { fileName: string; mime: string; sizeBytes: number },
): Promise<CreatedUpload> {
  if (seat.role !== 'STUDENT') throw actionInvalid('Only the course\'s students hand in assignments');
  await openAssignment(db, seat, assignmentId);
  return openLearnerUpload(db, storage, seat, request);
}

export async function completeSubmissionUpload(db: Db, storage: MediaStorage, seat: PlayerSeat, assignmentId: number, mediaId: number): Promise<FileDto> {
  if (seat.role !== 'STUDENT') throw actionInvalid('Only the course\'s students hand in assignments');
  await openAssignment(db, seat, assignmentId);
  await completeLearnerUpload(db, storage, seat, mediaId);
  return (await filesOf(db, [mediaId])).get(mediaId)!;
}
