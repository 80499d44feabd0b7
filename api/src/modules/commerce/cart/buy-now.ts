import { and, count, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import type { Shopper } from '../shopper';
import { orderPayments, type PaymentStatus } from '../tables';
import { itemForSale } from './item-for-sale';
import { abandonOrder, lockOpenOrder, openOrder, type OrderRow } from './open-order';
import { insertItem } from './cart-lines';
import { itemsOf, priceCart } from './price-cart';

/** What the add call then checks out (after this transaction commits). */
export interface DirectOrder {
  orderId: number;
  /** The total the member is shown and accepts by buying now. */
  totalAmount: number;
  /**
   * The checkout's idempotency key: the same while the order's payment is
   * live (a double click answers the same payment), a new one after a
   * payment ended (declined, canceled), so the member can try again.
   */
  idempotencyKey: string;
}

const LIVE: PaymentStatus[] = ['PENDING', 'AUTHORISED'];

/**
 * Marketplace off (spec section 4): adding an item buys it at once, in an
 * order of its own (`is_direct`) with that one item. Call inside a
 * transaction; the caller then starts its checkout. The member's open order
 * is reused when it is a direct order for this very item (a double click, a
 * second try after a decline); any other open order is abandoned (CANCELED,
 * its payment canceled, its voucher use given back): the member buys one
 * thing at a time here, and there is no cart to keep.
 */
export async function buyNow(tx: Db, shopper: Shopper, itemType: string, itemId: number): Promise<DirectOrder> {
  const snapshot = await itemForSale(tx, shopper, itemType, itemId);
  let order = await lockOpenOrder(tx, shopper);
  if (order && !(await isDirectOrderOf(tx, order, snapshot.itemType, itemId))) {
    await abandonOrder(tx, order, shopper.now);
    order = null;
  }
  if (!order) {
    // A concurrent first click may have made the order meanwhile: openOrder then answers it, with its item in.
    order = await openOrder(tx, shopper, true);
    const items = await itemsOf(tx, order.id);
    if (items.length > 0 && !(await isDirectOrderOf(tx, order, snapshot.itemType, itemId))) {
      // Another item's buy-now won the race: it is abandoned like any other open order.
      await abandonOrder(tx, order, shopper.now);
      order = await openOrder(tx, shopper, true);
    }
    if (!(await isDirectOrderOf(tx, order, snapshot.itemType, itemId))) await insertItem(tx, shopper, order, snapshot.itemType, itemId, snapshot);
  }
  // A direct order is priced like a cart, without a voucher (vouchers live in the cart).
  const priced = order.status === 'PENDING' ? (await priceCart(tx, shopper, order)).order : order;
  return { orderId: priced.id, totalAmount: priced.totalAmount, idempotencyKey: `direct-${priced.id}-${await endedPayments(tx, priced.id)}` };
}

async function isDirectOrderOf(tx: Db, order: OrderRow, itemType: string, itemId: number): Promise<boolean> {
  if (!order.isDirect) return false;
  const items = await itemsOf(tx, order.id);
  return items.length === 1 && items[0]!.itemType === itemType && items[0]!.itemId === itemId;
}

/** Payments of the order that ended without completing it (the key's attempt number). */
async function endedPayments(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), notInArray(orderPayments.status, LIVE)));
  return row?.value ?? 0;
}
