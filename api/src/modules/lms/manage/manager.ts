import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@halaqa/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { tenantOf, userOf } from '../../../core/tenancy';
import { courseInstructors, courses, courseTargetOrganizations } from '../tables';

/** Who edits courses: an administrator (every course of the organization) or an instructor (their own). */
export interface Manager {
  organizationId: number;
  userId: number;
  isAdministrator: boolean;
  language: Language;
  now: Date;
}

/** The signed-in editor (requireUser and the manage-courses guards ran). */
export function managerOf(ctx: AppContext, request: FastifyRequest): Manager {
  const user = userOf(request);
  return {
    organizationId: tenantOf(request).id,
    userId: user.id,
    isAdministrator: user.portals.isAdministrator,
    language: request.language,
    now: ctx.now(),
  };
}

/** The courses the manager may edit: the organization's own, and for an instructor only those they teach. */
export function editableBy(db: Db, manager: Manager): SQL {
  const owned = eq(courses.organizationId, manager.organizationId);
  if (manager.isAdministrator) return owned;
  return and(owned, exists(db.select({ one: courseInstructors.courseId }).from(courseInstructors)
    .where(and(eq(courseInstructors.courseId, courses.id), eq(courseInstructors.userId, manager.userId)))))!;
}

/**
 * A course the manager may edit, or 404 req-002 (another organization's
 * course, or one an instructor does not teach, is not theirs to see).
 * `includeDeleted` lets a repeated delete find the course it already deleted.
 */
export async function findEditableCourse(db: Db, manager: Manager, courseId: number, options: { includeDeleted?: boolean } = {}) {
  const [row] = await db.select({
    id: courses.id,
    isDeleted: courses.isDeleted,
    isApproved: courses.isApproved,
    startDate: courses.startDate,
    endDate: courses.endDate,
    startEnrollmentDate: courses.startEnrollmentDate,
    endEnrollmentDate: courses.endEnrollmentDate,
    enrollmentCount: courses.enrollmentCount,
    price: sql<number>`coalesce(${courseTargetOrganizations.price}, 0)`.mapWith(Number),
    oldPrice: courseTargetOrganizations.oldPrice,
    isDiscounted: sql<boolean>`coalesce(${courseTargetOrganizations.isDiscounted}, false)`,
  }).from(courses)
    .leftJoin(courseTargetOrganizations, and(
      eq(courseTargetOrganizations.courseId, courses.id),
      eq(courseTargetOrganizations.organizationId, manager.organizationId),
    ))
    .where(and(eq(courses.id, courseId), editableBy(db, manager), options.includeDeleted ? undefined : eq(courses.isDeleted, false)))
    .limit(1);
  if (!row) throw notFound(undefined, 'Course not found');
  return row;
}
