import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { coachingBookings, coachingCredits } from '../tables';
import { insertBooking } from './booking-writes';
import { decisionFor, lockedBookingOf, refusalError } from './cancel';
import { slotAt } from './slot-check';

/**
 * Moves the member's session to another start (PATCH booking-sessions/{id}),
 * inside the caller's transaction: the same deadline as the member's cancel
 * for the old start, the new start a slot of the rule with the old booking
 * left out, the same kind and length. The old booking is CANCELLED (outcome
 * NOTHING) and the new one inserted with rescheduled_from_id; when the new
 * range is taken the constraint fires (409 cch-002) and the whole
 * transaction rolls back, so the old booking stands. Answers the new id
 * and the old start.
 */
export async function rescheduleSession(
  tx: Db, caller: { organizationId: number; userId: number; now: Date }, bookingId: number, startsAtText: string,
): Promise<{ newId: number; fromStartsAt: Date }> {
  const row = await lockedBookingOf(tx, caller, bookingId);
  const { booking } = row;
  // Only the member moves a session; to the coach it is not theirs to move (as if absent).
  if (booking.memberId !== caller.userId) throw notFound(ERROR_CODES.NOT_FOUND, 'Booking not found');
  if (booking.status === 'HELD') throw new AppError(409, ERROR_CODES.BOOKING_STATE, 'A session waiting for payment cannot be moved');
  const decision = decisionFor(row, 'MEMBER', caller.now);
  if (!decision.allowed) throw refusalError(decision);

  const slot = await slotAt(tx, {
    organizationId: caller.organizationId, coachId: booking.coachId, kind: booking.kind, startsAt: new Date(startsAtText), now: caller.now,
    ignoreBookingId: booking.id,
  });
  await tx.update(coachingBookings).set({
    status: 'CANCELLED', cancelledBy: 'MEMBER', cancelledAt: caller.now, cancelReason: 'Rescheduled', cancelOutcome: 'NOTHING', updatedAt: caller.now,
  }).where(eq(coachingBookings.id, booking.id));
  const newId = await insertBooking(tx, {
    organizationId: caller.organizationId, coachId: booking.coachId, memberId: booking.memberId,
    startsAt: slot.startsAt, endsAt: slot.endsAt, status: 'CONFIRMED', kind: booking.kind, holdExpiresAt: null,
    meetingUrl: booking.meetingUrl, purchasedItemId: booking.purchasedItemId, rescheduledFromId: booking.id,
    createdAt: caller.now, updatedAt: caller.now,
  });
  // A credit spent on the old booking now pays for the new one.
  await tx.update(coachingCredits).set({ spentOnBookingId: newId }).where(eq(coachingCredits.spentOnBookingId, booking.id));
  return { newId, fromStartsAt: booking.startsAt };
}
