import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { personName } from '../../lms/localized-name';
import { users } from '../../users/tables';
import { socialEventAttendanceItems, socialEventAttendanceRecords, socialEventEnrollments, type EventEnrollmentStatus } from '../tables';
import type { SignedInViewer } from './access';
import { hostedEvent } from './visible-event';

const itemAnswer = (row: typeof socialEventAttendanceItems.$inferSelect) =>
  ({ id: row.id, title: row.title, startsAt: row.startsAt.toISOString(), creditHours: row.creditHours });

/** GET events/{eventId}/attendance-items (hosts and managers). */
export async function attendanceItemsOf(db: Db, viewer: SignedInViewer, eventId: number) {
  await hostedEvent(db, viewer, eventId);
  const rows = await db.select().from(socialEventAttendanceItems).where(eq(socialEventAttendanceItems.eventId, eventId))
    .orderBy(asc(socialEventAttendanceItems.startsAt), asc(socialEventAttendanceItems.id));
  return rows.map(itemAnswer);
}

/** POST events/{eventId}/attendance-items (managers): what attendance is taken for, and the credit hours it is worth. */
export async function createAttendanceItem(db: Db, viewer: SignedInViewer, eventId: number, body: { title: string; startsAt: string; creditHours?: string }) {
  await hostedEvent(db, viewer, eventId);
  const [row] = await db.insert(socialEventAttendanceItems).values({
    organizationId: viewer.organizationId, eventId, title: body.title.trim(), startsAt: new Date(body.startsAt), creditHours: body.creditHours ?? '0',
  }).returning();
  return itemAnswer(row!);
}

/** GET events/{eventId}/enrollments: the attendees with their status and check-ins (hosts and managers). */
export async function attendeesOf(db: Db, viewer: SignedInViewer, eventId: number, query: { skip?: number; take?: number; status?: EventEnrollmentStatus }) {
  await hostedEvent(db, viewer, eventId);
  const where = and(eq(socialEventEnrollments.eventId, eventId), query.status ? eq(socialEventEnrollments.status, query.status) : undefined);
  const rows = await db.select({ enrollment: socialEventEnrollments, email: users.email, firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName })
    .from(socialEventEnrollments)
    .innerJoin(users, and(eq(users.organizationId, socialEventEnrollments.organizationId), eq(users.id, socialEventEnrollments.userId)))
    .where(where)
    // Places first, then the waitlist in its order, then those who left.
    .orderBy(sql`case ${socialEventEnrollments.status} when 'ENROLLED' then 0 when 'WAITLISTED' then 1 else 2 end`, asc(socialEventEnrollments.waitlistedAt), desc(socialEventEnrollments.enrolledAt), asc(socialEventEnrollments.id))
    .offset(query.skip ?? 0).limit(query.take ?? 10);
  const [total] = await db.select({ count: count() }).from(socialEventEnrollments).where(where);
  const ids = rows.map((row) => row.enrollment.id);
  const records = ids.length ? await db.select().from(socialEventAttendanceRecords).where(inArray(socialEventAttendanceRecords.enrollmentId, ids)) : [];
  return {
    count: total?.count ?? 0,
    data: rows.map(({ enrollment, email, ...names }) => ({
      enrollmentId: enrollment.id,
      member: { id: enrollment.userId, name: personName(viewer.language, names), email },
      status: enrollment.status,
      source: enrollment.source,
      enrolledAt: enrollment.enrolledAt?.toISOString() ?? null,
      waitlistedAt: enrollment.waitlistedAt?.toISOString() ?? null,
      checkIns: records.filter((record) => record.enrollmentId === enrollment.id)
        .map((record) => ({ attendanceItemId: record.attendanceItemId, checkedInAt: record.checkedInAt.toISOString() })),
    })),
  };
}
