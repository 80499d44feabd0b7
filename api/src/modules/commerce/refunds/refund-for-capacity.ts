import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { orderRefunds, orders } from '../tables';
import { lockItem, openRefundOf } from './refund-rows';

/**
 * The automatic full refund of an item that filled up while the member
 * paid: called by completeOrder inside its transaction (which holds the
 * order's row lock) when fulfilling the item answered FULL. Writes the
 * refund REQUESTED for the item's whole total, reason CAPACITY, and answers
 * its id; completeOrder hands it to processRefund after its commit, which
 * sends the money back, records the decision and tells the member the item
 * filled up. Statuses move only then (the item was paid: COMPLETE ->
 * REFUNDED). A replayed completion finds the refund written and answers it.
 */
export async function refundForCapacity(tx: Db, purchasedItemId: number): Promise<number> {
  const item = await lockItem(tx, purchasedItemId);
  const existing = await openRefundOf(tx, item.id);
  if (existing) return existing.id;
  const [order] = await tx.select({ currency: orders.currency }).from(orders).where(eq(orders.id, item.orderId));
  const [refund] = await tx.insert(orderRefunds).values({
    organizationId: item.organizationId, orderId: item.orderId, purchasedItemId: item.id, userId: item.userId,
    amount: item.totalAmount, currency: order?.currency ?? 'SAR', reason: 'CAPACITY',
  }).returning({ id: orderRefunds.id });
  if (!refund) throw new Error('the refund insert returned no row');
  return refund.id;
}
