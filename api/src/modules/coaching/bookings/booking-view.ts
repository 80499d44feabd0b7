import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import type { CoachingViewer } from '../access';
import { bookingOf, bookingRowOf, partyOf } from './booking-rows';
import type { Booking } from './dto';

/** One booking as a party reads it; anyone else's, or another organization's, is 404. */
export async function bookingView(db: Db, viewer: CoachingViewer, bookingId: number): Promise<Booking> {
  const row = await bookingRowOf(db, viewer.organizationId, bookingId, partyOf(viewer));
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Booking not found');
  return bookingOf(row, viewer);
}
