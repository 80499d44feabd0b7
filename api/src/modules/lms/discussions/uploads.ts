import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { mediaContentUrl } from '../../media/service';
import type { MediaStorage } from '../../media/storage';
import { media } from '../../media/tables';
import type { CreatedUpload } from '../../media/uploads';
import { completeLearnerUpload, openLearnerUpload } from '../player/learner-uploads';
import type { PlayerSeat } from '../player/player-gate';
import { openBoard } from './boards';
import { refuseIfReadOnly } from './comments';
import type { CommentMedia } from './dto';

/**
 * Files for a comment (docs/design/course-work-api.md "Discussion boards"),
 * through player/learner-uploads.ts: anyone who may write on the board (its
 * item visible and unlocked, the board not read-only: 403 dis-001) opens
 * the upload here, PUTs the chunks to the signed uploadUrl, completes it
 * here, then names it in the comment's mediaIds (at most 5 own READY files).
 */
export async function openCommentUpload(
  db: Db, storage: MediaStorage, seat: PlayerSeat, boardId: number, request: { fileName: string; mime: string; sizeBytes: number },
): Promise<CreatedUpload> {
  const { board } = await openBoard(db, seat, boardId);
  refuseIfReadOnly(board, seat.caller.now);
  return openLearnerUpload(db, storage, seat, request);
}

export async function completeCommentUpload(db: Db, storage: MediaStorage, seat: PlayerSeat, boardId: number, mediaId: number): Promise<CommentMedia> {
  const { board } = await openBoard(db, seat, boardId);
  refuseIfReadOnly(board, seat.caller.now);
  await completeLearnerUpload(db, storage, seat, mediaId);
  const [row] = await db.select({ id: media.id, fileName: media.fileName, mime: media.mime }).from(media)
    .where(and(eq(media.id, mediaId), eq(media.organizationId, seat.caller.organizationId)));
  return { id: row!.id, fileName: row!.fileName, mime: row!.mime, url: mediaContentUrl(row!.id) };
}
