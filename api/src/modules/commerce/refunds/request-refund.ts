import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { orders, purchasedItems } from '../tables';
import type { RefundMember } from './refund-member';
import { refundPolicyOf } from './refund-policy';
import { refundQuote, type RefundQuote } from './refund-quote';
import { lockItem, lockOrder, openRefundOf } from './refund-rows';
import { refundStateRefusal } from './refundable-state';
import { writeRefundRequest } from './write-refund-request';

/** The member's own item and its order (another member's or organization's: 404, as if it did not exist). */
async function ownedItem(db: Db, member: RefundMember, purchasedItemId: number) {
  const [row] = await db.select({ item: purchasedItems, order: orders }).from(purchasedItems)
    .innerJoin(orders, eq(orders.id, purchasedItems.orderId))
    .where(and(
      eq(purchasedItems.id, purchasedItemId), eq(purchasedItems.organizationId, member.organizationId),
      eq(purchasedItems.userId, member.userId), eq(orders.isDeleted, false),
    ));
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Purchased item not found');
  return row;
}

/** What the policy would give back for the item now, with the reason it would not (GET orders/refund-quote). */
export async function quoteRefund(db: Db, member: RefundMember, purchasedItemId: number, now: Date): Promise<RefundQuote & { purchasedItemId: number }> {
  const { item, order } = await ownedItem(db, member, purchasedItemId);
  const open = await openRefundOf(db, item.id);
  const stateRefusal = refundStateRefusal(order, item, open !== null);
  const quote = refundQuote(item, await refundPolicyOf(db, member.organizationId), now);
  return { purchasedItemId, ...quote, ...(stateRefusal ? { amount: 0, percentageBasisPoints: 0, refusal: stateRefusal } : {}) };
}

/**
 * The member asks for an item's money back (POST orders/refund): in one
 * transaction under the order's and the item's row locks, the state and
 * the policy are checked again, the refund is written REQUESTED with the
 * amount the policy gives now, the item moves to REFUND_REQUESTED and the
 * order to (PARTIAL_)REFUND_REQUESTED. A concurrent second request waits
 * for the lock and then finds the first (rfd-003). Answers the refund's id and its order's;
 * the caller hands it to processRefund after the commit.
 */
export async function requestRefund(
  db: Db, member: RefundMember, purchasedItemId: number, note: string | null, now: Date,
): Promise<{ refundId: number; orderId: number }> {
  return db.transaction(async (tx) => {
    const owned = await ownedItem(tx, member, purchasedItemId);
    const order = await lockOrder(tx, owned.order.id);
    const item = await lockItem(tx, purchasedItemId);
    const stateRefusal = refundStateRefusal(order, item, (await openRefundOf(tx, item.id)) !== null);
    if (stateRefusal) throw new AppError(409, stateRefusal, `This item cannot be refunded now: ${item.title}`);
    const quote = refundQuote(item, await refundPolicyOf(tx, member.organizationId), now);
    if (quote.refusal) throw new AppError(409, quote.refusal, `The refund policy gives nothing back for this item now: ${item.title}`);

    const refund = await writeRefundRequest(tx, order, item, quote.amount, note);
    return { refundId: refund.id, orderId: order.id };
  });
}
