import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { learningCategories } from '../../learning-categories/tables';
import { userInterestedCategories } from '../../users/tables';
import { loadCourseCards, type CourseCard } from '../course-card';
import { courseEnrollees, courses, courseTargetOrganizations } from '../tables';
import { listableCourse, publishedTarget } from '../visibility';
import type { Learner } from './my-courses';

/**
 * Catalogue courses the member is not enrolled in: those of a category they
 * are interested in (or a child of one) first, then the most enrolled, then the newest.
 */
export async function recommendedCourses(db: Db, learner: Learner, take: number): Promise<CourseCard[]> {
  const interested = sql<boolean>`exists (select 1 from ${userInterestedCategories}
    where ${userInterestedCategories.organizationId} = ${learner.organizationId}
      and ${userInterestedCategories.userId} = ${learner.userId}
      and (${userInterestedCategories.categoryId} = ${courses.categoryId}
        or ${userInterestedCategories.categoryId} = (select ${learningCategories.parentId} from ${learningCategories} where ${learningCategories.id} = ${courses.categoryId})))`;
  const rows = await db.select({ id: courses.id }).from(courses)
    .innerJoin(courseTargetOrganizations, publishedTarget(learner.organizationId))
    .where(and(
      listableCourse(learner.now),
      notExists(db.select({ one: sql`1` }).from(courseEnrollees).where(and(
        eq(courseEnrollees.courseId, courses.id),
        eq(courseEnrollees.organizationId, learner.organizationId),
        eq(courseEnrollees.userId, learner.userId),
      ))),
    ))
    .orderBy(desc(interested), desc(courses.enrollmentCount), desc(courses.createdAt), desc(courses.id))
    .limit(take);
  return loadCourseCards(db, learner, rows.map((row) => row.id));
}
