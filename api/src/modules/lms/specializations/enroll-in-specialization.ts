import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { recordEvent } from '../../notifications/events';
import { enrollInCourse, type EnrollmentOptions, type EnrollmentScope } from '../enrollment/enroll-in-course';
import { refusalOf } from '../enrollment/enrollment-state';
import { specializationEnrollees, specializations } from '../tables';
import { listableSpecialization } from '../visibility';
import { catalogueCoursesOf } from './specialization-cards';
import { specializationStateOf } from './specialization-state';

/**
 * Enrolls the member in every catalogue course of the specialization they
 * are not in yet, each through enrollInCourse. Call inside a transaction: a
 * course that refuses (its message names it) undoes every enrollment made
 * before it. Idempotent: a replay enrolls nothing new and answers the same.
 * `paid`: bought through an order, which paid for its courses too.
 */
export async function enrollInSpecialization(
  tx: Db, scope: EnrollmentScope, specializationId: number, options: EnrollmentOptions = {},
): Promise<{ specializationId: number; enrolledCourseIds: number[] }> {
  const [specialization] = await tx.select({ name: specializations.name, price: specializations.price }).from(specializations)
    .where(and(listableSpecialization(scope.organizationId), eq(specializations.id, specializationId))).limit(1);
  if (!specialization) throw notFound(undefined, 'Specialization not found');

  // Its own gates; each course's are checked as it is enrolled.
  const state = specializationStateOf({ enrolled: false, selfEnrollmentEnabled: scope.selfEnrollmentEnabled, price: specialization.price, courseStates: [] });
  const refusal = options.paid && state === 'PAYMENT_REQUIRED' ? null : refusalOf(state);
  if (refusal) {
    const message = state === 'PAYMENT_REQUIRED' ? 'This specialization has a price: buy it through the cart' : refusal.message;
    throw new AppError(refusal.status, refusal.code, `${message}: ${specialization.name}`);
  }

  const courseIds = (await catalogueCoursesOf(tx, scope, specializationId)).map((course) => course.courseId);
  // One at a time by course id: every enrollment locks course rows in the same order, so two never deadlock.
  for (const courseId of [...courseIds].sort((a, b) => a - b)) await enrollInCourse(tx, scope, courseId, { specializationId }, options);
  const joined = await tx.insert(specializationEnrollees).values({ organizationId: scope.organizationId, specializationId, userId: scope.userId })
    .onConflictDoNothing().returning({ specializationId: specializationEnrollees.specializationId });
  // Only the first time: a replay enrolls nothing new and tells nobody.
  if (joined.length) {
    await recordEvent(tx, {
      type: 'specialization.enrolled',
      organizationId: scope.organizationId,
      actorUserId: scope.userId,
      subject: { specializationId },
      audience: { kind: 'users', userIds: [scope.userId] },
      payload: { specializationName: { en: specialization.name, ar: specialization.name } },
    });
  }
  return { specializationId, enrolledCourseIds: courseIds };
}
