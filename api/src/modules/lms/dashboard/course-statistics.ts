import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import type { Learner } from '../learner/my-courses';
import { myEnrollments } from '../learner/my-courses';
import { courseEnrollees, courses, courseTargetOrganizations, courseWishlist, specializationEnrollees, specializations } from '../tables';
import { listableCourse, publishedTarget } from '../visibility';
import type { CourseStatistics } from './dto';

/** The member's numbers for the dashboard, counted the way my courses, favorites and specializations list them. */
export async function courseStatistics(db: Db, learner: Learner): Promise<CourseStatistics> {
  const [enrollments, wishlisted, enrolledSpecializations] = await Promise.all([
    db.select({
      enrolled: count(),
      finished: sql<number>`count(*) filter (where ${courseEnrollees.isFinished})::int`,
      inProgress: sql<number>`count(*) filter (where not ${courseEnrollees.isFinished} and ${courseEnrollees.progress} > 0)::int`,
      averageProgress: sql<number>`coalesce(round(avg(${courseEnrollees.progress})), 0)::int`,
    }).from(courseEnrollees).innerJoin(courses, eq(courses.id, courseEnrollees.courseId)).where(myEnrollments(learner)),
    db.select({ value: count() }).from(courseWishlist)
      .innerJoin(courses, eq(courses.id, courseWishlist.courseId))
      .innerJoin(courseTargetOrganizations, publishedTarget(learner.organizationId))
      .where(and(eq(courseWishlist.organizationId, learner.organizationId), eq(courseWishlist.userId, learner.userId), listableCourse(learner.now))),
    db.select({ value: count() }).from(specializationEnrollees)
      .innerJoin(specializations, eq(specializations.id, specializationEnrollees.specializationId))
      .where(and(
        eq(specializationEnrollees.organizationId, learner.organizationId),
        eq(specializationEnrollees.userId, learner.userId),
        eq(specializations.isDeleted, false),
      )),
  ]);
  const totals = enrollments[0] ?? { enrolled: 0, finished: 0, inProgress: 0, averageProgress: 0 };
  const enrolled = Number(totals.enrolled);
  const finished = Number(totals.finished);
  const inProgress = Number(totals.inProgress);
  return {
    enrolled,
    inProgress,
    finished,
    notStarted: enrolled - finished - inProgress,
    wishlisted: wishlisted[0]?.value ?? 0,
    specializations: enrolledSpecializations[0]?.value ?? 0,
    averageProgress: Number(totals.averageProgress),
  };
}
