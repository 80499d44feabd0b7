import { and, asc, count, eq, inArray, isNull, not, or, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { attendanceRecords } from '../attendance/tables';
import { onCampusLectures, onlineLectures } from '../content/tables';
import { lockMessage } from './access-rules';
import { isInJoinWindow, onCampusLectureDto, onlineLectureDto } from './lecture-dto';
import { loadOutline, type Outline } from './outline';
import { writesProgress, type PlayerSeat } from './player-gate';
import { recordAttendance } from './record-attendance';
import { writerOf } from './progress-writer';

/**
 * The course's lectures (docs/design/course-player-api.md "Lectures"): a
 * lecture linked to a hidden subsection is hidden too; one linked to a
 * locked subsection is listed without its join address.
 */

type LectureTable = typeof onlineLectures | typeof onCampusLectures;

const hiddenSubsectionIds = (outline: Outline) =>
  outline.sections.flatMap((section) => section.subsections).filter((subsection) => subsection.access.hidden).map((subsection) => subsection.id);

function shownLectures(table: LectureTable, courseId: number, outline: Outline): SQL {
  const hidden = hiddenSubsectionIds(outline);
  return and(
    eq(table.courseId, courseId),
    hidden.length ? or(isNull(table.subsectionId), not(inArray(table.subsectionId, hidden))) : undefined,
  )!;
}

const isLocked = (outline: Outline, subsectionId: number | null) =>
  subsectionId !== null && outline.visible.some((item) => item.id === subsectionId && item.access.lock !== null);

/** The student's attended lectures among `ids` (null for everyone else). */
async function attendedAmong(db: Db, seat: PlayerSeat, kind: 'ONLINE' | 'ON_CAMPUS', ids: number[]): Promise<Set<number> | null> {
  if (!writesProgress(seat)) return null;
  if (!ids.length) return new Set();
  const column = kind === 'ONLINE' ? attendanceRecords.onlineLectureId : attendanceRecords.onCampusLectureId;
  const rows = await db.select({ id: column }).from(attendanceRecords)
    .where(and(eq(attendanceRecords.userId, seat.caller.userId), inArray(column, ids)));
  return new Set(rows.map((row) => row.id).filter((id): id is number => id !== null));
}

export async function listOnlineLectures(db: Db, seat: PlayerSeat, page: { skip?: number; take?: number }) {
  const outline = await loadOutline(db, seat);
  const where = shownLectures(onlineLectures, seat.course.id, outline);
  const [rows, [total]] = await Promise.all([
    db.select().from(onlineLectures).where(where).orderBy(asc(onlineLectures.startsAt), asc(onlineLectures.id)).offset(page.skip ?? 0).limit(page.take ?? 12),
    db.select({ value: count() }).from(onlineLectures).where(where),
  ]);
  const attended = await attendedAmong(db, seat, 'ONLINE', rows.map((row) => row.id));
  return {
    count: total?.value ?? 0,
    data: rows.map((row) => onlineLectureDto(row, { now: seat.caller.now, locked: isLocked(outline, row.subsectionId), attended: attended ? attended.has(row.id) : null })),
  };
}

export async function listOnCampusLectures(db: Db, seat: PlayerSeat, page: { skip?: number; take?: number }) {
  const outline = await loadOutline(db, seat);
  const where = shownLectures(onCampusLectures, seat.course.id, outline);
  const [rows, [total]] = await Promise.all([
    db.select().from(onCampusLectures).where(where).orderBy(asc(onCampusLectures.startsAt), asc(onCampusLectures.id)).offset(page.skip ?? 0).limit(page.take ?? 12),
    db.select({ value: count() }).from(onCampusLectures).where(where),
  ]);
  const attended = await attendedAmong(db, seat, 'ON_CAMPUS', rows.map((row) => row.id));
  return {
    count: total?.value ?? 0,
    data: rows.map((row) => onCampusLectureDto(row, { now: seat.caller.now, locked: isLocked(outline, row.subsectionId), attended: attended ? attended.has(row.id) : null })),
  };
}

async function findOnlineLecture(db: Db, seat: PlayerSeat, outline: Outline, lectureId: number) {
  const [row] = await db.select().from(onlineLectures)
    .where(and(shownLectures(onlineLectures, seat.course.id, outline), eq(onlineLectures.id, lectureId))).limit(1);
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Lecture not found');
  return row;
}

export async function getOnlineLecture(db: Db, seat: PlayerSeat, lectureId: number) {
  const outline = await loadOutline(db, seat);
  const row = await findOnlineLecture(db, seat, outline, lectureId);
  const attended = await attendedAmong(db, seat, 'ONLINE', [row.id]);
  return onlineLectureDto(row, { now: seat.caller.now, locked: isLocked(outline, row.subsectionId), attended: attended ? attended.has(row.id) : null });
}

export async function getOnCampusLecture(db: Db, seat: PlayerSeat, lectureId: number) {
  const outline = await loadOutline(db, seat);
  const [row] = await db.select().from(onCampusLectures)
    .where(and(shownLectures(onCampusLectures, seat.course.id, outline), eq(onCampusLectures.id, lectureId))).limit(1);
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Lecture not found');
  const attended = await attendedAmong(db, seat, 'ON_CAMPUS', [row.id]);
  return onCampusLectureDto(row, { now: seat.caller.now, locked: isLocked(outline, row.subsectionId), attended: attended ? attended.has(row.id) : null });
}

/**
 * POST .../join: the meeting address, inside the join window only (409
 * att-002 otherwise). A student joining is recorded as attending (JOINED),
 * which completes the lecture's subsection.
 */
export async function joinOnlineLecture(db: Db, seat: PlayerSeat, lectureId: number): Promise<{ joinUrl: string }> {
  const outline = await loadOutline(db, seat);
  const row = await findOnlineLecture(db, seat, outline, lectureId);
  const lock = row.subsectionId === null ? null : outline.visible.find((item) => item.id === row.subsectionId)?.access.lock ?? null;
  if (lock) throw new AppError(403, ERROR_CODES.CONTENT_LOCKED, lockMessage(lock));
  if (!isInJoinWindow(row, seat.caller.now) || !row.meetingUrl) {
    throw new AppError(409, ERROR_CODES.ATTENDANCE_NOT_OPEN, 'The lecture can be joined from 15 minutes before its start to its end');
  }
  if (writesProgress(seat)) {
    const writer = writerOf(seat);
    await db.transaction((tx) => recordAttendance(tx, writer, { kind: 'ONLINE', id: row.id, subsectionId: row.subsectionId }, 'JOINED', null));
  }
  return { joinUrl: row.meetingUrl };
}
