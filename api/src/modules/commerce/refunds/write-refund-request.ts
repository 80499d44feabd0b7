import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { assertItemMove } from '../orders/transitions';
import { orderRefunds, purchasedItems, type ItemStatus } from '../tables';
import { recordRefundRequested } from './refund-events';
import { settleOrder } from './settle-order';

type OrderRow = Parameters<typeof settleOrder>[1] & { id: number; currency: string };
type ItemRow = typeof purchasedItems.$inferSelect;

/**
 * Writes a refund REQUESTED of `amount` for the item, moves the item to
 * REFUND_REQUESTED and the order with it, and keeps the request in the
 * member's activity, inside the caller's transaction, which holds the
 * order's and the item's row locks. Answers the refund row.
 */
export async function writeRefundRequest(tx: Db, order: OrderRow, item: ItemRow, amount: number, note: string | null) {
  const [refund] = await tx.insert(orderRefunds).values({
    organizationId: item.organizationId, orderId: order.id, purchasedItemId: item.id, userId: item.userId,
    amount, currency: order.currency, reason: 'MEMBER',
  }).returning();
  if (!refund) throw new Error('the refund insert returned no row');
  assertItemMove(item.status as ItemStatus, 'REFUND_REQUESTED');
  await tx.update(purchasedItems).set({ status: 'REFUND_REQUESTED' }).where(and(eq(purchasedItems.id, item.id), eq(purchasedItems.status, item.status)));
  await settleOrder(tx, order);
  await recordRefundRequested(tx, refund, item, note);
  return refund;
}
