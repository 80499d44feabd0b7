import { and, asc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { assertItemMove, assertOrderMove, assertPaymentMove } from '../orders/transitions';
import { issueInvoice } from '../invoices/issue-invoice';
import { purchasableKind } from '../purchasables/registry';
import { processRefund } from '../refunds/process-refund';
import { refundForCapacity } from '../refunds/refund-for-capacity';
import { orderPayments, orders, purchasedItems, type OrderStatus, type PaymentStatus } from '../tables';
import { recordOrderCompleted } from './order-events';

export interface Completion {
  orderId: number;
  /** false: the order was complete already (another caller completed it first): nothing was done. */
  completed: boolean;
  /** The purchased items that filled up while the member paid (refunded automatically). */
  refundedItemIds: number[];
}

/** The order statuses that mean "completed once": a completion finding one of them does nothing. */
const COMPLETED: readonly OrderStatus[] = ['COMPLETE', 'REFUND_REQUESTED', 'PARTIAL_REFUND_REQUESTED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'REFUND_REJECTED'];

export interface CompleteOptions {
  now?: Date;
  /** Where a refund that failed after the commit is reported (the refunds job retries it). */
  log?: { error(details: object, message: string): void };
}

/**
 * Completes a paid (or free) order exactly once (docs/design/commerce-api.md
 * "Exactly once"), in ONE transaction holding the order's row lock: the
 * payment COMPLETE, each item fulfilled through its purchasable kind (an item
 * whose capacity ran out while the member paid is refunded automatically),
 * the invoice issued, the member told, the order COMPLETE. The webhook, the
 * verify call and the reconciliation job all call it; whichever comes first
 * completes, the others wait on the lock and find the order complete.
 */
export async function completeOrder(db: Db, target: { orderId: number; paymentId: number }, options: CompleteOptions = {}): Promise<Completion> {
  const now = options.now ?? new Date();
  const done = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, target.orderId)).for('update');
    if (!order) throw notFound(ERROR_CODES.NOT_FOUND, 'Order not found');
    const status = order.status as OrderStatus;
    if (COMPLETED.includes(status)) return { completed: false, refundIds: [] as number[], refundedItemIds: [] as number[] };
    assertOrderMove(status, 'COMPLETE');

    const [payment] = await tx.select().from(orderPayments)
      .where(and(eq(orderPayments.id, target.paymentId), eq(orderPayments.orderId, order.id))).for('update');
    if (!payment) throw notFound(ERROR_CODES.NOT_FOUND, 'Payment not found');
    if (payment.amount !== order.totalAmount) {
      // The money taken is not the order's total: completing would give away or overcharge. A bug or tampering: refuse loudly.
      throw new AppError(409, ERROR_CODES.ORDER_STATE, `Payment ${payment.id} of ${payment.amount} does not pay order ${order.id} of ${order.totalAmount}`);
    }
    if (payment.status !== 'COMPLETE') {
      assertPaymentMove(payment.status as PaymentStatus, 'COMPLETE');
      await tx.update(orderPayments).set({ status: 'COMPLETE', completedAt: now, updatedAt: now })
        .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.status, payment.status)));
    }

    const items = await tx.select().from(purchasedItems).where(eq(purchasedItems.orderId, order.id)).orderBy(asc(purchasedItems.id));
    const full: number[] = [];
    for (const item of items) {
      if (item.status !== 'PENDING') continue;
      const given = await purchasableKind(item.itemType)
        .fulfil(tx, { organizationId: order.organizationId, userId: order.userId, itemId: item.itemId, orderId: order.id, now });
      assertItemMove('PENDING', 'COMPLETE');
      await tx.update(purchasedItems).set({ status: 'COMPLETE' }).where(and(eq(purchasedItems.id, item.id), eq(purchasedItems.status, 'PENDING')));
      if (given === 'FULL') full.push(item.id);
    }

    await issueInvoice(tx, order.id);
    await tx.update(orders)
      .set({ status: 'COMPLETE', paidAmount: payment.amount, completedAt: now, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, status)));
    // After the order is COMPLETE: the refund of a full item moves the order on to (partially) refunded.
    const refundIds: number[] = [];
    for (const itemId of full) refundIds.push(await refundForCapacity(tx, itemId));
    await recordOrderCompleted(tx, order, full);
    return { completed: true, refundIds, refundedItemIds: full };
  });
  // The money goes back through the provider only once the refund's row is committed (processRefund is idempotent; the refunds job retries).
  for (const refundId of done.refundIds) {
    await processRefund(db, refundId).catch((error: unknown) => options.log?.error({ err: error, refundId }, 'automatic capacity refund failed; the refunds job retries it'));
  }
  return { orderId: target.orderId, completed: done.completed, refundedItemIds: done.refundedItemIds };
}
