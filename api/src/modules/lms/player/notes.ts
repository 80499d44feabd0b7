import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { badRequest, notFound } from '../../../core/errors';
import { subsectionNotes } from '../progress/tables';
import { courseSections, courseSubsections } from '../tables';
import type { CreateNoteBody, Note } from './dto';
import { openItem } from './open-item';
import { findVisible, loadOutline } from './outline';
import type { PlayerSeat } from './player-gate';

/**
 * A member's notes on a course's items (docs/design/course-player-api.md
 * "Notes"): each member reads and changes only their own; another member's
 * note is 404 like one that does not exist.
 */

const noteColumns = {
  id: subsectionNotes.id,
  subsectionId: subsectionNotes.subsectionId,
  subsectionName: courseSubsections.name,
  sectionId: courseSections.id,
  sectionName: courseSections.name,
  note: subsectionNotes.note,
  positionKind: subsectionNotes.positionKind,
  position: subsectionNotes.position,
  createdAt: subsectionNotes.createdAt,
  updatedAt: subsectionNotes.updatedAt,
};

type NoteRow = Awaited<ReturnType<typeof selectNotes>>[number];

function noteDto(row: NoteRow): Note {
  return {
    ...row,
    positionKind: row.positionKind === 'VIDEO_TIME' || row.positionKind === 'PDF_PAGE' ? row.positionKind : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownNotes = (seat: PlayerSeat): SQL => and(
  eq(subsectionNotes.userId, seat.caller.userId),
  eq(subsectionNotes.courseId, seat.course.id),
)!;

const inOutlineOrder = [asc(courseSections.sortOrder), asc(courseSections.id), asc(courseSubsections.sortOrder), asc(courseSubsections.id),
  sql`${subsectionNotes.position} asc nulls first`, asc(subsectionNotes.id)];

/** `%` and `_` typed by the member are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export async function listCourseNotes(db: Db, seat: PlayerSeat, query: { query?: string; skip?: number; take?: number }) {
  const text = query.query?.trim();
  const where = and(ownNotes(seat), text ? or(ilike(subsectionNotes.note, likePattern(text)), ilike(courseSubsections.name, likePattern(text))) : undefined);
  const from = () => db.select(noteColumns).from(subsectionNotes)
    .innerJoin(courseSubsections, eq(courseSubsections.id, subsectionNotes.subsectionId))
    .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId));
  const [rows, [total]] = await Promise.all([
    from().where(where).orderBy(...inOutlineOrder).offset(query.skip ?? 0).limit(query.take ?? 12),
    db.select({ value: count() }).from(subsectionNotes)
      .innerJoin(courseSubsections, eq(courseSubsections.id, subsectionNotes.subsectionId))
      .where(where),
  ]);
  return { count: total?.value ?? 0, data: rows.map(noteDto) };
}

export async function listSubsectionNotes(db: Db, seat: PlayerSeat, subsectionId: number): Promise<Note[]> {
  if (!findVisible(await loadOutline(db, seat), subsectionId)) throw notFound(ERROR_CODES.NOT_FOUND, 'Subsection not found');
  const rows = await selectNotes(db, and(ownNotes(seat), eq(subsectionNotes.subsectionId, subsectionId))!);
  return rows.map(noteDto);
}

function selectNotes(db: Db, where: SQL) {
  return db.select(noteColumns).from(subsectionNotes)
    .innerJoin(courseSubsections, eq(courseSubsections.id, subsectionNotes.subsectionId))
    .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
    .where(where).orderBy(...inOutlineOrder);
}

/** A note on an item the member may open (locked: 403 ply-002); a place in it is given whole (kind and position) or not at all. */
export async function createNote(db: Db, seat: PlayerSeat, subsectionId: number, body: CreateNoteBody): Promise<Note> {
  if ((body.positionKind === undefined) !== (body.position === undefined)) throw badRequest('positionKind and position go together');
  const item = openItem(await loadOutline(db, seat), subsectionId);
  const [inserted] = await db.insert(subsectionNotes).values({
    organizationId: seat.caller.organizationId,
    userId: seat.caller.userId,
    courseId: seat.course.id,
    subsectionId: item.id,
    note: body.note,
    positionKind: body.positionKind ?? null,
    position: body.position ?? null,
    createdAt: seat.caller.now,
    updatedAt: seat.caller.now,
  }).returning({ id: subsectionNotes.id });
  return findNote(db, seat, inserted!.id);
}

async function findNote(db: Db, seat: PlayerSeat, noteId: number): Promise<Note> {
  const [row] = await selectNotes(db, and(ownNotes(seat), eq(subsectionNotes.id, noteId))!);
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Note not found');
  return noteDto(row);
}

export async function updateNote(db: Db, seat: PlayerSeat, noteId: number, note: string): Promise<Note> {
  const [row] = await db.update(subsectionNotes).set({ note, updatedAt: seat.caller.now })
    .where(and(ownNotes(seat), eq(subsectionNotes.id, noteId))).returning({ id: subsectionNotes.id });
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Note not found');
  return findNote(db, seat, row.id);
}

export async function deleteNote(db: Db, seat: PlayerSeat, noteId: number): Promise<void> {
  const [row] = await db.delete(subsectionNotes).where(and(ownNotes(seat), eq(subsectionNotes.id, noteId))).returning({ id: subsectionNotes.id });
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Note not found');
}
