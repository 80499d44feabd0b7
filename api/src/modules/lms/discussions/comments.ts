import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { sanitizeRichText } from '../../../core/rich-text';
import { media } from '../../media/tables';
import { completeSubsection } from '../progress/completion';
import { writesProgress, type PlayerSeat } from '../player/player-gate';
import { writerOf } from '../player/progress-writer';
import { boardReadOnlyReason, threadRootOf } from './board-state';
import { openBoard, type BoardRow } from './boards';
import { oneComment, threadPage } from './comment-dto';
import type { CreateCommentBody, DiscussionComment } from './dto';
import { announceComment } from './notify';
import { discussionCommentMedia, discussionComments, discussionReadMarks } from './tables';

/**
 * Comments of a board (docs/design/course-work-api.md "Discussion boards"):
 * everyone in the player reads and writes while the board is open; a
 * read-only board refuses every write (403 dis-001). A student's first
 * comment completes the board's item, in the comment's transaction.
 */

const READ_ONLY_MESSAGES = {
  LOCKED: 'The board is locked: it can be read, not written to',
  NOT_OPEN_YET: 'The board opens for comments at its unlock date',
  CLOSED: 'The board closed for comments at its lock date',
} as const;

export function refuseIfReadOnly(board: BoardRow, now: Date): void {
  const reason = boardReadOnlyReason(board, now);
  if (reason) throw new AppError(403, ERROR_CODES.DISCUSSION_BOARD_LOCKED, READ_ONLY_MESSAGES[reason]);
}

const commentInvalid = (message: string) => new AppError(400, ERROR_CODES.DISCUSSION_COMMENT_INVALID, message);

/** The stored body: sanitized with the allow-list; nothing left (only a script, say) is refused. */
function bodyOf(html: string): string {
  const body = sanitizeRichText(html);
  const text = body.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
  if (!text && !/<img\s/i.test(body)) throw commentInvalid('The comment has no content left once unsafe markup is removed');
  return body;
}

async function lastReadAtOf(db: Db, seat: PlayerSeat, boardId: number): Promise<Date | null> {
  const [mark] = await db.select({ lastReadAt: discussionReadMarks.lastReadAt }).from(discussionReadMarks)
    .where(and(eq(discussionReadMarks.boardId, boardId), eq(discussionReadMarks.userId, seat.caller.userId),
      eq(discussionReadMarks.organizationId, seat.caller.organizationId)));
  return mark?.lastReadAt ?? null;
}

export async function listDiscussionComments(db: Db, seat: PlayerSeat, boardId: number, page: { skip?: number; take?: number }) {
  const { board } = await openBoard(db, seat, boardId);
  return threadPage(db, seat, board.id, await lastReadAtOf(db, seat, board.id), page);
}

export async function getDiscussionComment(db: Db, seat: PlayerSeat, boardId: number, commentId: number): Promise<DiscussionComment> {
  const { board } = await openBoard(db, seat, boardId);
  const comment = await oneComment(db, seat, board.id, commentId, await lastReadAtOf(db, seat, board.id));
  if (!comment) throw notFound(ERROR_CODES.NOT_FOUND, 'Comment not found');
  return comment;
}

/** The member's own finished uploads only: 400 dis-002 for anything else (another member's file, an upload still arriving). */
async function checkOwnMedia(tx: Db, seat: PlayerSeat, mediaIds: number[]): Promise<void> {
  if (!mediaIds.length) return;
  const rows = await tx.select({ id: media.id }).from(media).where(and(
    inArray(media.id, mediaIds), eq(media.organizationId, seat.caller.organizationId),
    eq(media.userId, seat.caller.userId), eq(media.status, 'READY'),
  ));
  if (rows.length !== mediaIds.length) throw commentInvalid('Attach only files you uploaded');
}

export async function createDiscussionComment(db: Db, seat: PlayerSeat, boardId: number, input: CreateCommentBody): Promise<DiscussionComment> {
  const body = bodyOf(input.body);
  const { board, item } = await openBoard(db, seat, boardId);
  refuseIfReadOnly(board, seat.caller.now);
  const id = await db.transaction(async (tx) => {
    let parent: { id: number; parentId: number | null; userId: number; organizationId: number } | null = null;
    if (input.parentId !== undefined) {
      const [row] = await tx.select({
        id: discussionComments.id, parentId: discussionComments.parentId,
        userId: discussionComments.userId, organizationId: discussionComments.organizationId,
      }).from(discussionComments).where(and(
        eq(discussionComments.id, input.parentId), eq(discussionComments.boardId, board.id), isNull(discussionComments.deletedAt),
      ));
      if (!row) throw commentInvalid('The comment replied to is not on this board');
      parent = row;
    }
    await checkOwnMedia(tx, seat, input.mediaIds ?? []);
    const [inserted] = await tx.insert(discussionComments).values({
      organizationId: seat.caller.organizationId,
      boardId: board.id,
      parentId: parent ? threadRootOf(parent) : null,
      userId: seat.caller.userId,
      body,
      createdAt: seat.caller.now,
    }).returning({ id: discussionComments.id });
    const commentId = inserted!.id;
    if (input.mediaIds?.length) {
      await tx.insert(discussionCommentMedia).values(input.mediaIds.map((mediaId) => ({
        organizationId: seat.caller.organizationId, commentId, mediaId,
      })));
    }
    // Participation completes the item (idempotent: later comments change nothing).
    if (writesProgress(seat) && !item.isCompleted) await completeSubsection(tx, writerOf(seat), item.id);
    await announceComment(tx, { seat, board, commentId, parent });
    return commentId;
  });
  return getDiscussionComment(db, seat, board.id, id);
}

/** The caller's own comment, locked for the change; 404 when absent or deleted, 403 dis-003 when someone else's. */
async function ownComment(tx: Db, seat: PlayerSeat, boardId: number, commentId: number, options: { staffMay: boolean }) {
  const [row] = await tx.select({ id: discussionComments.id, userId: discussionComments.userId, organizationId: discussionComments.organizationId })
    .from(discussionComments)
    .where(and(eq(discussionComments.id, commentId), eq(discussionComments.boardId, boardId), isNull(discussionComments.deletedAt)))
    .for('update');
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Comment not found');
  const mine = row.userId === seat.caller.userId && row.organizationId === seat.caller.organizationId;
  if (!mine && !(options.staffMay && seat.role !== 'STUDENT')) {
    throw new AppError(403, ERROR_CODES.DISCUSSION_COMMENT_NOT_YOURS, 'Only its author may change this comment');
  }
  return row;
}

export async function updateDiscussionComment(db: Db, seat: PlayerSeat, boardId: number, commentId: number, html: string): Promise<DiscussionComment> {
  const body = bodyOf(html);
  const { board } = await openBoard(db, seat, boardId);
  refuseIfReadOnly(board, seat.caller.now);
  await db.transaction(async (tx) => {
    await ownComment(tx, seat, board.id, commentId, { staffMay: false });
    await tx.update(discussionComments).set({ body, editedAt: seat.caller.now }).where(eq(discussionComments.id, commentId));
  });
  return getDiscussionComment(db, seat, board.id, commentId);
}

/** Soft delete (replies keep their thread). Authors their own; the course's instructors and administrators any, to moderate. */
export async function deleteDiscussionComment(db: Db, seat: PlayerSeat, boardId: number, commentId: number): Promise<void> {
  const { board } = await openBoard(db, seat, boardId);
  refuseIfReadOnly(board, seat.caller.now);
  await db.transaction(async (tx) => {
    await ownComment(tx, seat, board.id, commentId, { staffMay: true });
    await tx.update(discussionComments).set({ deletedAt: seat.caller.now }).where(eq(discussionComments.id, commentId));
  });
}
