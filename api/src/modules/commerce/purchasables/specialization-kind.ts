import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { mediaContentUrl } from '../../media/service';
import { enrollmentFactColumns } from '../../lms/enrollment/enrollment-facts';
import { enrollmentStateOf, type EnrollmentState } from '../../lms/enrollment/enrollment-state';
import { enrollInSpecialization } from '../../lms/specializations/enroll-in-specialization';
import { specializationStateOf } from '../../lms/specializations/specialization-state';
import { courseEnrollees, courses, courseTargetOrganizations, specializationCourses, specializationEnrollees, specializations } from '../../lms/tables';
import { listableCourse, listableSpecialization, publishedTarget } from '../../lms/visibility';
import { unenroll } from './course-kind';
import type { ItemRef, PurchasableKind, PurchasableSnapshot } from './kind';
import { enrollOrFull, refusalOfStanding, selfEnrollmentEnabled } from './standing';

/** Its catalogue courses (those the organization shows now), with what decides if the member can be enrolled in each. */
function coursesOf(tx: Db, ref: ItemRef & { now: Date }) {
  return tx.select({
    startDate: courses.startDate,
    ...enrollmentFactColumns,
    enrolled: sql<boolean>`exists (select 1 from ${courseEnrollees} where ${courseEnrollees.courseId} = ${courses.id}
      and ${courseEnrollees.organizationId} = ${ref.organizationId} and ${courseEnrollees.userId} = ${ref.userId})`,
  }).from(specializationCourses)
    .innerJoin(courses, eq(courses.id, specializationCourses.courseId))
    .innerJoin(courseTargetOrganizations, publishedTarget(ref.organizationId))
    .where(and(eq(specializationCourses.specializationId, ref.itemId), listableCourse(ref.now)));
}

const earliest = (dates: ReadonlyArray<Date | null>): Date | null =>
  dates.reduce<Date | null>((first, date) => (date && (!first || date < first) ? date : first), null);

/** A specialization at its own price; buying it enrolls the member in each of its courses (their own prices aside). */
export const specializationKind: PurchasableKind = {
  type: 'SPECIALIZATION',

  async describe(tx, ref): Promise<PurchasableSnapshot | null> {
    const [row] = await tx.select({
      id: specializations.id,
      name: specializations.name,
      briefDescription: specializations.briefDescription,
      coverImageId: specializations.coverImageId,
      price: specializations.price,
      enrolled: sql<boolean>`exists (select 1 from ${specializationEnrollees} where ${specializationEnrollees.specializationId} = ${specializations.id}
        and ${specializationEnrollees.organizationId} = ${ref.organizationId} and ${specializationEnrollees.userId} = ${ref.userId})`,
    }).from(specializations)
      .where(and(listableSpecialization(ref.organizationId), eq(specializations.id, ref.itemId)))
      .limit(1);
    if (!row) return null;
    const selfEnrollment = await selfEnrollmentEnabled(tx, ref.organizationId);
    const list = await coursesOf(tx, ref);
    // Each course as the purchase would enroll it: paid for by the specialization, so its own price does not count.
    const courseStates = list.map((course) => enrollmentStateOf({
      ...course, price: 0, signedIn: true, enrolled: course.enrolled, selfEnrollmentEnabled: selfEnrollment, now: ref.now,
    }));
    const limits = list.filter((course) => !course.enrolled && course.maxEnrollmentCount !== null)
      .map((course) => Math.max(0, course.maxEnrollmentCount! - course.enrollmentCount));
    return {
      itemType: 'SPECIALIZATION',
      itemId: row.id,
      title: row.name,
      titleAr: row.name,
      description: row.briefDescription,
      descriptionAr: row.briefDescription,
      imageUrl: row.coverImageId === null ? null : mediaContentUrl(row.coverImageId),
      // When its first course starts (the refund policy counts the hours before it).
      startsAt: earliest(list.map((course) => course.startDate)),
      price: row.price,
      oldPrice: null,
      capacityLeft: limits.length ? Math.min(...limits) : null,
      state: standingOf(row.enrolled, selfEnrollment, row.price, courseStates),
    };
  },

  async refusal(_tx, snapshot) {
    return refusalOfStanding(snapshot);
  },

  async fulfil(tx, ref) {
    const scope = { organizationId: ref.organizationId, userId: ref.userId, selfEnrollmentEnabled: await selfEnrollmentEnabled(tx, ref.organizationId), now: ref.now ?? new Date() };
    return enrollOrFull(tx, (savepoint) => enrollInSpecialization(savepoint, scope, ref.itemId, { paid: true }));
  },

  async reverse(tx, ref) {
    // Only the courses it enrolled: a course the member had (or bought) on its own stays.
    await unenroll(tx, ref, and(eq(courseEnrollees.fromSpecialization, true), eq(courseEnrollees.specializationId, ref.itemId))!);
    await tx.delete(specializationEnrollees).where(and(
      eq(specializationEnrollees.organizationId, ref.organizationId),
      eq(specializationEnrollees.userId, ref.userId),
      eq(specializationEnrollees.specializationId, ref.itemId),
    ));
  },
};

/**
 * The member's standing for buying it: owned once enrolled in it; for sale
 * (PAYMENT_REQUIRED) when it has a price and courses, and every course not
 * yet theirs is open to them; else the first course's refusal, or OPEN for
 * a free one (enrolled through lms, not sold).
 */
function standingOf(enrolled: boolean, selfEnrollment: boolean, price: number, courseStates: readonly EnrollmentState[]): EnrollmentState {
  if (enrolled) return 'ENROLLED';
  // Its own gates and its courses', price aside (the order pays for the courses).
  const state = specializationStateOf({ enrolled: false, selfEnrollmentEnabled: selfEnrollment, price: 0, courseStates });
  if (state !== 'OPEN' && state !== 'ENROLLED') return state;
  if (price === 0) return 'OPEN';
  // Nothing left to give: no course in the catalogue, or every one already the member's.
  if (courseStates.every((courseState) => courseState === 'ENROLLED')) return 'CLOSED';
  return 'PAYMENT_REQUIRED';
}
