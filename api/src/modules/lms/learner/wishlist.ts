import { and, count, desc, eq } from 'drizzle-orm';
import type { Paged } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { loadCourseCards, type CourseCard } from '../course-card';
import { courses, courseTargetOrganizations, courseWishlist } from '../tables';
import { listableCourse, publishedTarget } from '../visibility';
import { isInCatalogue } from './in-catalogue';
import type { Learner } from './my-courses';

/**
 * Favorite courses still in the catalogue, most recently added first: one
 * that left the catalogue would be a card whose overview answers 404.
 */
export async function listWishlist(db: Db, learner: Learner, page: { skip?: number; take?: number }): Promise<Paged<CourseCard>> {
  const where = and(eq(courseWishlist.organizationId, learner.organizationId), eq(courseWishlist.userId, learner.userId), listableCourse(learner.now));
  const [total, rows] = await Promise.all([
    db.select({ value: count() }).from(courseWishlist)
      .innerJoin(courses, eq(courses.id, courseWishlist.courseId))
      .innerJoin(courseTargetOrganizations, publishedTarget(learner.organizationId))
      .where(where),
    db.select({ courseId: courseWishlist.courseId }).from(courseWishlist)
      .innerJoin(courses, eq(courses.id, courseWishlist.courseId))
      .innerJoin(courseTargetOrganizations, publishedTarget(learner.organizationId))
      .where(where)
      .orderBy(desc(courseWishlist.createdAt), desc(courseWishlist.courseId))
      .offset(page.skip ?? 0)
      .limit(page.take ?? 12),
  ]);
  return { count: total[0]?.value ?? 0, data: await loadCourseCards(db, learner, rows.map((row) => row.courseId)) };
}

/** Idempotent; only catalogue courses can be added (404 otherwise). */
export async function addToWishlist(db: Db, learner: Learner, courseId: number): Promise<void> {
  if (!(await isInCatalogue(db, learner.organizationId, courseId, learner.now))) throw notFound(undefined, 'Course not found');
  await db.insert(courseWishlist).values({ organizationId: learner.organizationId, userId: learner.userId, courseId }).onConflictDoNothing();
}

/** Idempotent: removing a course that is not there changes nothing. */
export async function removeFromWishlist(db: Db, learner: Learner, courseId: number): Promise<void> {
  await db.delete(courseWishlist).where(and(
    eq(courseWishlist.organizationId, learner.organizationId),
    eq(courseWishlist.userId, learner.userId),
    eq(courseWishlist.courseId, courseId),
  ));
}
