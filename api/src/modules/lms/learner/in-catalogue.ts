import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { courses, courseTargetOrganizations } from '../tables';
import { listableCourse, publishedTarget } from '../visibility';

/** The course is in the catalogue of the organization now (docs/design/lms-api.md "Visibility"). */
export async function isInCatalogue(db: Db, organizationId: number, courseId: number, now: Date): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses)
    .innerJoin(courseTargetOrganizations, publishedTarget(organizationId))
    .where(and(eq(courses.id, courseId), listableCourse(now)))
    .limit(1);
  return row !== undefined;
}
