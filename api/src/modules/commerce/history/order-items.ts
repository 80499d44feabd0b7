import { asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { orderRefunds, purchasedItems, type ItemStatus, type PurchasableType } from '../tables';
import type { OrderItem } from './dto';

/**
 * The items of some orders with each one's refund (the live or granted one;
 * else the last rejected one), by order id: two queries whatever the number
 * of orders (a page of the history).
 */
export async function itemsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderItem[]>> {
  const byOrder = new Map<number, OrderItem[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const items = await db.select().from(purchasedItems).where(inArray(purchasedItems.orderId, [...orderIds])).orderBy(asc(purchasedItems.id));
  const refunds = items.length === 0 ? [] : await db.select().from(orderRefunds)
    .where(inArray(orderRefunds.purchasedItemId, items.map((item) => item.id))).orderBy(desc(orderRefunds.id));
  const refundOf = new Map<number, (typeof refunds)[number]>();
  for (const refund of refunds) {
    const seen = refundOf.get(refund.purchasedItemId);
    // Newest first: keep the first seen, unless a later-listed one is the live or granted one (only one ever is).
    if (!seen || (seen.status === 'REJECTED' && refund.status !== 'REJECTED')) refundOf.set(refund.purchasedItemId, refund);
  }
  for (const item of items) {
    const refund = refundOf.get(item.id);
    byOrder.get(item.orderId)?.push({
      id: item.id, itemType: item.itemType as PurchasableType, itemId: item.itemId, title: item.title, titleAr: item.titleAr,
      description: item.description, descriptionAr: item.descriptionAr, imageUrl: item.imageUrl, startsAt: item.startsAt?.toISOString() ?? null,
      oldPrice: item.oldPrice, unitPrice: item.unitPrice, discountAmount: item.discountAmount, amountWithoutTax: item.amountWithoutTax,
      taxRateBasisPoints: item.taxRateBasisPoints, taxAmount: item.taxAmount, totalAmount: item.totalAmount, status: item.status as ItemStatus,
      refund: refund ? {
        id: refund.id, status: refund.status as 'REQUESTED' | 'REFUNDED' | 'PARTIALLY_REFUNDED' | 'REJECTED', amount: refund.amount,
        rejectReason: refund.rejectReason, reason: refund.reason === 'CAPACITY' ? 'CAPACITY' : 'MEMBER',
      } : null,
    });
  }
  return byOrder;
}
