import { and, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { isCurrentAttendanceCode } from '../attendance/codes';
import { attendanceRecords, attendanceSessions } from '../attendance/tables';
import { onCampusLectures, onlineLectures } from '../content/tables';
import { assertAttendanceCodeAllowed, attendanceBucket, recordWrongAttendanceCode } from './attendance-rate-limit';
import type { AttendanceRecord, MyAttendance } from './dto';
import { actionInvalid } from './open-item';
import { loadOutline } from './outline';
import { writesProgress, type PlayerSeat } from './player-gate';
import { writerOf } from './progress-writer';
import { recordAttendance, type AttendanceMethod } from './record-attendance';

const METHODS: readonly AttendanceMethod[] = ['CODE', 'JOINED', 'MANUAL'];
const methodOf = (value: string | null): AttendanceMethod | null => METHODS.find((method) => method === value) ?? null;

/**
 * GET courses/{courseId}/attendance: every lecture of the course that has
 * started (not those of hidden items), newest first, and whether the member
 * was there. Instructors and administrators see the list with nothing attended.
 */
export async function myAttendanceOf(db: Db, seat: PlayerSeat): Promise<MyAttendance> {
  const outline = await loadOutline(db, seat);
  const hidden = new Set(outline.sections.flatMap((section) => section.subsections).filter((item) => item.access.hidden).map((item) => item.id));
  const now = seat.caller.now;
  const started = <T extends typeof onlineLectures | typeof onCampusLectures>(table: T) =>
    and(eq(table.courseId, seat.course.id), lte(table.startsAt, now));
  const [online, onCampus, records] = await Promise.all([
    db.select({ id: onlineLectures.id, title: onlineLectures.title, startsAt: onlineLectures.startsAt, subsectionId: onlineLectures.subsectionId })
      .from(onlineLectures).where(started(onlineLectures)),
    db.select({ id: onCampusLectures.id, title: onCampusLectures.title, startsAt: onCampusLectures.startsAt, subsectionId: onCampusLectures.subsectionId })
      .from(onCampusLectures).where(started(onCampusLectures)),
    writesProgress(seat)
      ? db.select({
        onlineLectureId: attendanceRecords.onlineLectureId, onCampusLectureId: attendanceRecords.onCampusLectureId,
        method: attendanceRecords.method, recordedAt: attendanceRecords.recordedAt,
      }).from(attendanceRecords).where(and(eq(attendanceRecords.userId, seat.caller.userId), eq(attendanceRecords.courseId, seat.course.id)))
      : [],
  ]);
  const shown = (lecture: { subsectionId: number | null }) => lecture.subsectionId === null || !hidden.has(lecture.subsectionId);
  const entries: AttendanceRecord[] = [
    ...online.filter(shown).map((lecture) => recordDto('ONLINE', lecture, records.find((record) => record.onlineLectureId === lecture.id))),
    ...onCampus.filter(shown).map((lecture) => recordDto('ON_CAMPUS', lecture, records.find((record) => record.onCampusLectureId === lecture.id))),
  ].sort((a, b) => b.startsAt.localeCompare(a.startsAt) || b.lectureId - a.lectureId);
  const attendedCount = entries.filter((entry) => entry.attended).length;
  return {
    mandatoryAttendancePercentage: seat.course.mandatoryAttendancePercentage,
    attendancePercentage: entries.length ? attendedCount / entries.length : null,
    attendedCount,
    heldCount: entries.length,
    records: entries,
  };
}

function recordDto(
  lectureKind: 'ONLINE' | 'ON_CAMPUS',
  lecture: { id: number; title: string; startsAt: Date },
  record: { method: string; recordedAt: Date } | undefined,
): AttendanceRecord {
  return {
    lectureKind,
    lectureId: lecture.id,
    title: lecture.title,
    startsAt: lecture.startsAt.toISOString(),
    attended: record !== undefined,
    method: record ? methodOf(record.method) : null,
    recordedAt: record ? record.recordedAt.toISOString() : null,
  };
}

/**
 * POST courses/{courseId}/attendance/code: the code shown in class. It must
 * be the current (or previous) code of a session of this course open now;
 * a replay answers the record already made. Wrong codes count toward the
 * member's limit for the course (429 att-003 past it).
 */
export async function recordAttendanceByCode(db: Db, seat: PlayerSeat, code: string): Promise<AttendanceRecord> {
  if (!writesProgress(seat)) throw actionInvalid('Attendance is taken for the course\'s students');
  const now = seat.caller.now;
  const bucket = attendanceBucket(seat.caller.organizationId, seat.caller.userId, seat.course.id);
  await assertAttendanceCodeAllowed(db, bucket, now);

  const sessions = await db.select({
    id: attendanceSessions.id, secret: attendanceSessions.secret,
    onlineLectureId: attendanceSessions.onlineLectureId, onCampusLectureId: attendanceSessions.onCampusLectureId,
  }).from(attendanceSessions)
    .where(and(eq(attendanceSessions.courseId, seat.course.id), lte(attendanceSessions.opensAt, now), gt(attendanceSessions.closesAt, now)))
    .orderBy(desc(attendanceSessions.opensAt));
  const session = sessions.find((candidate) => isCurrentAttendanceCode(candidate.secret, code, now.getTime()));
  if (!session) {
    await recordWrongAttendanceCode(db, bucket, now);
    throw new AppError(400, ERROR_CODES.ATTENDANCE_CODE_INVALID, 'That code is wrong or no longer valid');
  }

  const lecture = await lectureOfSession(db, session);
  const writer = writerOf(seat);
  const record = await db.transaction((tx) => recordAttendance(tx, writer, lecture, 'CODE', session.id));
  return {
    lectureKind: lecture.kind,
    lectureId: lecture.id,
    title: lecture.title,
    startsAt: lecture.startsAt.toISOString(),
    attended: true,
    method: record.method,
    recordedAt: record.recordedAt.toISOString(),
  };
}

async function lectureOfSession(db: Db, session: { onlineLectureId: number | null; onCampusLectureId: number | null }) {
  const table = session.onlineLectureId !== null ? onlineLectures : onCampusLectures;
  const id = session.onlineLectureId ?? session.onCampusLectureId!;
  const [row] = await db.select({ id: table.id, title: table.title, startsAt: table.startsAt, subsectionId: table.subsectionId })
    .from(table).where(inArray(table.id, [id]));
  if (!row) throw new Error('attendance session without its lecture');
  return { kind: session.onlineLectureId !== null ? 'ONLINE' as const : 'ON_CAMPUS' as const, ...row };
}
