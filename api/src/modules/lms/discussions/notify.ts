import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { recordEvent } from '../../notifications/events';
import type { PlayerSeat } from '../player/player-gate';
import { courseEnrollees } from '../tables';
import type { BoardRow } from './boards';

interface CommentPosted {
  seat: PlayerSeat;
  board: BoardRow;
  commentId: number;
  /** The comment replied to (null: a new thread). */
  parent: { userId: number; organizationId: number } | null;
}

/**
 * The notices of a new comment, recorded in its transaction (decision 0011):
 * a reply tells the author of the comment replied to (template 3); a new
 * thread tells the course's other enrolled members of the organization
 * (template 4). Nobody is told about their own comment.
 */
export async function announceComment(tx: Db, { seat, board, commentId, parent }: CommentPosted): Promise<void> {
  const { organizationId, userId } = seat.caller;
  const subject = { courseId: seat.course.id, discussionBoardId: board.id, commentId };
  const payload = { courseName: { en: seat.course.name, ar: seat.course.name }, boardTitle: board.title };
  if (parent) {
    if (parent.userId === userId || parent.organizationId !== organizationId) return;
    await recordEvent(tx, {
      type: 'course.discussion-replied', organizationId, actorUserId: userId, subject,
      audience: { kind: 'users', userIds: [parent.userId] }, payload,
    });
    return;
  }
  const enrollees = await tx.select({ userId: courseEnrollees.userId }).from(courseEnrollees)
    .where(and(eq(courseEnrollees.courseId, seat.course.id), eq(courseEnrollees.organizationId, organizationId)));
  const userIds = enrollees.map((row) => row.userId).filter((id) => id !== userId);
  if (!userIds.length) return;
  await recordEvent(tx, {
    type: 'course.discussion-thread-started', organizationId, actorUserId: userId, subject,
    audience: { kind: 'users', userIds }, payload,
  });
}
