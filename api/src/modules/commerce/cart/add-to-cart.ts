import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import type { SoldType } from '../purchasables/kind';
import type { Shopper } from '../shopper';
import { purchasedItems } from '../tables';
import { cartAnswer } from './cart-view';
import type { Cart } from './dto';
import { itemForSale } from './item-for-sale';
import { openOrder, reopenForEdit, type OrderRow } from './open-order';
import { insertItem } from './cart-lines';
import { priceCart } from './price-cart';

/**
 * Puts one item in the member's cart (marketplace on). Call inside a
 * transaction. The item is checked first (404, ord-001, ord-003); then the
 * cart is locked (made if there is none), ord-002 when the item is in it
 * already, a cart awaiting payment is reopened (its payment canceled), and
 * the cart is priced again.
 */
export async function addToCart(tx: Db, shopper: Shopper, itemType: SoldType | string, itemId: number): Promise<Cart> {
  const snapshot = await itemForSale(tx, shopper, itemType, itemId);
  let order = await openOrder(tx, shopper, false);
  if (await holds(tx, order, snapshot.itemType, itemId)) {
    throw new AppError(409, ERROR_CODES.ITEM_ALREADY_IN_CART, `Already in your cart: ${snapshot.title}`);
  }
  order = await reopenForEdit(tx, order, shopper.now);
  await insertItem(tx, shopper, order, snapshot.itemType, itemId, snapshot);
  const { order: priced, droppedVoucher } = await priceCart(tx, shopper, order);
  return cartAnswer(tx, shopper.organizationId, priced, { droppedVoucher });
}

async function holds(tx: Db, order: OrderRow, itemType: string, itemId: number): Promise<boolean> {
  const [row] = await tx.select({ id: purchasedItems.id }).from(purchasedItems)
    .where(and(eq(purchasedItems.orderId, order.id), eq(purchasedItems.itemType, itemType), eq(purchasedItems.itemId, itemId))).limit(1);
  return Boolean(row);
}
