import { ERROR_CODES, type ErrorCode } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { flagsFromConfig } from '../../organizations/flags';
import { configOf } from '../../organizations/service';
import type { PurchasableSnapshot } from './kind';

/** The organization's self-enrollment switch: a member who may not enroll themselves may not buy an enrollment either. */
export async function selfEnrollmentEnabled(tx: Db, organizationId: number): Promise<boolean> {
  return flagsFromConfig(await configOf(tx, organizationId)).selfEnrollmentEnabled;
}

/** The refusal of a snapshot's standing (the same for every kind that enrolls). */
export function refusalOfStanding(snapshot: PurchasableSnapshot): ErrorCode | null {
  if (snapshot.state === 'ENROLLED') return ERROR_CODES.ITEM_ALREADY_OWNED;
  if (snapshot.state === 'PAYMENT_REQUIRED') return null;
  return ERROR_CODES.ITEM_NOT_PURCHASABLE;
}

/** The enrollment refusals that mean "it cannot be given any more" (lms codes), not a bug. */
const CANNOT_BE_GIVEN: ReadonlySet<string> = new Set<ErrorCode>([
  ERROR_CODES.COURSE_FULL, ERROR_CODES.ENROLLMENT_CLOSED, ERROR_CODES.ENROLLMENT_NOT_OPEN, ERROR_CODES.COURSE_COMING_SOON,
  ERROR_CODES.SELF_ENROLLMENT_DISABLED, ERROR_CODES.NOT_FOUND,
]);

/**
 * Runs an enrollment in a savepoint of the completing transaction: when lms
 * refuses (the course filled up, closed, or left the catalogue while the
 * member paid) the savepoint undoes what it wrote and the answer is 'FULL',
 * so completion goes on and refunds the item instead of failing with the
 * money taken. Any other error is a bug and rolls the whole completion back.
 */
export async function enrollOrFull(tx: Db, enroll: (savepoint: Db) => Promise<unknown>): Promise<'DONE' | 'FULL'> {
  try {
    await tx.transaction(async (savepoint) => { await enroll(savepoint); });
    return 'DONE';
  } catch (error) {
    if (error instanceof AppError && CANNOT_BE_GIVEN.has(error.code)) return 'FULL';
    throw error;
  }
}
