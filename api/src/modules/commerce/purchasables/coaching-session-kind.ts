import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { personName } from '../../lms/localized-name';
import type { EnrollmentState } from '../../lms/enrollment/enrollment-state';
import { mediaContentUrl } from '../../media/service';
import { users } from '../../users/tables';
import { claimRange } from '../../coaching/bookings/booking-writes';
import { cancelLapsedHolds } from '../../coaching/bookings/lapsed-holds';
import { announceSessionChange } from '../../coaching/bookings/notify';
import { coachingBookings, coachingCoaches } from '../../coaching/tables';
import { purchasedItems } from '../tables';
import type { PurchasableKind, PurchasableSnapshot } from './kind';
import { refusalOfStanding } from './standing';

type BookingRow = typeof coachingBookings.$inferSelect;

/** For sale while HELD with time left; owned once CONFIRMED; anything else cannot be bought. */
function standingOf(booking: BookingRow, now: Date): EnrollmentState {
  if (booking.status === 'CONFIRMED') return 'ENROLLED';
  if (booking.status === 'HELD' && booking.holdExpiresAt !== null && booking.holdExpiresAt.getTime() > now.getTime()) return 'PAYMENT_REQUIRED';
  return 'CLOSED';
}

/** The member's own PAID booking of the organization (itemId is the HELD booking's id). */
async function paidBookingOf(tx: Db, ref: { organizationId: number; userId: number; itemId: number }): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(coachingBookings).where(and(
    eq(coachingBookings.organizationId, ref.organizationId), eq(coachingBookings.id, ref.itemId),
    eq(coachingBookings.memberId, ref.userId), eq(coachingBookings.kind, 'PAID'),
  )).limit(1);
  return row;
}

/**
 * A paid coaching session (docs/design/coaching-api.md "Commerce"): the
 * member books it HELD, puts the booking in the cart and pays; fulfilling
 * confirms it, even when the hold lapsed meanwhile as long as its range is
 * still free (else FULL: commerce refunds); a refund cancels it.
 */
export const coachingSessionKind: PurchasableKind = {
  type: 'COACHING_SESSION',

  async describe(tx, ref): Promise<PurchasableSnapshot | null> {
    const booking = await paidBookingOf(tx, ref);
    if (!booking) return null;
    const [coach] = await tx.select({
      price: coachingCoaches.price, firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName,
      profileImageId: users.profileImageId,
    }).from(coachingCoaches)
      .innerJoin(users, and(eq(users.organizationId, coachingCoaches.organizationId), eq(users.id, coachingCoaches.userId)))
      .where(and(eq(coachingCoaches.organizationId, ref.organizationId), eq(coachingCoaches.userId, booking.coachId)));
    if (!coach) return null;
    return {
      itemType: 'COACHING_SESSION',
      itemId: booking.id,
      title: `Coaching session with ${personName('en', coach)}`,
      titleAr: `جلسة إرشاد مع ${personName('ar', coach)}`,
      description: '',
      descriptionAr: '',
      imageUrl: coach.profileImageId === null ? null : mediaContentUrl(coach.profileImageId),
      startsAt: booking.startsAt,
      price: coach.price,
      oldPrice: null,
      capacityLeft: 1,
      state: standingOf(booking, ref.now),
    };
  },

  async refusal(_tx, snapshot) {
    return refusalOfStanding(snapshot);
  },

  async fulfil(tx, ref) {
    const now = ref.now ?? new Date();
    const booking = await paidBookingOf(tx, ref);
    if (!booking) return 'FULL';
    if (booking.status === 'CONFIRMED') return 'DONE';
    // Only a hold that ran out comes back; one the member gave up, or let go when their payment failed, stays given up (refunded).
    const lapsed = booking.status === 'CANCELLED' && booking.cancelOutcome === 'HOLD_EXPIRED';
    if (booking.status !== 'HELD' && !lapsed) return 'FULL';
    const [line] = await tx.select({ id: purchasedItems.id }).from(purchasedItems).where(and(
      eq(purchasedItems.orderId, ref.orderId), eq(purchasedItems.itemType, 'COACHING_SESSION'), eq(purchasedItems.itemId, booking.id),
    )).limit(1);
    try {
      // A savepoint: when another booking took the range, the constraint's failure is undone here and completion refunds.
      await tx.transaction(async (savepoint) => {
        await cancelLapsedHolds(savepoint, ref.organizationId, booking.coachId, now);
        await claimRange(() => savepoint.update(coachingBookings).set({
          status: 'CONFIRMED', holdExpiresAt: null, purchasedItemId: line?.id ?? null,
          cancelledBy: null, cancelledAt: null, cancelOutcome: null, updatedAt: now,
        }).where(and(eq(coachingBookings.id, booking.id), ne(coachingBookings.status, 'CONFIRMED'))));
      });
    } catch (error) {
      if (error instanceof AppError) return 'FULL';
      throw error;
    }
    await announceSessionChange(tx, ref.organizationId, booking.id, { kind: 'booked' }, { actorUserId: null, site: null, now });
    return 'DONE';
  },

  async release(tx, ref) {
    // The slot is free for others at once; the member books again to pay again.
    await tx.update(coachingBookings).set({
      status: 'CANCELLED', cancelledBy: 'SYSTEM', cancelledAt: ref.now, cancelOutcome: 'PAYMENT_FAILED', updatedAt: ref.now,
    }).where(and(
      eq(coachingBookings.organizationId, ref.organizationId), eq(coachingBookings.id, ref.itemId),
      eq(coachingBookings.memberId, ref.userId), eq(coachingBookings.status, 'HELD'),
    ));
  },

  async reverse(tx, ref) {
    // The session the item paid for, or the one it was moved to (rescheduling keeps the purchased item).
    const now = new Date();
    await tx.update(coachingBookings).set({
      status: 'CANCELLED', cancelledBy: 'SYSTEM', cancelledAt: now, cancelOutcome: 'NOTHING', updatedAt: now,
    }).where(and(
      eq(coachingBookings.organizationId, ref.organizationId), eq(coachingBookings.memberId, ref.userId), ne(coachingBookings.status, 'CANCELLED'),
      or(eq(coachingBookings.id, ref.itemId), sql`${coachingBookings.purchasedItemId} in (
        select ${purchasedItems.id} from ${purchasedItems}
        where ${purchasedItems.itemType} = 'COACHING_SESSION' and ${purchasedItems.itemId} = ${ref.itemId} and ${purchasedItems.userId} = ${ref.userId})`),
    ));
  },
};
