import { ERROR_CODES } from '@halaqa/contracts';
import { violatedExclusionConstraint } from '../../../core/db/unique-violation';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { coachingBookings } from '../tables';

const NO_OVERLAP = 'coaching_bookings_no_overlap';

/** Whether the error is the coach's no-overlap constraint firing (another booking took the range first). */
export function lostTheRange(error: unknown): boolean {
  const constraint = violatedExclusionConstraint(error);
  return constraint === NO_OVERLAP || constraint === '';
}

/**
 * Runs a write that may put a booking on a range (insert, or a cancelled
 * booking made live again): the exclusion constraint decides a race, and
 * the loser answers 409 cch-002. The statement's failure aborts the
 * transaction, so the caller's other writes are undone with it.
 */
export async function claimRange<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (lostTheRange(error)) throw new AppError(409, ERROR_CODES.SLOT_TAKEN, 'Another booking took this slot first');
    throw error;
  }
}

export async function insertBooking(tx: Db, values: typeof coachingBookings.$inferInsert): Promise<number> {
  const [row] = await claimRange(() => tx.insert(coachingBookings).values(values).returning({ id: coachingBookings.id }));
  if (!row) throw new Error('booking insert returned no row');
  return row.id;
}
