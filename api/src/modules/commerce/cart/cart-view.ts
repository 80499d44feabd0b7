import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import type { Shopper } from '../shopper';
import { vouchers, type ItemStatus, type OrderStatus, type PurchasableType } from '../tables';
import type { Cart, CartItem, PriceChange } from './dto';
import { findOpenOrder, type OrderRow } from './open-order';
import { itemsOf, type DroppedVoucher, type ItemRow } from './price-cart';
import { providersOf } from './providers';

function toCartItem(item: ItemRow): CartItem {
  return {
    id: item.id,
    itemType: item.itemType as PurchasableType,
    itemId: item.itemId,
    title: item.title,
    titleAr: item.titleAr,
    description: item.description,
    descriptionAr: item.descriptionAr,
    imageUrl: item.imageUrl,
    startsAt: item.startsAt?.toISOString() ?? null,
    oldPrice: item.oldPrice,
    unitPrice: item.unitPrice,
    discountAmount: item.discountAmount,
    amountWithoutTax: item.amountWithoutTax,
    taxRateBasisPoints: item.taxRateBasisPoints,
    taxAmount: item.taxAmount,
    totalAmount: item.totalAmount,
    status: item.status as ItemStatus,
  };
}

interface Notes {
  priceChanges?: PriceChange[];
  droppedVoucher?: DroppedVoucher | null;
}

/** The Cart answer of an order as it is stored (null: the member has no open order). */
export async function cartAnswer(db: Db, organizationId: number, order: OrderRow | null, notes: Notes = {}): Promise<Cart> {
  // One after the other: `db` is often a transaction, whose connection runs one statement at a time.
  const items = order ? await itemsOf(db, order.id) : [];
  const providers = await providersOf(db, organizationId);
  const [voucher] = order?.voucherId ? await db.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.id, order.voucherId)) : [];
  return {
    order: order && {
      id: order.id,
      status: order.status as OrderStatus,
      currency: order.currency,
      amountWithoutTax: order.amountWithoutTax,
      discountAmount: order.discountAmount,
      taxAmount: order.taxAmount,
      totalAmount: order.totalAmount,
    },
    items: items.map(toCartItem),
    count: items.length,
    voucher: order && voucher ? { code: voucher.code, discountAmount: order.discountAmount } : null,
    priceChanges: notes.priceChanges ?? [],
    droppedVoucher: notes.droppedVoucher ?? null,
    providers,
  };
}

/**
 * The member's cart as stored, without re-pricing it (GET orders/cart
 * re-prices a PENDING cart first: cart/routes.ts). Checkout answers it with
 * ord-004. Its priceChanges are empty: only a re-pricing finds changes.
 */
export async function cartOf(db: Db, shopper: Shopper): Promise<Cart> {
  return cartAnswer(db, shopper.organizationId, await findOpenOrder(db, shopper));
}
