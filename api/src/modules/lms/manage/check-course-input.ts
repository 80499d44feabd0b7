import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { badRequest } from '../../../core/errors';
import { learningCategories } from '../../learning-categories/tables';
import { media } from '../../media/tables';
import { users } from '../../users/tables';
import { learningTypes } from '../tables';
import type { CoursePatch } from './dto';

/** The stored values a partial input is checked against (null for a new course). */
export interface CurrentCourse {
  startDate: Date | null;
  endDate: Date | null;
  startEnrollmentDate: Date | null;
  endEnrollmentDate: Date | null;
  enrollmentCount: number;
  price: number;
  oldPrice: number | null;
  isDiscounted: boolean;
}

const NEW_COURSE: CurrentCourse = {
  startDate: null, endDate: null, startEnrollmentDate: null, endEnrollmentDate: null, enrollmentCount: 0, price: 0, oldPrice: null, isDiscounted: false,
};

const dateOf = (value: string | null | undefined, current: Date | null) => (value === undefined ? current : value === null ? null : new Date(value));

function checkOrder(first: Date | null, second: Date | null, message: string): void {
  if (first && second && first.getTime() > second.getTime()) throw badRequest(message);
}

/** Rules across fields, on the course as it would be after the input. */
function checkConsistency(input: CoursePatch, current: CurrentCourse): void {
  checkOrder(dateOf(input.startDate, current.startDate), dateOf(input.endDate, current.endDate), 'startDate must not be after endDate');
  checkOrder(
    dateOf(input.startEnrollmentDate, current.startEnrollmentDate), dateOf(input.endEnrollmentDate, current.endEnrollmentDate),
    'startEnrollmentDate must not be after endEnrollmentDate',
  );
  if (input.maxEnrollmentCount != null && input.maxEnrollmentCount < current.enrollmentCount) {
    throw badRequest(`maxEnrollmentCount cannot be below the ${current.enrollmentCount} members already enrolled`);
  }
  const price = input.price ?? current.price;
  const oldPrice = input.oldPrice === undefined ? current.oldPrice : input.oldPrice;
  if ((input.isDiscounted ?? current.isDiscounted) && (oldPrice === null || oldPrice <= price)) {
    throw badRequest('A discounted course needs an oldPrice above its price');
  }
}

/** Every id the input names belongs to the tenant (and is the right kind of thing); else 400 req-001. */
async function checkReferences(db: Db, organizationId: number, input: CoursePatch): Promise<void> {
  const checks: Array<Promise<void>> = [];
  const expectAll = async (label: string, wanted: readonly number[], found: Promise<Array<{ id: number }>>) => {
    const ids = new Set((await found).map((row) => row.id));
    const missing = wanted.filter((id) => !ids.has(id));
    if (missing.length) throw badRequest(`Unknown ${label} in this organization: ${missing.join(', ')}`);
  };
  if (input.categoryId != null) {
    checks.push(expectAll('category', [input.categoryId], db.select({ id: learningCategories.id }).from(learningCategories)
      .where(and(eq(learningCategories.organizationId, organizationId), eq(learningCategories.id, input.categoryId)))));
  }
  if (input.learningTypeIds?.length) {
    checks.push(expectAll('learning types', input.learningTypeIds, db.select({ id: learningTypes.id }).from(learningTypes)
      .where(and(eq(learningTypes.organizationId, organizationId), inArray(learningTypes.id, input.learningTypeIds)))));
  }
  if (input.coverImageId != null) {
    checks.push(expectAll('cover image', [input.coverImageId], db.select({ id: media.id }).from(media)
      .where(and(eq(media.organizationId, organizationId), eq(media.id, input.coverImageId), eq(media.type, 'image')))));
  }
  if (input.instructorIds?.length) {
    checks.push(expectAll('instructors', input.instructorIds, db.select({ id: users.id }).from(users)
      .where(and(eq(users.organizationId, organizationId), inArray(users.id, input.instructorIds), eq(users.isInstructor, true)))));
  }
  await Promise.all(checks);
}

/** 400 req-001 unless the input makes a valid course of the organization. */
export async function checkCourseInput(db: Db, organizationId: number, input: CoursePatch, current: CurrentCourse | null): Promise<void> {
  checkConsistency(input, current ?? NEW_COURSE);
  await checkReferences(db, organizationId, input);
}
