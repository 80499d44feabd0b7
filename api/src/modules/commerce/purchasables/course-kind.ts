import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { mediaContentUrl } from '../../media/service';
import { enrollInCourse } from '../../lms/enrollment/enroll-in-course';
import { enrollmentFactColumns } from '../../lms/enrollment/enrollment-facts';
import { enrollmentStateOf } from '../../lms/enrollment/enrollment-state';
import { courseEnrollees, courses, courseTargetOrganizations } from '../../lms/tables';
import { listableCourse, publishedTarget } from '../../lms/visibility';
import type { ItemRef, PurchasableKind, PurchasableSnapshot } from './kind';
import { enrollOrFull, refusalOfStanding, selfEnrollmentEnabled } from './standing';

const capacityLeft = (max: number | null, taken: number) => (max === null ? null : Math.max(0, max - taken));

/** A catalogue course, at the price of the member's organization's offer (course_target_organizations). */
export const courseKind: PurchasableKind = {
  type: 'COURSE',

  async describe(tx, ref): Promise<PurchasableSnapshot | null> {
    const [row] = await tx.select({
      id: courses.id,
      name: courses.name,
      briefDescription: courses.briefDescription,
      coverImageId: courses.coverImageId,
      startDate: courses.startDate,
      oldPrice: courseTargetOrganizations.oldPrice,
      ...enrollmentFactColumns,
      enrolled: sql<boolean>`exists (select 1 from ${courseEnrollees} where ${courseEnrollees.courseId} = ${courses.id}
        and ${courseEnrollees.organizationId} = ${ref.organizationId} and ${courseEnrollees.userId} = ${ref.userId})`,
    }).from(courses)
      .innerJoin(courseTargetOrganizations, publishedTarget(ref.organizationId))
      .where(and(eq(courses.id, ref.itemId), listableCourse(ref.now)))
      .limit(1);
    if (!row) return null;
    const state = enrollmentStateOf({
      ...row, signedIn: true, enrolled: row.enrolled, selfEnrollmentEnabled: await selfEnrollmentEnabled(tx, ref.organizationId), now: ref.now,
    });
    return {
      itemType: 'COURSE',
      itemId: row.id,
      // A course has one name and one description, in its own language (lms has no translations of them yet).
      title: row.name,
      titleAr: row.name,
      description: row.briefDescription,
      descriptionAr: row.briefDescription,
      imageUrl: row.coverImageId === null ? null : mediaContentUrl(row.coverImageId),
      startsAt: row.startDate,
      price: row.price,
      oldPrice: row.oldPrice,
      capacityLeft: capacityLeft(row.maxEnrollmentCount, row.enrollmentCount),
      state,
    };
  },

  async refusal(_tx, snapshot) {
    return refusalOfStanding(snapshot);
  },

  async fulfil(tx, ref) {
    const scope = { organizationId: ref.organizationId, userId: ref.userId, selfEnrollmentEnabled: await selfEnrollmentEnabled(tx, ref.organizationId), now: ref.now ?? new Date() };
    return enrollOrFull(tx, (savepoint) => enrollInCourse(savepoint, scope, ref.itemId, null, { paid: true }));
  },

  async reverse(tx, ref) {
    await unenroll(tx, ref, eq(courseEnrollees.courseId, ref.itemId));
  },
};

/**
 * Removes the member's enrollments `which` selects and gives their seats
 * back (the counter only goes down for a row actually deleted: a replay
 * changes nothing). What the member did in the course (progress, work) is
 * kept with the course, so buying it again finds it.
 */
export async function unenroll(tx: Db, ref: Pick<ItemRef, 'organizationId' | 'userId'>, which: SQL): Promise<number[]> {
  const removed = await tx.delete(courseEnrollees)
    .where(and(eq(courseEnrollees.organizationId, ref.organizationId), eq(courseEnrollees.userId, ref.userId), which))
    .returning({ courseId: courseEnrollees.courseId });
  // By course id: every writer of course rows locks them in the same order (see enrollInSpecialization).
  for (const { courseId } of [...removed].sort((a, b) => a.courseId - b.courseId)) {
    await tx.update(courses).set({ enrollmentCount: sql`greatest(${courses.enrollmentCount} - 1, 0)` }).where(eq(courses.id, courseId));
  }
  return removed.map((row) => row.courseId);
}
