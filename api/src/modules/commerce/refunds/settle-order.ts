import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { assertOrderMove } from '../orders/transitions';
import { orders, purchasedItems, type ItemStatus, type OrderStatus } from '../tables';
import { orderStatusAfterRefunds } from './order-refund-status';

/**
 * Brings the order's status (and refunded amount) in line with its items,
 * inside the caller's transaction, which holds the order's row lock. The
 * move is asked of the transition table first and written only from the
 * status read under the lock.
 */
export async function settleOrder(tx: Db, order: { id: number; status: string }, refundedNow = 0): Promise<OrderStatus> {
  const items = await tx.select({ status: purchasedItems.status }).from(purchasedItems).where(eq(purchasedItems.orderId, order.id));
  const from = order.status as OrderStatus;
  const to = orderStatusAfterRefunds(from, items.map((item) => ({ status: item.status as ItemStatus })));
  if (to !== from) assertOrderMove(from, to);
  if (to === from && refundedNow === 0) return from;
  const [moved] = await tx.update(orders)
    .set({ status: to, refundedAmount: sql`${orders.refundedAmount} + ${refundedNow}`, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (!moved) throw new Error(`order ${order.id} changed under its row lock`);
  return to;
}
