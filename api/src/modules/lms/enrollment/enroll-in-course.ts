import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { courseEnrollees, courses, courseTargetOrganizations } from '../tables';
import { listableCourse, publishedTarget } from '../visibility';
import { enrollmentFactColumns } from './enrollment-facts';
import { recordEvent } from '../../notifications/events';
import { enrollmentStateOf, refusalOf } from './enrollment-state';

export interface EnrollmentScope {
  /** The tenant: the member's organization, whose offer (target row) of the course applies. */
  organizationId: number;
  userId: number;
  selfEnrollmentEnabled: boolean;
  now: Date;
}

interface Enrollment {
  courseId: number;
  enrolledAt: Date;
  isFinished: boolean;
}

export interface EnrollmentOutcome {
  enrollment: Enrollment;
  /** false when the member was already enrolled (a replay). */
  created: boolean;
}

const enrollmentColumns = {
  courseId: courseEnrollees.courseId,
  enrolledAt: courseEnrollees.createdAt,
  isFinished: courseEnrollees.isFinished,
};

/** How the enrollment comes about. */
export interface EnrollmentOptions {
  /**
   * The member paid for it (a completed order fulfils its items): the price
   * no longer stands in the way (no enr-005); every other rule still does.
   */
  paid?: boolean;
}

/**
 * Enrolls the member in one catalogue course, or answers their existing
 * enrollment. Call it inside a transaction: when the capacity check fails
 * after the enrollee row is written, the thrown enr-004 must undo that row.
 */
export async function enrollInCourse(
  tx: Db,
  scope: EnrollmentScope,
  courseId: number,
  source: { specializationId: number } | null = null,
  options: EnrollmentOptions = {},
): Promise<EnrollmentOutcome> {
  const existing = await findEnrollment(tx, scope, courseId);
  if (existing) return { enrollment: existing, created: false };

  const [course] = await tx.select({ name: courses.name, ...enrollmentFactColumns }).from(courses)
    .innerJoin(courseTargetOrganizations, publishedTarget(scope.organizationId))
    .where(and(eq(courses.id, courseId), listableCourse(scope.now)))
    .limit(1);
  if (!course) throw notFound(ERROR_CODES.NOT_FOUND, 'Course not found');

  const state = enrollmentStateOf({ ...course, signedIn: true, enrolled: false, selfEnrollmentEnabled: scope.selfEnrollmentEnabled, now: scope.now });
  const refusal = options.paid && state === 'PAYMENT_REQUIRED' ? null : refusalOf(state);
  if (refusal) throw new AppError(refusal.status, refusal.code, `${refusal.message}: ${course.name}`);

  const [inserted] = await tx.insert(courseEnrollees).values({
    organizationId: scope.organizationId,
    courseId,
    userId: scope.userId,
    fromSpecialization: source !== null,
    specializationId: source?.specializationId ?? null,
  }).onConflictDoNothing().returning(enrollmentColumns);
  if (!inserted) {
    // A concurrent request of the same member enrolled first: answer its enrollment.
    const winner = await findEnrollment(tx, scope, courseId);
    if (!winner) throw new Error('enrollment vanished after a conflicting insert');
    return { enrollment: winner, created: false };
  }

  // The counter is the capacity lock: the row update waits for concurrent enrollments and re-checks the limit.
  const [counted] = await tx.update(courses)
    .set({ enrollmentCount: sql`${courses.enrollmentCount} + 1` })
    .where(and(eq(courses.id, courseId), or(isNull(courses.maxEnrollmentCount), lt(courses.enrollmentCount, courses.maxEnrollmentCount))))
    .returning({ id: courses.id });
  if (!counted) throw new AppError(409, ERROR_CODES.COURSE_FULL, `The course is full: ${course.name}`);
  await recordEvent(tx, {
    type: 'course.enrolled',
    organizationId: scope.organizationId,
    actorUserId: scope.userId,
    subject: { courseId, ...(source ? { specializationId: source.specializationId } : {}) },
    // Through a specialization the member hears once, about the specialization.
    audience: source ? { kind: 'none' } : { kind: 'users', userIds: [scope.userId] },
    payload: { courseName: { en: course.name, ar: course.name } },
  });
  return { enrollment: inserted, created: true };
}

async function findEnrollment(db: Db, scope: EnrollmentScope, courseId: number): Promise<Enrollment | null> {
  const [row] = await db.select(enrollmentColumns).from(courseEnrollees).where(and(
    eq(courseEnrollees.organizationId, scope.organizationId),
    eq(courseEnrollees.userId, scope.userId),
    eq(courseEnrollees.courseId, courseId),
  )).limit(1);
  return row ?? null;
}
