import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { orderPayments, orderRefunds, orders, purchasedItems } from '../tables';

/**
 * Row locks of a refund's rows, always taken in this order (order, item,
 * refund, payment) by every refund write, so two of them never wait on
 * each other in a cycle.
 */
export async function lockOrder(tx: Db, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new Error(`order ${orderId} vanished`);
  return order;
}

export async function lockItem(tx: Db, purchasedItemId: number) {
  const [item] = await tx.select().from(purchasedItems).where(eq(purchasedItems.id, purchasedItemId)).for('update');
  if (!item) throw new Error(`purchased item ${purchasedItemId} vanished`);
  return item;
}

export async function lockRefund(tx: Db, refundId: number) {
  const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).for('update');
  if (!refund) throw new Error(`refund ${refundId} vanished`);
  return refund;
}

/** The order's captured payment (the one money can go back to), locked; null for an order paid by nothing. */
export async function lockCapturedPayment(tx: Db, orderId: number) {
  // Declined and canceled attempts stay as history beside it; only one payment of an order is ever captured.
  const [payment] = await tx.select().from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), ne(orderPayments.provider, 'FREE'), inArray(orderPayments.status, ['COMPLETE', 'PARTIALLY_REFUNDED', 'REFUNDED'])))
    .orderBy(desc(orderPayments.id)).limit(1)
    .for('update');
  return payment ?? null;
}

/** The item's refund that is not rejected (at most one: a partial unique index), if any. */
export async function openRefundOf(tx: Db, purchasedItemId: number) {
  const [refund] = await tx.select().from(orderRefunds)
    .where(and(eq(orderRefunds.purchasedItemId, purchasedItemId), ne(orderRefunds.status, 'REJECTED')));
  return refund ?? null;
}
