import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { sanitizeOptionalRichText } from '../../../core/rich-text';
import { findSubsectionForUpdate } from '../authoring/course-content';
import { inEditableCourse } from '../authoring/editable-course';
import { findEditableCourse, type Manager } from '../manage/manager';
import { recomputeCourseProgress } from '../progress/recompute-progress';
import { courseSubsections } from '../tables';
import { boardFields } from './board-fields';
import type { BoardInput, BoardPatch, ManagedBoard } from './dto';
import { discussionBoards, discussionComments } from './tables';

/**
 * Boards as their course's instructors and administrators manage them
 * (courseManagers scope; another organization's course, or one an instructor
 * does not teach, is 404 req-002 through `findEditableCourse`).
 */

const boardInvalid = (message: string) => new AppError(400, ERROR_CODES.DISCUSSION_BOARD_INVALID, message);

function selectManaged(db: Db) {
  return db.select({
    board: discussionBoards,
    // Columns named in full: drizzle leaves them unqualified in a one-table select, where the subquery would read its own.
    // Every organization's comments: the row-level security of the request still keeps them to the manager's.
    commentCount: sql<number>`(select count(*) from ${discussionComments} c where c.board_id = "discussion_boards"."id" and c.deleted_at is null)`.mapWith(Number),
  }).from(discussionBoards);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectManaged>['execute']>>[number];

const managed = (now: Date) => ({ board, commentCount }: Row): ManagedBoard => ({
  ...boardFields(board, now),
  courseId: board.courseId,
  commentCount,
  createdAt: board.createdAt.toISOString(),
  updatedAt: board.updatedAt.toISOString(),
});

async function loadBoard(db: Db, manager: Manager, courseId: number, boardId: number): Promise<ManagedBoard> {
  const [row] = await selectManaged(db).where(and(eq(discussionBoards.courseId, courseId), eq(discussionBoards.id, boardId)));
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Discussion board not found');
  return managed(manager.now)(row);
}

async function findBoardForUpdate(tx: Db, courseId: number, boardId: number) {
  const [row] = await tx.select().from(discussionBoards)
    .where(and(eq(discussionBoards.courseId, courseId), eq(discussionBoards.id, boardId))).for('update');
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Discussion board not found');
  return row;
}

const dateOf = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

function checkDates(unlockDate: Date | null, lockDate: Date | null): void {
  if (unlockDate && lockDate && unlockDate >= lockDate) throw boardInvalid('The lock date must come after the unlock date');
}

/** The board's weight is what participation counts for: mirrored onto its subsection, progress recomputed. */
async function mirrorWeight(tx: Db, courseId: number, subsectionId: number, weight: number): Promise<void> {
  await tx.update(courseSubsections).set({ weight }).where(eq(courseSubsections.id, subsectionId));
  await recomputeCourseProgress(tx, courseId);
}

export async function listManagedBoards(db: Db, manager: Manager, courseId: number, page: { skip?: number; take?: number }) {
  await findEditableCourse(db, manager, courseId);
  const [rows, [total]] = await Promise.all([
    selectManaged(db).where(eq(discussionBoards.courseId, courseId)).orderBy(asc(discussionBoards.id))
      .offset(page.skip ?? 0).limit(page.take ?? 12),
    db.select({ value: count() }).from(discussionBoards).where(eq(discussionBoards.courseId, courseId)),
  ]);
  return { count: total?.value ?? 0, data: rows.map(managed(manager.now)) };
}

/** A board for a DISCUSSION_BOARD item of the course that has none yet (400 dis-004 otherwise). */
export async function createBoard(db: Db, manager: Manager, courseId: number, input: BoardInput): Promise<ManagedBoard> {
  const unlockDate = dateOf(input.unlockDate) ?? null;
  const lockDate = dateOf(input.lockDate) ?? null;
  checkDates(unlockDate, lockDate);
  const id = await inEditableCourse(db, manager, courseId, async (tx) => {
    const subsection = await findSubsectionForUpdate(tx, courseId, input.subsectionId);
    if (subsection.contentType !== 'DISCUSSION_BOARD') throw boardInvalid('The subsection is not a discussion board item');
    const [existing] = await tx.select({ id: discussionBoards.id }).from(discussionBoards).where(eq(discussionBoards.subsectionId, subsection.id));
    if (existing) throw boardInvalid(`The subsection already has board ${existing.id}`);
    const weight = input.weight ?? subsection.weight;
    const [row] = await tx.insert(discussionBoards).values({
      courseId, subsectionId: subsection.id, title: input.title.trim(),
      description: sanitizeOptionalRichText(input.description) ?? null,
      weight, isLocked: input.isLocked ?? false, unlockDate, lockDate,
      createdAt: manager.now, updatedAt: manager.now,
    }).returning({ id: discussionBoards.id });
    if (weight !== subsection.weight) await mirrorWeight(tx, courseId, subsection.id, weight);
    return row!.id;
  });
  return loadBoard(db, manager, courseId, id);
}

export async function updateBoard(db: Db, manager: Manager, courseId: number, boardId: number, patch: BoardPatch): Promise<ManagedBoard> {
  await inEditableCourse(db, manager, courseId, async (tx) => {
    const current = await findBoardForUpdate(tx, courseId, boardId);
    const unlockDate = dateOf(patch.unlockDate);
    const lockDate = dateOf(patch.lockDate);
    checkDates(unlockDate === undefined ? current.unlockDate : unlockDate, lockDate === undefined ? current.lockDate : lockDate);
    await tx.update(discussionBoards).set({
      ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
      ...(patch.description !== undefined ? { description: sanitizeOptionalRichText(patch.description) } : {}),
      ...(patch.weight !== undefined ? { weight: patch.weight } : {}),
      ...(patch.isLocked !== undefined ? { isLocked: patch.isLocked } : {}),
      ...(unlockDate !== undefined ? { unlockDate } : {}),
      ...(lockDate !== undefined ? { lockDate } : {}),
      updatedAt: manager.now,
    }).where(eq(discussionBoards.id, boardId));
    if (patch.weight !== undefined && patch.weight !== current.weight) await mirrorWeight(tx, courseId, current.subsectionId, patch.weight);
  });
  return loadBoard(db, manager, courseId, boardId);
}

export const lockBoard = (db: Db, manager: Manager, courseId: number, boardId: number, isLocked: boolean) =>
  updateBoard(db, manager, courseId, boardId, { isLocked });

/** Removes the board with its comments; its subsection stays (a card without content until a new board is made). */
export async function deleteBoard(db: Db, manager: Manager, courseId: number, boardId: number): Promise<void> {
  await inEditableCourse(db, manager, courseId, async (tx) => {
    await findBoardForUpdate(tx, courseId, boardId);
    await tx.delete(discussionBoards).where(eq(discussionBoards.id, boardId));
  });
}
