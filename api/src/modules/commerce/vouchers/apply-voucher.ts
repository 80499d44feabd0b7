import { ERROR_CODES, type ErrorCode } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { cartAnswer } from '../cart/cart-view';
import type { Cart } from '../cart/dto';
import { lockOpenOrder, reopenForEdit, type OrderRow } from '../cart/open-order';
import { itemsOf, priceCart } from '../cart/price-cart';
import type { Shopper } from '../shopper';
import { voucherRefusal } from './voucher-rule';
import { voucherByCode, voucherUsageOf } from './voucher-store';

/** What the member is told for each refusal (the UI shows its own words by code; these are for logs and other clients). */
const REFUSALS: Readonly<Partial<Record<ErrorCode, string>>> = {
  [ERROR_CODES.VOUCHER_NOT_STARTED]: 'This voucher cannot be used yet',
  [ERROR_CODES.VOUCHER_ENDED]: 'This voucher has expired',
  [ERROR_CODES.VOUCHER_DISABLED]: 'This voucher is no longer valid',
  [ERROR_CODES.VOUCHER_USED_UP]: 'This voucher has been used up',
  [ERROR_CODES.VOUCHER_MEMBER_LIMIT]: 'You have used this voucher as many times as allowed',
  [ERROR_CODES.VOUCHER_ORGANIZATION_LIMIT]: 'Your organization has used this voucher as many times as allowed',
  [ERROR_CODES.VOUCHER_ITEM_TYPE]: 'This voucher is not for the kind of items in your cart',
  [ERROR_CODES.VOUCHER_ITEM]: 'This voucher is not for the items in your cart',
  [ERROR_CODES.VOUCHER_OTHER_ORGANIZATION]: 'This voucher is not for your organization',
  [ERROR_CODES.VOUCHER_OTHER_MEMBER]: 'This voucher is not for your account',
};

/**
 * Puts a voucher on the member's cart (POST orders/apply-voucher). Call
 * inside a transaction. 404 vch-001 for a code the organization does not
 * have (letters' case aside), 409 ord-005 for an empty cart, 409 vch-002..011
 * for the first rule it breaks (voucher-rule.ts). It replaces any voucher
 * the cart had; a cart awaiting payment is reopened (only once the voucher
 * is accepted: a refused code changes nothing).
 */
export async function applyVoucher(tx: Db, shopper: Shopper, code: string): Promise<Cart> {
  const voucher = await voucherByCode(tx, shopper.organizationId, code);
  if (!voucher) throw new AppError(404, ERROR_CODES.VOUCHER_UNKNOWN, 'There is no voucher with this code');
  const order = await lockOpenOrder(tx, shopper);
  const items = order ? await itemsOf(tx, order.id) : [];
  if (!order || items.length === 0) throw new AppError(409, ERROR_CODES.CART_EMPTY, 'Your cart is empty: add something before using a voucher');
  if (order.voucherId === voucher.id) return cartAnswer(tx, shopper.organizationId, order);
  const refusal = voucherRefusal(voucher, await voucherUsageOf(tx, voucher.id, shopper, order.id), { items }, shopper, shopper.now);
  if (refusal) throw new AppError(409, refusal, REFUSALS[refusal] ?? 'This voucher cannot be used');
  return withVoucher(tx, shopper, order, voucher.id);
}

/** Takes the voucher off the member's cart (POST orders/remove-voucher); without a cart or a voucher, the cart as it is. */
export async function removeVoucher(tx: Db, shopper: Shopper): Promise<Cart> {
  const order = await lockOpenOrder(tx, shopper);
  if (!order || order.voucherId === null) return cartAnswer(tx, shopper.organizationId, order);
  return withVoucher(tx, shopper, order, null);
}

async function withVoucher(tx: Db, shopper: Shopper, order: OrderRow, voucherId: number | null): Promise<Cart> {
  const reopened = await reopenForEdit(tx, order, shopper.now);
  // priceCart writes the voucher with the amounts it gives.
  const { order: priced, droppedVoucher } = await priceCart(tx, shopper, { ...reopened, voucherId });
  return cartAnswer(tx, shopper.organizationId, priced, { droppedVoucher });
}
