import { Type } from '@sinclair/typebox';
import type { Db } from '../../../core/db/types';
import { cleanFileName } from '../../media/file-name';
import type { MediaStorage } from '../../media/storage';
import { completeUpload, createUpload, findUpload, type CreatedUpload } from '../../media/uploads';
import type { PlayerSeat } from './player-gate';

/**
 * Files a member of a course hands in or attaches (an assignment's attempt,
 * a discussion comment), through the media module's chunked upload: the
 * caller's own call opens it after checking the member may write there (the
 * media module's own opening call is for course managers), the chunks go to
 * the signed uploadUrl as any upload's, and the caller's call completes it
 * (the type is told from the bytes: 415 med-002 on a mismatch). The file
 * belongs to the member, so only they can hand it in afterwards.
 */

/** The body of an opening call: the file as the browser announces it, up to `maxBytes`. */
export const learnerUploadBodySchema = (maxBytes: number, description: string) => Type.Object({
  fileName: Type.String({ minLength: 1, maxLength: 255 }),
  mime: Type.String({ minLength: 3, maxLength: 127, pattern: '^[\\w.+-]+/[\\w.+-]+(;.*)?$' }),
  sizeBytes: Type.Integer({ minimum: 1, maximum: maxBytes, description }),
}, { additionalProperties: false });

export const CreatedUploadSchema = Type.Object({
  mediaId: Type.Integer(), uploadUrl: Type.String(), chunkSize: Type.Integer(), expiresAt: Type.String({ format: 'date-time' }),
});

const ownerOf = (seat: PlayerSeat) => ({ organizationId: seat.caller.organizationId, userId: seat.caller.userId });

/** Opens the member's upload (call it once the member may write where the file goes). */
export function openLearnerUpload(
  db: Db, storage: MediaStorage, seat: PlayerSeat, request: { fileName: string; mime: string; sizeBytes: number },
): Promise<CreatedUpload> {
  return createUpload(db, storage, ownerOf(seat), {
    ...request, fileName: cleanFileName(request.fileName, 'file'), purpose: 'ATTACHMENT',
  }, seat.caller.now.getTime());
}

/** Finishes the member's own upload (another member's, or a finished one: 404). */
export async function completeLearnerUpload(db: Db, storage: MediaStorage, seat: PlayerSeat, mediaId: number): Promise<void> {
  const owner = ownerOf(seat);
  await completeUpload(db, storage, owner, await findUpload(db, owner, mediaId));
}
