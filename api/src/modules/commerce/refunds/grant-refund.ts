import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { issueCreditNote } from '../invoices/issue-credit-note';
import { assertItemMove, assertPaymentMove } from '../orders/transitions';
import { purchasableKind } from '../purchasables/registry';
import { orderPayments, orderRefunds, purchasedItems, type ItemStatus, type PaymentStatus, type PurchasableType } from '../tables';
import { recordRefundDecided } from './refund-events';
import { lockCapturedPayment, lockItem, lockOrder, lockRefund } from './refund-rows';
import { settleOrder } from './settle-order';

export type RefundDecision = 'REFUNDED' | 'PARTIALLY_REFUNDED' | 'REJECTED';

/** Moves the item to `to`, through COMPLETE when an automatic refund finds it still PENDING (completion left it unfulfilled). */
async function moveItem(tx: Db, item: { id: number; status: string }, to: ItemStatus, refundedAmount: number): Promise<void> {
  let from = item.status as ItemStatus;
  if (from === 'PENDING') {
    assertItemMove(from, 'COMPLETE');
    from = 'COMPLETE';
  }
  assertItemMove(from, to);
  const [moved] = await tx.update(purchasedItems).set({ status: to, refundedAmount })
    .where(and(eq(purchasedItems.id, item.id), eq(purchasedItems.status, item.status))).returning({ id: purchasedItems.id });
  if (!moved) throw new Error(`purchased item ${item.id} changed under its row lock`);
}

/**
 * Records a refund whose money went back (the provider answered, or there
 * was nothing to send), in one transaction: the refund REFUNDED (the item's
 * whole total) or PARTIALLY_REFUNDED, the item likewise, the payment's and
 * the order's refunded amounts and statuses, the access taken back (not for
 * an automatic refund: that item was never given), the credit note, and the
 * member's notice. A refund already decided is left as it is (a retry, a
 * worker that came second): answers its status.
 */
export async function grantRefund(db: Db, refundId: number): Promise<RefundDecision | 'REQUESTED'> {
  return db.transaction(async (tx) => {
    const [peek] = await tx.select({ orderId: orderRefunds.orderId, purchasedItemId: orderRefunds.purchasedItemId }).from(orderRefunds)
      .where(eq(orderRefunds.id, refundId));
    if (!peek) throw new Error(`refund ${refundId} not found`);
    const order = await lockOrder(tx, peek.orderId);
    const item = await lockItem(tx, peek.purchasedItemId);
    const refund = await lockRefund(tx, refundId);
    if (refund.status !== 'REQUESTED') return refund.status as RefundDecision;

    const decision: RefundDecision = refund.amount >= item.totalAmount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    await tx.update(orderRefunds).set({ status: decision, decidedAt: new Date() })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'REQUESTED')));
    await moveItem(tx, item, decision, refund.amount);
    if (refund.amount > 0) {
      const payment = await lockCapturedPayment(tx, order.id);
      if (!payment) throw new Error(`order ${order.id} has no captured payment to refund ${refund.amount} from`);
      const refundedAmount = payment.refundedAmount + refund.amount;
      const to: PaymentStatus = refundedAmount >= payment.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      assertPaymentMove(payment.status as PaymentStatus, to);
      await tx.update(orderPayments).set({ status: to, refundedAmount, updatedAt: new Date() })
        .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.status, payment.status)));
    }
    await settleOrder(tx, order, refund.amount);
    if (refund.reason !== 'CAPACITY') {
      await purchasableKind(item.itemType as PurchasableType).reverse(tx, { organizationId: item.organizationId, userId: item.userId, itemId: item.itemId });
    }
    if (refund.amount > 0) await issueCreditNote(tx, refund.id);
    await recordRefundDecided(tx, refund, item, decision);
    return decision;
  });
}

