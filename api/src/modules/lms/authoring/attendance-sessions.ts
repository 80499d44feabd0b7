import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { siteLink } from '../../../core/site-url';
import { attendanceCode, attendanceCodeValidUntil, attendanceStepAt } from '../attendance/codes';
import { attendanceSessions } from '../attendance/tables';
import { findEditableCourse, type Manager } from '../manage/manager';
import type { AttendanceCode, AttendanceSession, AttendanceSessionInput } from './attendance-dto';
import { courseLectureOf } from './course-lecture';
import { inEditableCourse } from './editable-course';

const MINUTE_MS = 60_000;
const DEFAULT_MINUTES = 15;

type Row = typeof attendanceSessions.$inferSelect;

const sessionOf = (row: Row, now: Date): AttendanceSession => ({
  id: row.id,
  courseId: row.courseId,
  lectureKind: row.onlineLectureId !== null ? 'ONLINE' : 'ON_CAMPUS',
  lectureId: (row.onlineLectureId ?? row.onCampusLectureId)!,
  opensAt: row.opensAt.toISOString(),
  closesAt: row.closesAt.toISOString(),
  isOpen: row.opensAt <= now && now < row.closesAt,
});

async function findSession(db: Db, courseId: number, attendanceId: number): Promise<Row> {
  const [row] = await db.select().from(attendanceSessions)
    .where(and(eq(attendanceSessions.courseId, courseId), eq(attendanceSessions.id, attendanceId)));
  if (!row) throw notFound(undefined, 'Attendance session not found');
  return row;
}

/** Starts taking attendance for one lecture of the course: codes are taken from now for `minutes`. */
export async function openAttendanceSession(db: Db, manager: Manager, courseId: number, input: AttendanceSessionInput): Promise<AttendanceSession> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    const lecture = await courseLectureOf(tx, courseId, input);
    const [row] = await tx.insert(attendanceSessions).values({
      courseId,
      onlineLectureId: lecture.kind === 'ONLINE' ? lecture.id : null,
      onCampusLectureId: lecture.kind === 'ON_CAMPUS' ? lecture.id : null,
      // 32 random bytes: the HMAC key of the rotating codes (attendance/codes.ts).
      secret: randomBytes(32).toString('base64url'),
      opensAt: manager.now,
      closesAt: new Date(manager.now.getTime() + (input.minutes ?? DEFAULT_MINUTES) * MINUTE_MS),
      openedById: manager.userId,
      createdAt: manager.now,
    }).returning();
    return sessionOf(row!, manager.now);
  });
}

/**
 * The code of the current 30-second step, to show: as text, as the deep link
 * members open, and as a QR code of that link. 409 att-002 once the session has closed.
 */
export async function currentAttendanceCode(db: Db, manager: Manager, courseId: number, attendanceId: number, site: string): Promise<AttendanceCode> {
  await findEditableCourse(db, manager, courseId);
  const session = await findSession(db, courseId, attendanceId);
  const now = manager.now;
  if (!(session.opensAt <= now && now < session.closesAt)) {
    throw new AppError(409, ERROR_CODES.ATTENDANCE_NOT_OPEN, 'This attendance session is closed');
  }
  const step = attendanceStepAt(now.getTime());
  const code = attendanceCode(session.secret, step);
  const deepLink = siteLink(site, `/lms/courses/${courseId}/attendance`, { code });
  const validUntil = new Date(Math.min(attendanceCodeValidUntil(step).getTime(), session.closesAt.getTime()));
  return {
    code,
    deepLink,
    qrSvg: await QRCode.toString(deepLink, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
    validUntil: validUntil.toISOString(),
    closesAt: session.closesAt.toISOString(),
  };
}

/** Stops taking codes now; closing a closed session answers it as it is. */
export async function closeAttendanceSession(db: Db, manager: Manager, courseId: number, attendanceId: number): Promise<AttendanceSession> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    await findSession(tx, courseId, attendanceId);
    // greatest(): a session closed in the millisecond it opened still ends after it starts (the table's check).
    const [row] = await tx.update(attendanceSessions)
      .set({ closesAt: sql`greatest(${attendanceSessions.opensAt} + interval '1 millisecond', ${manager.now.toISOString()}::timestamptz)` })
      .where(and(eq(attendanceSessions.id, attendanceId), gt(attendanceSessions.closesAt, manager.now)))
      .returning();
    return sessionOf(row ?? await findSession(tx, courseId, attendanceId), manager.now);
  });
}
