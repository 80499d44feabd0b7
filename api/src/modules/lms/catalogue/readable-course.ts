import { and, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import type { CardViewer } from '../course-card';
import { courseEnrollees, courses, courseTargetOrganizations } from '../tables';
import { listableCourse, publishedTarget } from '../visibility';

/** Join condition: the caller's enrollment in the course (none for visitors). */
export function callerEnrollment(viewer: CardViewer): SQL {
  return and(
    eq(courseEnrollees.courseId, courses.id),
    eq(courseEnrollees.organizationId, viewer.organizationId),
    eq(courseEnrollees.userId, viewer.userId ?? 0),
  ) as SQL;
}

/**
 * Who may read a course by id: it is in the tenant's catalogue, or the caller
 * is enrolled in it and it is not deleted. Needs the left joins of
 * publishedTarget and callerEnrollment.
 */
export function readableCourse(viewer: CardViewer): SQL {
  return or(
    and(isNotNull(courseTargetOrganizations.id), listableCourse(viewer.now)),
    and(isNotNull(courseEnrollees.id), eq(courses.isDeleted, false)),
  ) as SQL;
}

/** 404 req-002 unless the caller may read the course. */
export async function assertCourseReadable(db: Db, viewer: CardViewer, courseId: number): Promise<void> {
  const [row] = await db.select({ id: courses.id }).from(courses)
    .leftJoin(courseTargetOrganizations, publishedTarget(viewer.organizationId))
    .leftJoin(courseEnrollees, callerEnrollment(viewer))
    .where(and(eq(courses.id, courseId), readableCourse(viewer)))
    .limit(1);
  if (!row) throw notFound(undefined, 'Course not found');
}
