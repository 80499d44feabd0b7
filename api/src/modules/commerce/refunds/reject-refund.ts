import { and, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { assertItemMove } from '../orders/transitions';
import { orderRefunds, purchasedItems, type ItemStatus } from '../tables';
import { recordRefundDecided } from './refund-events';
import { lockItem, lockOrder, lockRefund } from './refund-rows';
import { settleOrder } from './settle-order';

/** A refund of the administrator's organization (another's: 404, as if it did not exist). */
export async function refundInOrganization(db: Db, organizationId: number, refundId: number) {
  const [refund] = await db.select().from(orderRefunds).where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.organizationId, organizationId)));
  if (!refund) throw notFound(ERROR_CODES.NOT_FOUND, 'Refund not found');
  return refund;
}

const decided = () => new AppError(409, ERROR_CODES.REFUND_DECIDED, 'The refund was already decided');

/**
 * An administrator rejects a REQUESTED refund with a reason, in one
 * transaction under the order's, item's and refund's row locks: the refund
 * REJECTED, the item REFUND_REJECTED (final: it cannot be asked again), the
 * order's status settled, the member told. A refund already decided, or
 * whose money is already on its way (the provider was called), is rfd-005;
 * an automatic refund (the item filled up) cannot be rejected (ord-006).
 */
export async function rejectRefund(db: Db, organizationId: number, refundId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await refundInOrganization(tx, organizationId, refundId);
    const order = await lockOrder(tx, found.orderId);
    const item = await lockItem(tx, found.purchasedItemId);
    const refund = await lockRefund(tx, refundId);
    if (refund.status !== 'REQUESTED' || refund.providerRefundId !== null) throw decided();
    if (refund.reason === 'CAPACITY') throw new AppError(409, ERROR_CODES.ORDER_STATE, 'An automatic refund of an item that filled up cannot be rejected');
    const [rejected] = await tx.update(orderRefunds).set({ status: 'REJECTED', rejectReason: reason, decidedAt: new Date() })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'REQUESTED'), isNull(orderRefunds.providerRefundId)))
      .returning();
    if (!rejected) throw decided();
    assertItemMove(item.status as ItemStatus, 'REFUND_REJECTED');
    await tx.update(purchasedItems).set({ status: 'REFUND_REJECTED' }).where(and(eq(purchasedItems.id, item.id), eq(purchasedItems.status, item.status)));
    await settleOrder(tx, order);
    await recordRefundDecided(tx, rejected, item, 'REJECTED');
  });
}
