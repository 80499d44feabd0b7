import { and, eq, gte, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { badRequest } from '../../../core/errors';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { myEnrollments, type Learner } from '../learner/my-courses';
import { courseEnrollees, courses, courseTargetOrganizations, courseWishlist } from '../tables';
import { listableCourse, publishedTarget } from '../visibility';
import { EVENT_CALENDAR_KINDS, type EventCalendarDate } from '../../social/events/dashboard-dates';
import { CALENDAR_KINDS, CALENDAR_MAX_DAYS, type CalendarEntry, type CalendarKind, type CalendarQuery } from './dto';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CalendarRange {
  from: Date;
  /** Exclusive: the day after the last day asked for. */
  until: Date;
}

/** The days asked for (UTC), this month by default; 400 req-001 when reversed or longer than CALENDAR_MAX_DAYS. */
export function calendarRangeOf(query: CalendarQuery, now: Date): CalendarRange {
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const last = query.to ? new Date(`${query.to}T00:00:00Z`) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  if (Number.isNaN(from.getTime()) || Number.isNaN(last.getTime())) throw badRequest('from and to must be dates (YYYY-MM-DD)');
  if (last < from) throw badRequest('to must not be before from');
  if (last.getTime() - from.getTime() > CALENDAR_MAX_DAYS * DAY_MS) throw badRequest(`The calendar spans at most ${CALENDAR_MAX_DAYS} days`);
  return { from, until: new Date(last.getTime() + DAY_MS) };
}

const within = (range: CalendarRange, ...columns: PgColumn[]): SQL => or(...columns.map((column) => and(gte(column, range.from), lt(column, range.until))))!;

/**
 * The member's dated course events in the range, by date: the start and end
 * of their enrolled courses, and when enrollment opens and closes for
 * favorites they have not enrolled in yet. `eventDates` are the member's
 * event dates in the same range (social events, for members who read them).
 */
export async function calendarEntries(db: Db, learner: Learner, range: CalendarRange, eventDates: readonly EventCalendarDate[] = []): Promise<CalendarEntry[]> {
  const [enrolled, wishlisted] = await Promise.all([
    db.select({ courseId: courses.id, courseName: courses.name, COURSE_START: courses.startDate, COURSE_END: courses.endDate })
      .from(courseEnrollees).innerJoin(courses, eq(courses.id, courseEnrollees.courseId))
      .where(myEnrollments(learner, within(range, courses.startDate, courses.endDate))),
    db.select({ courseId: courses.id, courseName: courses.name, ENROLLMENT_OPENS: courses.startEnrollmentDate, ENROLLMENT_CLOSES: courses.endEnrollmentDate })
      .from(courseWishlist)
      .innerJoin(courses, eq(courses.id, courseWishlist.courseId))
      .innerJoin(courseTargetOrganizations, publishedTarget(learner.organizationId))
      .where(and(
        eq(courseWishlist.organizationId, learner.organizationId),
        eq(courseWishlist.userId, learner.userId),
        listableCourse(learner.now),
        within(range, courses.startEnrollmentDate, courses.endEnrollmentDate),
        notExists(db.select({ one: sql`1` }).from(courseEnrollees).where(and(
          eq(courseEnrollees.courseId, courses.id),
          eq(courseEnrollees.organizationId, learner.organizationId),
          eq(courseEnrollees.userId, learner.userId),
        ))),
      )),
  ]);
  const rows: Array<{ courseId: number; courseName: string } & Partial<Record<CalendarKind, Date | null>>> = [...enrolled, ...wishlisted];
  const courseEntries = rows.flatMap((row) => CALENDAR_KINDS.flatMap((kind) => {
    const date = row[kind];
    return date && date >= range.from && date < range.until ? [{ date, kind, courseId: row.courseId, courseName: row.courseName }] : [];
  }));
  // By date; courses before events on the same instant; then by id and the kinds' order.
  const order = (entry: { kind: string; courseId?: number; eventId?: number }) => [
    entry.courseId === undefined ? 1 : 0,
    entry.courseId ?? entry.eventId ?? 0,
    entry.courseId === undefined ? EVENT_CALENDAR_KINDS.indexOf(entry.kind as EventCalendarDate['kind']) : CALENDAR_KINDS.indexOf(entry.kind as CalendarKind),
  ];
  const entries: Array<(typeof courseEntries)[number] | EventCalendarDate> = [...courseEntries, ...eventDates];
  entries.sort((a, b) => {
    if (a.date.getTime() !== b.date.getTime()) return a.date.getTime() - b.date.getTime();
    const [x, y] = [order(a), order(b)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
  return entries.map((entry) => ({ ...entry, date: entry.date.toISOString() }));
}
