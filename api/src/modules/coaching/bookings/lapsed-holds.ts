import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { personName } from '../../lms/localized-name';
import { recordEvent } from '../../notifications/events';
import { users } from '../../users/tables';
import { coachingBookings } from '../tables';

/**
 * Cancels the coach's holds whose time ran out (docs/design/coaching-api.md
 * "Never double-booked"): a lapsed hold still occupies its range for the
 * exclusion constraint until something cancels it, so every booking write
 * runs this first, in its own transaction. Each member whose hold ran out is
 * told (coaching.hold-expired). Answers the ids it cancelled.
 */
export async function cancelLapsedHolds(tx: Db, organizationId: number, coachId: number, now: Date): Promise<number[]> {
  const lapsed = await tx.update(coachingBookings).set({
    status: 'CANCELLED', cancelledBy: 'SYSTEM', cancelledAt: now, cancelOutcome: 'HOLD_EXPIRED', updatedAt: now,
  }).where(and(
    eq(coachingBookings.organizationId, organizationId), eq(coachingBookings.coachId, coachId),
    eq(coachingBookings.status, 'HELD'), lte(coachingBookings.holdExpiresAt, now),
  )).returning({ id: coachingBookings.id, memberId: coachingBookings.memberId, startsAt: coachingBookings.startsAt });
  if (lapsed.length === 0) return [];
  const [coach] = await tx.select({ firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName })
    .from(users).where(and(eq(users.organizationId, organizationId), eq(users.id, coachId)));
  const names = coach ? { en: personName('en', coach), ar: personName('ar', coach) } : { en: '', ar: '' };
  for (const hold of lapsed) {
    await recordEvent(tx, {
      type: 'coaching.hold-expired', organizationId, subject: { bookingId: hold.id },
      audience: { kind: 'users', userIds: [hold.memberId] }, payload: { coach: names, startsAt: hold.startsAt.toISOString() },
    });
  }
  return lapsed.map((hold) => hold.id);
}

/**
 * The job's sweep (beside the reminders): every organization's lapsed holds,
 * coach by coach, each in its own transaction, so a hold is released (and
 * its member told) even when no one books that coach. Answers how many.
 */
export async function releaseLapsedHolds(db: Db, now: Date): Promise<number> {
  const coaches = await db.selectDistinct({ organizationId: coachingBookings.organizationId, coachId: coachingBookings.coachId })
    .from(coachingBookings).where(and(eq(coachingBookings.status, 'HELD'), lte(coachingBookings.holdExpiresAt, now)));
  let released = 0;
  for (const { organizationId, coachId } of coaches) {
    released += (await db.transaction((tx) => cancelLapsedHolds(tx, organizationId, coachId, now))).length;
  }
  return released;
}
