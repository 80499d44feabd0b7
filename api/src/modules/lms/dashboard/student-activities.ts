import { and, asc, count, eq, gt, gte, isNull, lt, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Paged } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { mediaContentUrl } from '../../media/service';
import { myEnrollments, type Learner } from '../learner/my-courses';
import { courseEnrollees, courseReviews, courses, courseTargetOrganizations, courseWishlist } from '../tables';
import { listableCourse, publishedTarget } from '../visibility';
import type { ActivityKind, StudentActivity } from './dto';

/** A running course ending this close is a COURSE_ENDS reminder rather than CONTINUE_COURSE. */
const ENDING_SOON_MS = 7 * 24 * 60 * 60 * 1000;

const NO_DATE = sql`null::timestamptz`;
const NO_PROGRESS = sql`null::int`;

/** The columns every kind of activity answers, in the same order (the union lines them up by position). */
function activity(kind: ActivityKind, dueAt: SQL, progress: SQL) {
  return {
    // A constant of our own, never input.
    kind: sql<ActivityKind>`${sql.raw(`'${kind}'`)}::text`.as('kind'),
    courseId: sql<number>`${courses.id}`.as('course_id'),
    courseName: sql<string>`${courses.name}`.as('course_name'),
    coverImageId: sql<number | null>`${courses.coverImageId}`.as('cover_image_id'),
    dueAt: sql<Date | null>`${dueAt}`.mapWith(courses.endDate).as('due_at'),
    progress: sql<number | null>`${progress}`.as('progress'),
  };
}

/**
 * The member's to-do list: courses about to start, to continue, ending soon
 * or to review, and favorites whose enrollment closes. Dated items first, by
 * date; then the undated ones.
 */
export async function studentActivities(db: Db, learner: Learner, page: { skip?: number; take?: number }): Promise<Paged<StudentActivity>> {
  const now = learner.now;
  const soon = new Date(now.getTime() + ENDING_SOON_MS);
  const progress = sql`${courseEnrollees.progress}`;
  const enrolled = (kind: ActivityKind, dueAt: SQL, ...conditions: SQL[]) =>
    db.select(activity(kind, dueAt, progress)).from(courseEnrollees)
      .innerJoin(courses, eq(courses.id, courseEnrollees.courseId))
      .where(myEnrollments(learner, ...conditions));
  const unfinished = eq(courseEnrollees.isFinished, false);
  const started = or(isNull(courses.startDate), lte(courses.startDate, now))!;
  const notReviewed = notExists(db.select({ one: sql`1` }).from(courseReviews).where(and(
    eq(courseReviews.courseId, courses.id), eq(courseReviews.organizationId, learner.organizationId), eq(courseReviews.userId, learner.userId),
  )));
  const notEnrolled = notExists(db.select({ one: sql`1` }).from(courseEnrollees).where(and(
    eq(courseEnrollees.courseId, courses.id), eq(courseEnrollees.organizationId, learner.organizationId), eq(courseEnrollees.userId, learner.userId),
  )));

  const activities = unionAll(
    enrolled('COURSE_STARTS', sql`${courses.startDate}`, unfinished, gt(courses.startDate, now)),
    enrolled('COURSE_ENDS', sql`${courses.endDate}`, unfinished, started, gte(courses.endDate, now), lte(courses.endDate, soon)),
    enrolled('CONTINUE_COURSE', sql`${courses.endDate}`, unfinished, started, or(isNull(courses.endDate), gt(courses.endDate, soon))!),
    enrolled('REVIEW_COURSE', NO_DATE, or(eq(courseEnrollees.isFinished, true), lt(courses.endDate, now))!, notReviewed),
    db.select(activity('ENROLLMENT_CLOSES', sql`${courses.endEnrollmentDate}`, NO_PROGRESS)).from(courseWishlist)
      .innerJoin(courses, eq(courses.id, courseWishlist.courseId))
      .innerJoin(courseTargetOrganizations, publishedTarget(learner.organizationId))
      .where(and(
        eq(courseWishlist.organizationId, learner.organizationId),
        eq(courseWishlist.userId, learner.userId),
        listableCourse(now),
        gte(courses.endEnrollmentDate, now),
        notEnrolled,
      )),
  ).as('activities');

  const [total, rows] = await Promise.all([
    db.select({ value: count() }).from(activities),
    db.select().from(activities)
      .orderBy(sql`${activities.dueAt} asc nulls last`, asc(activities.courseId), asc(activities.kind))
      .offset(page.skip ?? 0)
      .limit(page.take ?? 12),
  ]);
  return {
    count: total[0]?.value ?? 0,
    data: rows.map((row) => ({
      kind: row.kind,
      courseId: row.courseId,
      courseName: row.courseName,
      coverImageUrl: row.coverImageId === null ? null : mediaContentUrl(row.coverImageId),
      dueAt: row.dueAt === null ? null : new Date(row.dueAt).toISOString(),
      progress: row.progress === null ? null : Number(row.progress),
    })),
  };
}
