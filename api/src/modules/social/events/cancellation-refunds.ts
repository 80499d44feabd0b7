import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { refundInFull } from '../../commerce/refunds/refund-in-full';
import { purchasedItems } from '../../commerce/tables';
import { socialEventEnrollments } from '../tables';

export interface PaidPlace {
  userId: number;
  purchasedItemId: number;
}

/** The event's bought places still held (ENROLLED, source PURCHASE) whose item was paid (COMPLETE) or is being refunded. */
export async function paidPlacesOf(db: Db, organizationId: number, eventId: number): Promise<PaidPlace[]> {
  const rows = await db.select({ userId: socialEventEnrollments.userId, purchasedItemId: socialEventEnrollments.purchasedItemId })
    .from(socialEventEnrollments)
    .innerJoin(purchasedItems, eq(purchasedItems.id, socialEventEnrollments.purchasedItemId))
    .where(and(
      eq(socialEventEnrollments.organizationId, organizationId), eq(socialEventEnrollments.eventId, eventId),
      eq(socialEventEnrollments.status, 'ENROLLED'), eq(socialEventEnrollments.source, 'PURCHASE'),
      isNotNull(socialEventEnrollments.purchasedItemId),
      eq(purchasedItems.organizationId, organizationId), eq(purchasedItems.itemType, 'EVENT'), eq(purchasedItems.itemId, eventId),
    ));
  return rows.flatMap((row) => (row.purchasedItemId === null ? [] : [{ userId: row.userId, purchasedItemId: row.purchasedItemId }]));
}

/**
 * Writes the full refund of every paid place (commerce's refundInFull, in
 * the caller's transaction) and answers the refunds to send after the
 * commit, and whose money goes back. A place already refunded answers
 * nothing; one whose refund is still under way answers it again, so a
 * replayed cancel retries the sending and never refunds twice.
 */
export async function refundPaidPlaces(tx: Db, places: readonly PaidPlace[]): Promise<{ refundIds: number[]; refundedUserIds: number[] }> {
  const refundIds: number[] = [];
  const refundedUserIds: number[] = [];
  for (const place of places) {
    const refundId = await refundInFull(tx, place.purchasedItemId, 'Event cancelled by the organizer');
    if (refundId === null) continue;
    refundIds.push(refundId);
    refundedUserIds.push(place.userId);
  }
  return { refundIds, refundedUserIds };
}
