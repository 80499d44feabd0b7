import { and, eq, gte, isNull, or, type SQL } from 'drizzle-orm';
import { courses, courseTargetOrganizations, specializations } from './tables';

/** Course and event lists hide items that ended more than this long ago (spec section 9). */
export const EXPIRED_HIDDEN_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/** Join condition: the course's offer in organization `organizationId`, published. */
export function publishedTarget(organizationId: number): SQL {
  return and(
    eq(courseTargetOrganizations.courseId, courses.id),
    eq(courseTargetOrganizations.organizationId, organizationId),
    eq(courseTargetOrganizations.isPublished, true),
  ) as SQL;
}

/** The course itself may be listed: not deleted, published, approved, not ended more than 30 days ago. */
export function listableCourse(now: Date): SQL {
  return and(
    eq(courses.isDeleted, false),
    eq(courses.isPublished, true),
    eq(courses.isApproved, true),
    or(isNull(courses.endDate), gte(courses.endDate, new Date(now.getTime() - EXPIRED_HIDDEN_AFTER_MS))),
  ) as SQL;
}

/** A specialization the organization shows. */
export function listableSpecialization(organizationId: number): SQL {
  return and(
    eq(specializations.organizationId, organizationId),
    eq(specializations.isPublished, true),
    eq(specializations.isDeleted, false),
  ) as SQL;
}
