import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import type { PurchasableSnapshot } from '../purchasables/kind';
import { isSoldType, purchasableKind } from '../purchasables/registry';
import type { Shopper } from '../shopper';
import { purchasedItems } from '../tables';
import { cartAnswer } from './cart-view';
import type { Cart, PriceChange } from './dto';
import { lockOrderOf } from './open-order';
import { snapshotColumns } from './cart-lines';
import { defaultTaxRate, itemsOf, priceCart, undiscounted, type ItemRow } from './price-cart';

export interface Repriced {
  /** The cart as now priced, its priceChanges and droppedVoucher saying what moved. */
  cart: Cart;
  /** Anything the member pays changed: an item's price, an item gone, the voucher, the VAT, the total. */
  changed: boolean;
}

/**
 * Re-reads every item of the member's PENDING order from the catalogue and
 * the voucher, and writes the new amounts (docs/design/commerce-api.md
 * "Cross-slice functions"): checkout calls it in its transaction before
 * taking any money, GET orders/cart when the member opens the cart. An item
 * the member can no longer buy (withdrawn, full, closed, owned by now) leaves
 * the cart, listed in priceChanges with after null. Locks the order row.
 * 404 when the order is not the member's; 409 ord-006 unless it is PENDING
 * (an order awaiting payment keeps the amounts its payment was opened for).
 */
export async function repriceCart(tx: Db, shopper: Shopper, orderId: number): Promise<Repriced> {
  const order = await lockOrderOf(tx, shopper, orderId);
  if (!order) throw notFound(ERROR_CODES.NOT_FOUND, 'Order not found');
  if (order.status !== 'PENDING') throw new AppError(409, ERROR_CODES.ORDER_STATE, `An order ${order.status} is not re-priced`);
  const rate = await defaultTaxRate(tx, order.organizationId);
  const priceChanges: PriceChange[] = [];
  for (const item of await itemsOf(tx, order.id)) {
    const snapshot = await currentSnapshot(tx, shopper, item);
    if (!snapshot) {
      await tx.delete(purchasedItems).where(eq(purchasedItems.id, item.id));
      priceChanges.push({ purchasedItemId: item.id, title: item.title, titleAr: item.titleAr, before: item.unitPrice, after: null });
      continue;
    }
    const columns = snapshotColumns(snapshot);
    const stale = snapshot.price !== item.unitPrice
      || (Object.keys(columns) as Array<keyof typeof columns>).some((name) => !sameValue(item[name], columns[name]));
    if (stale) {
      // The amounts are written again by priceCart below; until then the row's own checks must hold.
      await tx.update(purchasedItems).set({ ...columns, ...undiscounted(snapshot.price, rate) }).where(eq(purchasedItems.id, item.id));
    }
    if (snapshot.price !== item.unitPrice) {
      priceChanges.push({ purchasedItemId: item.id, title: snapshot.title, titleAr: snapshot.titleAr, before: item.unitPrice, after: snapshot.price });
    }
  }
  const { order: priced, droppedVoucher } = await priceCart(tx, shopper, order);
  const changed = priceChanges.length > 0 || droppedVoucher !== null || priced.totalAmount !== order.totalAmount;
  return { cart: await cartAnswer(tx, shopper.organizationId, priced, { priceChanges, droppedVoucher }), changed };
}

/** The item as the catalogue offers it to the member now; null when they can no longer buy it. */
async function currentSnapshot(tx: Db, shopper: Shopper, item: ItemRow): Promise<PurchasableSnapshot | null> {
  if (!isSoldType(item.itemType)) return null;
  const kind = purchasableKind(item.itemType);
  const snapshot = await kind.describe(tx, { organizationId: shopper.organizationId, userId: shopper.userId, itemId: item.itemId, now: shopper.now });
  if (!snapshot || (await kind.refusal(tx, snapshot, shopper))) return null;
  return snapshot;
}

const sameValue = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);
