import { and, eq } from 'drizzle-orm';
import { isSoldType, purchasableKind } from '../purchasables/registry';
import type { Db } from '../../../core/db/types';
import { assertOrderMove, assertPaymentMove } from '../orders/transitions';
import { orderPayments, orders, purchasedItems, type PaymentStatus } from '../tables';
import { releaseVoucher } from '../vouchers/voucher-uses';
import { recordPaymentFailed } from './order-events';

export type FailedStatus = 'DECLINED' | 'CANCELED' | 'EXPIRED' | 'FAILED';

export interface PaymentFailure {
  paymentId: number;
  status: FailedStatus;
  /** An error code (pay-005), a provider's code, or why we gave up ('superseded', 'never-started'). */
  failureCode?: string | null;
  failureMessage?: string | null;
  providerStatus?: string | null;
  /** Tell the member (a payment they declined or that failed); not when they canceled or started another. */
  notify: boolean;
}

const LIVE: readonly PaymentStatus[] = ['PENDING', 'AUTHORISED'];

/**
 * A payment that did not go through, in one transaction with the order's
 * row lock (taken first, as completeOrder takes it: the two never deadlock):
 * the payment moves to its failed status and, if it was the order's live
 * payment, the order goes back to the cart (PENDING) and the voucher use
 * reserved at checkout is given back, and unless the member canceled, what
 * was held for the payment (a coaching slot) is let go. Answers false when the payment was no
 * longer live (completed, or failed by another caller): nothing changes.
 * Usable inside a caller's transaction (pass its tx).
 */
export async function failPayment(db: Db, failure: PaymentFailure, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [known] = await tx.select({ orderId: orderPayments.orderId }).from(orderPayments).where(eq(orderPayments.id, failure.paymentId));
    if (!known) return false;
    const [order] = await tx.select().from(orders).where(eq(orders.id, known.orderId)).for('update');
    const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.id, failure.paymentId)).for('update');
    if (!order || !payment || !LIVE.includes(payment.status as PaymentStatus)) return false;
    assertPaymentMove(payment.status as PaymentStatus, failure.status);
    await tx.update(orderPayments).set({
      status: failure.status,
      failureCode: failure.failureCode ?? null,
      failureMessage: failure.failureMessage?.slice(0, 500) ?? null,
      ...(failure.providerStatus ? { providerStatus: failure.providerStatus } : {}),
      updatedAt: now,
    }).where(and(eq(orderPayments.id, payment.id), eq(orderPayments.status, payment.status)));
    if (order.status === 'AWAITING_PAYMENT') {
      // The order had one live payment (a partial unique index): this one. The cart is the member's again, unchanged.
      assertOrderMove('AWAITING_PAYMENT', 'PENDING');
      await tx.update(orders).set({ status: 'PENDING', updatedAt: now }).where(and(eq(orders.id, order.id), eq(orders.status, 'AWAITING_PAYMENT')));
      await releaseVoucher(tx, order.id);
      // Declined, failed or expired: what was held for this payment is let go. A member who canceled may still pay.
      if (failure.status !== 'CANCELED') await releaseHeldItems(tx, order.id, now);
    }
    if (failure.notify && failure.status !== 'CANCELED') await recordPaymentFailed(tx, order, payment.id, failure.status);
    return true;
  });
}

/** Each item of the order whose kind holds something while the member pays lets it go (PurchasableKind.release). */
async function releaseHeldItems(tx: Db, orderId: number, now: Date): Promise<void> {
  const items = await tx.select({ organizationId: purchasedItems.organizationId, userId: purchasedItems.userId, itemType: purchasedItems.itemType, itemId: purchasedItems.itemId })
    .from(purchasedItems).where(eq(purchasedItems.orderId, orderId));
  for (const item of items) {
    if (!isSoldType(item.itemType)) continue;
    await purchasableKind(item.itemType).release?.(tx, { organizationId: item.organizationId, userId: item.userId, itemId: item.itemId, now });
  }
}
