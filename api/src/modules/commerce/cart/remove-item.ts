import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import type { Shopper } from '../shopper';
import { purchasedItems } from '../tables';
import { cartAnswer } from './cart-view';
import type { Cart } from './dto';
import { lockOpenOrder, reopenForEdit } from './open-order';
import { priceCart } from './price-cart';

/**
 * Takes an item out of the member's cart (DELETE orders/{purchasedItemId}).
 * Call inside a transaction. 404 unless the item is in the member's own
 * open order (another member's item, a bought one, another organization's
 * are all simply not found). A cart awaiting payment is reopened first.
 */
export async function removeFromCart(tx: Db, shopper: Shopper, purchasedItemId: number): Promise<Cart> {
  const order = await lockOpenOrder(tx, shopper);
  const [item] = order ? await tx.select({ id: purchasedItems.id }).from(purchasedItems)
    .where(and(eq(purchasedItems.id, purchasedItemId), eq(purchasedItems.orderId, order.id), eq(purchasedItems.userId, shopper.userId))) : [];
  if (!order || !item) throw notFound(ERROR_CODES.NOT_FOUND, 'This item is not in your cart');
  const reopened = await reopenForEdit(tx, order, shopper.now);
  await tx.delete(purchasedItems).where(eq(purchasedItems.id, item.id));
  const { order: priced, droppedVoucher } = await priceCart(tx, shopper, reopened);
  return cartAnswer(tx, shopper.organizationId, priced, { droppedVoucher });
}
