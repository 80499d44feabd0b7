import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES, type ErrorCode } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { requestRefund } from '../../commerce/refunds/request-refund';
import { users } from '../../users/tables';
import { coachingBookings, coachingCredits } from '../tables';
import { partyOf, termsOf, bookingRowOf, type BookingRow } from './booking-rows';
import { decideCancellation, type CancelOutcome, type CancellationDecision, type Party } from './cancellation-policy';
import { cancelLapsedHolds } from './lapsed-holds';

/** The policy's refusal as the API answers it (409; cch-005 names the deadline). */
export function refusalError(decision: Extract<CancellationDecision, { allowed: false }>): AppError {
  const messages: Record<typeof decision.code, string> = {
    'cch-005': 'The time to cancel or reschedule this session has passed',
    'cch-006': 'This coach does not allow cancelling',
    'cch-007': 'This session is cancelled or over',
  };
  return new AppError(409, decision.code as ErrorCode, messages[decision.code],
    decision.allowedUntil ? { allowedUntil: decision.allowedUntil.toISOString() } : undefined);
}

/**
 * The booking of a party, locked for the write, after the coach's lapsed
 * holds are cancelled (so a lapsed hold reads CANCELLED). Another member's
 * or organization's booking: 404.
 */
export async function lockedBookingOf(tx: Db, caller: { organizationId: number; userId: number; now: Date }, bookingId: number): Promise<BookingRow> {
  const [target] = await tx.select({ coachId: coachingBookings.coachId }).from(coachingBookings)
    .where(and(eq(coachingBookings.organizationId, caller.organizationId), eq(coachingBookings.id, bookingId), partyOf(caller)));
  if (!target) throw notFound(ERROR_CODES.NOT_FOUND, 'Booking not found');
  await cancelLapsedHolds(tx, caller.organizationId, target.coachId, caller.now);
  await tx.select({ id: coachingBookings.id }).from(coachingBookings).where(eq(coachingBookings.id, bookingId)).for('update');
  const row = await bookingRowOf(tx, caller.organizationId, bookingId);
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Booking not found');
  return row;
}

/** The policy's decision for the party on this booking now. */
export function decisionFor(row: BookingRow, by: Party, now: Date): CancellationDecision {
  const { booking } = row;
  const { enableCancellation, cancellationMinimumHours } = termsOf(row);
  return decideCancellation({
    by, kind: booking.kind, startsAt: booking.startsAt, endsAt: booking.endsAt, now, enableCancellation, cancellationMinimumHours, status: booking.status,
  });
}

export interface Cancelled {
  outcome: CancelOutcome;
  by: Party;
  /** A refund asked of commerce: process it after the commit. */
  refundId: number | null;
}

/**
 * Cancels a booking for one of its parties (POST booking-sessions/{id}/cancel)
 * inside the caller's transaction and gives back what the policy says: the
 * free session, a credit (the spent one unspent again, or a new one when the
 * coach cancels), or a refund request of the paid item through commerce.
 */
export async function cancelSession(
  tx: Db, caller: { organizationId: number; userId: number; now: Date }, bookingId: number, reason: string,
): Promise<Cancelled> {
  const row = await lockedBookingOf(tx, caller, bookingId);
  const { booking } = row;
  const by: Party = booking.memberId === caller.userId ? 'MEMBER' : 'COACH';
  const decision = decisionFor(row, by, caller.now);
  if (!decision.allowed) throw refusalError(decision);

  let outcome = decision.outcome;
  let refundId: number | null = null;
  if (outcome === 'REFUND_REQUESTED') {
    refundId = await refundOf(tx, { organizationId: caller.organizationId, userId: booking.memberId }, booking.purchasedItemId, caller.now);
    // Nothing was paid (or the refund policy gives nothing back now): the cancellation stands, with nothing to give.
    if (refundId === null) outcome = 'NOTHING';
  }
  await tx.update(coachingBookings).set({
    status: 'CANCELLED', cancelledBy: by, cancelledAt: caller.now, cancelReason: reason, cancelOutcome: outcome, updatedAt: caller.now,
  }).where(eq(coachingBookings.id, booking.id));
  await giveBack(tx, row, outcome, by);
  return { outcome, by, refundId };
}

/** Writes what the outcome gives back to the member. */
async function giveBack(tx: Db, row: BookingRow, outcome: CancelOutcome, by: Party): Promise<void> {
  const { booking } = row;
  if (outcome === 'FREE_SESSION_RETURNED') {
    await tx.update(users).set({ freeChemistrySessions: sql`${users.freeChemistrySessions} + 1` })
      .where(and(eq(users.organizationId, booking.organizationId), eq(users.id, booking.memberId)));
  }
  if (outcome !== 'CREDIT_GIVEN') return;
  if (by === 'MEMBER') {
    // The member cancelled a session paid with a credit: that credit is theirs to spend again.
    await tx.update(coachingCredits).set({ spentOnBookingId: null }).where(eq(coachingCredits.spentOnBookingId, booking.id));
    return;
  }
  await tx.insert(coachingCredits).values({
    organizationId: booking.organizationId, memberId: booking.memberId, coachId: booking.coachId, sourceBookingId: booking.id,
  }).onConflictDoNothing();
}

/** Asks commerce to refund the paid item (its refund policy decides the amount); null when there is nothing to refund. */
async function refundOf(tx: Db, member: { organizationId: number; userId: number }, purchasedItemId: number | null, now: Date): Promise<number | null> {
  if (purchasedItemId === null) return null;
  try {
    // requestRefund writes in its own savepoint: a refusal (already refunded, the policy gives nothing) leaves this transaction usable.
    return (await requestRefund(tx, member, purchasedItemId, 'Coaching session cancelled by the member', now)).refundId;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
