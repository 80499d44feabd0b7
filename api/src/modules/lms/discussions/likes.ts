import { and, count, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import type { PlayerSeat } from '../player/player-gate';
import { boardReadOnlyReason } from './board-state';
import { openBoard } from './boards';
import type { LikeAnswer } from './dto';
import { discussionCommentLikes, discussionComments } from './tables';

/**
 * PUT .../like {liked}: the member's like is set to the state asked for, not
 * flipped, so a repeated or concurrent request ends in the same state; the
 * key (comment, member) keeps one like per member whatever the timing.
 */
export async function setCommentLike(db: Db, seat: PlayerSeat, boardId: number, commentId: number, liked: boolean): Promise<LikeAnswer> {
  const { board } = await openBoard(db, seat, boardId);
  if (boardReadOnlyReason(board, seat.caller.now)) {
    throw new AppError(403, ERROR_CODES.DISCUSSION_BOARD_LOCKED, 'The board is read-only: likes cannot change');
  }
  const [comment] = await db.select({ id: discussionComments.id }).from(discussionComments)
    .where(and(eq(discussionComments.id, commentId), eq(discussionComments.boardId, board.id), isNull(discussionComments.deletedAt)));
  if (!comment) throw notFound(ERROR_CODES.NOT_FOUND, 'Comment not found');
  const mine = and(eq(discussionCommentLikes.commentId, comment.id), eq(discussionCommentLikes.userId, seat.caller.userId));
  if (liked) {
    await db.insert(discussionCommentLikes).values({
      organizationId: seat.caller.organizationId, commentId: comment.id, userId: seat.caller.userId, createdAt: seat.caller.now,
    }).onConflictDoNothing();
  } else {
    await db.delete(discussionCommentLikes).where(mine);
  }
  const [total] = await db.select({ value: count() }).from(discussionCommentLikes).where(eq(discussionCommentLikes.commentId, comment.id));
  return { commentId: comment.id, liked, likeCount: total?.value ?? 0 };
}
