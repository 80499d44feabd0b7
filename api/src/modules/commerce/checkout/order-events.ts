import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { recordEvent } from '../../notifications/events';
import { purchasedItems } from '../tables';

interface OrderRef {
  id: number;
  organizationId: number;
  userId: number;
}

async function itemTitles(tx: Db, orderId: number) {
  return tx.select({ id: purchasedItems.id, en: purchasedItems.title, ar: purchasedItems.titleAr })
    .from(purchasedItems).where(eq(purchasedItems.orderId, orderId)).orderBy(asc(purchasedItems.id));
}

/** The member hears that the order is complete (and which items filled up and were refunded), in the completing transaction. */
export async function recordOrderCompleted(tx: Db, order: OrderRef, refundedItemIds: readonly number[]): Promise<void> {
  const titles = await itemTitles(tx, order.id);
  const first = titles[0];
  await recordEvent(tx, {
    type: 'order.completed',
    organizationId: order.organizationId,
    actorUserId: order.userId,
    subject: { orderId: order.id },
    audience: { kind: 'users', userIds: [order.userId] },
    payload: {
      itemCount: titles.length,
      firstItem: { en: first?.en ?? '', ar: first?.ar ?? '' },
      refundedForCapacity: titles.filter((title) => refundedItemIds.includes(title.id)).map((title) => ({ en: title.en, ar: title.ar })),
    },
  });
}

/** The member hears that the payment did not go through (their cart is kept), in the failing transaction. */
export async function recordPaymentFailed(tx: Db, order: OrderRef, paymentId: number, outcome: 'DECLINED' | 'FAILED' | 'EXPIRED'): Promise<void> {
  const titles = await itemTitles(tx, order.id);
  const first = titles[0];
  await recordEvent(tx, {
    type: 'order.payment-failed',
    organizationId: order.organizationId,
    actorUserId: order.userId,
    subject: { orderId: order.id, paymentId },
    audience: { kind: 'users', userIds: [order.userId] },
    payload: { outcome, itemCount: titles.length, firstItem: { en: first?.en ?? '', ar: first?.ar ?? '' } },
  });
}
