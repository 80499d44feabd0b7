import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { users } from '../../users/tables';
import { attendanceRecords } from '../attendance/tables';
import { onCampusLectures, onlineLectures } from '../content/tables';
import { personName } from '../localized-name';
import { findEditableCourse, type Manager } from '../manage/manager';
import { courseEnrollees } from '../tables';
import type { AttendanceReport, AttendanceReportQuery } from './attendance-dto';

/** Lectures of the course that have started by now (what attendance is counted against). */
async function heldLectures(db: Db, courseId: number, now: Date): Promise<number> {
  const [online] = await db.select({ n: count() }).from(onlineLectures).where(and(eq(onlineLectures.courseId, courseId), lte(onlineLectures.startsAt, now)));
  const [onCampus] = await db.select({ n: count() }).from(onCampusLectures)
    .where(and(eq(onCampusLectures.courseId, courseId), lte(onCampusLectures.startsAt, now)));
  return (online?.n ?? 0) + (onCampus?.n ?? 0);
}

/** How many of the started lectures each member attended. */
async function attendedCounts(db: Db, courseId: number, userIds: number[], now: Date): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db.select({ userId: attendanceRecords.userId, n: count() }).from(attendanceRecords)
    .leftJoin(onlineLectures, eq(onlineLectures.id, attendanceRecords.onlineLectureId))
    .leftJoin(onCampusLectures, eq(onCampusLectures.id, attendanceRecords.onCampusLectureId))
    .where(and(
      eq(attendanceRecords.courseId, courseId),
      inArray(attendanceRecords.userId, userIds),
      sql`coalesce(${onlineLectures.startsAt}, ${onCampusLectures.startsAt}) <= ${now.toISOString()}::timestamptz`,
    ))
    .groupBy(attendanceRecords.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

/** Every enrolled student of the organization, by name: attended / started lectures. */
export async function attendanceReport(db: Db, manager: Manager, courseId: number, query: AttendanceReportQuery): Promise<AttendanceReport> {
  await findEditableCourse(db, manager, courseId);
  const enrolled = and(eq(courseEnrollees.courseId, courseId), eq(courseEnrollees.organizationId, manager.organizationId));
  const [total] = await db.select({ n: count() }).from(courseEnrollees).where(enrolled);
  const students = await db.select({
    id: users.id, firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName,
  }).from(courseEnrollees)
    .innerJoin(users, and(eq(users.id, courseEnrollees.userId), eq(users.organizationId, courseEnrollees.organizationId)))
    .where(enrolled)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .offset(query.skip ?? 0).limit(query.take ?? 12);
  const heldCount = await heldLectures(db, courseId, manager.now);
  const attended = await attendedCounts(db, courseId, students.map((student) => student.id), manager.now);
  return {
    count: total?.n ?? 0,
    data: students.map((student) => {
      const attendedCount = attended.get(student.id) ?? 0;
      return {
        userId: student.id,
        name: personName(manager.language, student),
        attendedCount,
        heldCount,
        percentage: heldCount ? Math.round((100 * attendedCount) / heldCount) : null,
      };
    }),
  };
}
