import { and, asc, count, eq, gt, gte, isNull, lt, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Paged } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { mediaContentUrl } from '../../media/service';
import { myEnrollments, type Learner } from '../learner/my-courses';
import { courseEnrollees, courseReviews, courses, courseTargetOrganizations, courseWishlist } from '../tables';
import { listableCourse, publishedTarget } from '../visibility';
import { socialEventEnrollments, socialEventFavorites, socialEvents, socialEventTranslations } from '../../social/tables';
import { enrolledIn, eventTitleIn, eventTranslationIn, favoriteNotJoined } from '../../social/events/dashboard-dates';
import type { ActivityKind, EventActivityKind, StudentActivity } from './dto';

/** A running course ending this close is a COURSE_ENDS reminder rather than CONTINUE_COURSE. */
const ENDING_SOON_MS = 7 * 24 * 60 * 60 * 1000;

const NO_DATE = sql`null::timestamptz`;
const NO_PROGRESS = sql`null::int`;
const NO_ID = sql`null::int`;
/** A kind the member may not read is still a part of the union, reading nothing. */
const kindsOn = (on: boolean) => (on ? sql`true` : sql`false`);

/** The columns every kind of activity answers, in the same order (the union lines them up by position). */
function activity(kind: ActivityKind | EventActivityKind, columns: { courseId: SQL; eventId: SQL; name: SQL; coverImageId: SQL; dueAt: SQL; progress: SQL }) {
  return {
    // A constant of our own, never input.
    kind: sql<ActivityKind | EventActivityKind>`${sql.raw(`'${kind}'`)}::text`.as('kind'),
    courseId: sql<number | null>`${columns.courseId}`.as('course_id'),
    eventId: sql<number | null>`${columns.eventId}`.as('event_id'),
    courseName: sql<string>`${columns.name}`.as('course_name'),
    coverImageId: sql<number | null>`${columns.coverImageId}`.as('cover_image_id'),
    dueAt: sql<Date | null>`${columns.dueAt}`.mapWith(courses.endDate).as('due_at'),
    progress: sql<number | null>`${columns.progress}`.as('progress'),
  };
}

const courseActivity = (kind: ActivityKind, dueAt: SQL, progress: SQL) => activity(kind, {
  courseId: sql`${courses.id}`, eventId: NO_ID, name: sql`${courses.name}`, coverImageId: sql`${courses.coverImageId}`, dueAt, progress,
});
const eventActivity = (kind: EventActivityKind, dueAt: SQL) => activity(kind, {
  courseId: NO_ID, eventId: sql`${socialEvents.id}`, name: sql`${eventTitleIn}`, coverImageId: sql`${socialEvents.coverMediaId}`, dueAt, progress: NO_PROGRESS,
});

/**
 * The member's to-do list: courses about to start, to continue, ending soon
 * or to review, and favorites whose enrollment closes; with `events`, the
 * events they hold a place in (until they end) and favorite events whose
 * enrollment is still open. Dated items first, by date; then the undated ones.
 */
export async function studentActivities(
  db: Db, learner: Learner, page: { skip?: number; take?: number }, kinds: { courses: boolean; events: boolean },
): Promise<Paged<StudentActivity>> {
  if (!kinds.courses && !kinds.events) return { count: 0, data: [] };
  // One union of every kind; the kinds the member may not read are switched off (`where false`, nothing read).
  const activities = unionAll(...courseActivities(db, learner, kinds.courses), ...eventActivities(db, learner, kinds.events)).as('activities');

  const [total, rows] = await Promise.all([
    db.select({ value: count() }).from(activities),
    db.select().from(activities)
      .orderBy(sql`${activities.dueAt} asc nulls last`, sql`${activities.courseId} asc nulls last`, sql`${activities.eventId} asc nulls last`, asc(activities.kind))
      .offset(page.skip ?? 0)
      .limit(page.take ?? 12),
  ]);
  return {
    count: total[0]?.value ?? 0,
    data: rows.map((row): StudentActivity => {
      const coverImageUrl = row.coverImageId === null ? null : mediaContentUrl(row.coverImageId);
      const dueAt = row.dueAt === null ? null : new Date(row.dueAt).toISOString();
      if (row.eventId !== null) {
        return { kind: row.kind as EventActivityKind, eventId: row.eventId, title: row.courseName, coverImageUrl, dueAt: dueAt! };
      }
      return {
        kind: row.kind as ActivityKind, courseId: row.courseId!, courseName: row.courseName, coverImageUrl, dueAt,
        progress: row.progress === null ? null : Number(row.progress),
      };
    }),
  };
}

function courseActivities(db: Db, learner: Learner, on: boolean) {
  const switchedOn = kindsOn(on);
  const now = learner.now;
  const soon = new Date(now.getTime() + ENDING_SOON_MS);
  const progress = sql`${courseEnrollees.progress}`;
  const enrolled = (kind: ActivityKind, dueAt: SQL, ...conditions: SQL[]) =>
    db.select(courseActivity(kind, dueAt, progress)).from(courseEnrollees)
      .innerJoin(courses, eq(courses.id, courseEnrollees.courseId))
      .where(myEnrollments(learner, switchedOn, ...conditions));
  const unfinished = eq(courseEnrollees.isFinished, false);
  const started = or(isNull(courses.startDate), lte(courses.startDate, now))!;
  const notReviewed = notExists(db.select({ one: sql`1` }).from(courseReviews).where(and(
    eq(courseReviews.courseId, courses.id), eq(courseReviews.organizationId, learner.organizationId), eq(courseReviews.userId, learner.userId),
  )));
  const notEnrolled = notExists(db.select({ one: sql`1` }).from(courseEnrollees).where(and(
    eq(courseEnrollees.courseId, courses.id), eq(courseEnrollees.organizationId, learner.organizationId), eq(courseEnrollees.userId, learner.userId),
  )));
  return [
    enrolled('COURSE_STARTS', sql`${courses.startDate}`, unfinished, gt(courses.startDate, now)),
    enrolled('COURSE_ENDS', sql`${courses.endDate}`, unfinished, started, gte(courses.endDate, now), lte(courses.endDate, soon)),
    enrolled('CONTINUE_COURSE', sql`${courses.endDate}`, unfinished, started, or(isNull(courses.endDate), gt(courses.endDate, soon))!),
    enrolled('REVIEW_COURSE', NO_DATE, or(eq(courseEnrollees.isFinished, true), lt(courses.endDate, now))!, notReviewed),
    db.select(courseActivity('ENROLLMENT_CLOSES', sql`${courses.endEnrollmentDate}`, NO_PROGRESS)).from(courseWishlist)
      .innerJoin(courses, eq(courses.id, courseWishlist.courseId))
      .innerJoin(courseTargetOrganizations, publishedTarget(learner.organizationId))
      .where(and(
        switchedOn,
        eq(courseWishlist.organizationId, learner.organizationId),
        eq(courseWishlist.userId, learner.userId),
        listableCourse(now),
        gte(courses.endEnrollmentDate, now),
        notEnrolled,
      )),
  ] as const;
}

function eventActivities(db: Db, learner: Learner, on: boolean) {
  const switchedOn = kindsOn(on);
  return [
    db.select(eventActivity('EVENT_STARTS', sql`${socialEvents.startTime}`)).from(socialEventEnrollments)
      .innerJoin(socialEvents, eq(socialEvents.id, socialEventEnrollments.eventId))
      .leftJoin(socialEventTranslations, eventTranslationIn(learner))
      .where(and(switchedOn, enrolledIn(learner), gt(socialEvents.endingTime, learner.now))),
    db.select(eventActivity('EVENT_ENROLLMENT_CLOSES', sql`${socialEvents.enrollmentEndsAt}`)).from(socialEventFavorites)
      .innerJoin(socialEvents, eq(socialEvents.id, socialEventFavorites.eventId))
      .leftJoin(socialEventTranslations, eventTranslationIn(learner))
      .where(and(switchedOn, favoriteNotJoined(db, learner), gte(socialEvents.enrollmentEndsAt, learner.now))),
  ] as const;
}
