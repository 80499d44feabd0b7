import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { purchasedItems } from '../tables';
import { lockItem, lockOrder, openRefundOf } from './refund-rows';
import { refundStateRefusal } from './refundable-state';
import { writeRefundRequest } from './write-refund-request';

/**
 * The whole money of a paid item goes back because the seller called it
 * off (a cancelled event), whatever the refund policy says: inside the
 * caller's transaction, under the order's and the item's row locks (taken
 * in refund-rows' order), the refund is written REQUESTED for the item's
 * whole total and the item and order move to REFUND_REQUESTED, as a
 * member's request does. Answers the refund's id, which the caller hands to
 * processRefund after its commit (the refunds job retries it otherwise).
 * An item already refunded or being refunded answers its open refund (a
 * replay writes nothing); an unpaid or free item answers null.
 */
export async function refundInFull(tx: Db, purchasedItemId: number, note: string): Promise<number | null> {
  const [peek] = await tx.select({ orderId: purchasedItems.orderId }).from(purchasedItems).where(eq(purchasedItems.id, purchasedItemId));
  if (!peek) return null;
  const order = await lockOrder(tx, peek.orderId);
  const item = await lockItem(tx, purchasedItemId);
  const open = await openRefundOf(tx, item.id);
  if (open) return open.status === 'REQUESTED' ? open.id : null;
  if (refundStateRefusal(order, item, false)) return null;

  // Written as a member's request (reason MEMBER: the table allows MEMBER and CAPACITY), for the item's whole total.
  const refund = await writeRefundRequest(tx, order, item, item.totalAmount, note);
  return refund.id;
}
