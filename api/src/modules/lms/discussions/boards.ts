import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { findVisible, loadOutline, type Outline, type OutlineSubsection } from '../player/outline';
import { openItem } from '../player/open-item';
import { writesProgress, type PlayerSeat } from '../player/player-gate';
import { boardFields } from './board-fields';
import type { DiscussionBoard } from './dto';
import { discussionBoards, discussionComments, discussionReadMarks } from './tables';

/**
 * Discussion boards as the player shows them: only boards whose subsection
 * the seat sees (hidden items hide their board, as lectures do); opening one
 * whose item is locked is refused like the item (403 ply-002).
 */

export type BoardRow = typeof discussionBoards.$inferSelect;

const visibleIds = (outline: Outline) => outline.visible.map((item) => item.id);

/** Counts of the caller's organization (row-level security) and what is new since the caller's last visit. */
function boardColumns(seat: PlayerSeat) {
  const me = seat.caller.userId;
  return {
    board: discussionBoards,
    lastReadAt: discussionReadMarks.lastReadAt,
    threadCount: sql<number>`(select count(*) from ${discussionComments} c where c.board_id = "discussion_boards"."id"
      and c.parent_id is null and c.deleted_at is null)`.mapWith(Number),
    commentCount: sql<number>`(select count(*) from ${discussionComments} c where c.board_id = "discussion_boards"."id"
      and c.deleted_at is null)`.mapWith(Number),
    newCount: sql<number>`(select count(*) from ${discussionComments} c where c.board_id = "discussion_boards"."id"
      and c.deleted_at is null and c.user_id <> ${me}
      and c.created_at > coalesce(${discussionReadMarks.lastReadAt}, '-infinity'::timestamptz))`.mapWith(Number),
  };
}

function selectBoards(db: Db, seat: PlayerSeat) {
  return db.select(boardColumns(seat)).from(discussionBoards)
    .leftJoin(discussionReadMarks, and(
      eq(discussionReadMarks.boardId, discussionBoards.id),
      eq(discussionReadMarks.userId, seat.caller.userId),
      eq(discussionReadMarks.organizationId, seat.caller.organizationId),
    ));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectBoards>['execute']>>[number];

function boardDto(seat: PlayerSeat, outline: Outline, row: Row): DiscussionBoard {
  const { board } = row;
  const item = findVisible(outline, board.subsectionId);
  return {
    ...boardFields(board, seat.caller.now),
    threadCount: row.threadCount,
    commentCount: row.commentCount,
    newCount: row.newCount,
    lastReadAt: row.lastReadAt?.toISOString() ?? null,
    isCompleted: writesProgress(seat) ? Boolean(item?.isCompleted) : null,
  };
}

export async function listDiscussionBoards(db: Db, seat: PlayerSeat, page: { skip?: number; take?: number }) {
  const outline = await loadOutline(db, seat);
  const ids = visibleIds(outline);
  if (!ids.length) return { count: 0, data: [] };
  // In outline order: the order members meet the boards in the course.
  const order = new Map(ids.map((id, index) => [id, index]));
  const rows = await selectBoards(db, seat)
    .where(and(eq(discussionBoards.courseId, seat.course.id), inArray(discussionBoards.subsectionId, ids)))
    .orderBy(asc(discussionBoards.id));
  rows.sort((a, b) => order.get(a.board.subsectionId)! - order.get(b.board.subsectionId)!);
  const skip = page.skip ?? 0;
  return { count: rows.length, data: rows.slice(skip, skip + (page.take ?? 12)).map((row) => boardDto(seat, outline, row)) };
}

/** A board the seat may open, with its subsection: 404 when hidden or of another course, 403 ply-002 when its item is locked. */
export async function openBoard(db: Db, seat: PlayerSeat, boardId: number): Promise<{ board: BoardRow; item: OutlineSubsection; outline: Outline }> {
  const [board] = await db.select().from(discussionBoards)
    .where(and(eq(discussionBoards.courseId, seat.course.id), eq(discussionBoards.id, boardId))).limit(1);
  if (!board) throw notFound(ERROR_CODES.NOT_FOUND, 'Discussion board not found');
  const outline = await loadOutline(db, seat);
  const item = openItem(outline, board.subsectionId);
  return { board, item, outline };
}

export async function getDiscussionBoard(db: Db, seat: PlayerSeat, boardId: number): Promise<DiscussionBoard> {
  const { board, outline } = await openBoard(db, seat, boardId);
  const [row] = await selectBoards(db, seat).where(eq(discussionBoards.id, board.id));
  return boardDto(seat, outline, row!);
}

/** PUT .../read: everything up to now is read (the "new" markers start from here next time). Idempotent. */
export async function markBoardRead(db: Db, seat: PlayerSeat, boardId: number): Promise<{ lastReadAt: string }> {
  const { board } = await openBoard(db, seat, boardId);
  const now = seat.caller.now;
  await db.insert(discussionReadMarks).values({
    organizationId: seat.caller.organizationId, boardId: board.id, userId: seat.caller.userId, lastReadAt: now,
  }).onConflictDoUpdate({
    target: [discussionReadMarks.boardId, discussionReadMarks.userId],
    // Never backwards (two tabs, a late request).
    set: { lastReadAt: sql`greatest(${discussionReadMarks.lastReadAt}, excluded.last_read_at)` },
  });
  return { lastReadAt: now.toISOString() };
}
