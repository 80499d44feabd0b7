import { and, asc, eq } from 'drizzle-orm';
import type { ErrorCode } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { lineTax, priceOrder } from '../pricing/price-order';
import type { Shopper } from '../shopper';
import { orders, purchasedItems, taxClasses } from '../tables';
import { eligibleItems, voucherRefusal } from '../vouchers/voucher-rule';
import { voucherById, voucherUsageOf, type Voucher } from '../vouchers/voucher-store';
import type { OrderRow } from './open-order';

export type ItemRow = typeof purchasedItems.$inferSelect;

export interface DroppedVoucher {
  code: string;
  reason: ErrorCode;
}

/** The order's items, oldest first (the cart's order). */
export function itemsOf(db: Db, orderId: number): Promise<ItemRow[]> {
  return db.select().from(purchasedItems).where(eq(purchasedItems.orderId, orderId)).orderBy(asc(purchasedItems.id));
}

/** The VAT rate every item takes until items name their own class: the organization's default class (none: 0). */
export async function defaultTaxRate(db: Db, organizationId: number): Promise<number> {
  const [row] = await db.select({ rate: taxClasses.rateBasisPoints }).from(taxClasses)
    .where(and(eq(taxClasses.organizationId, organizationId), eq(taxClasses.isDefault, true)));
  return row?.rate ?? 0;
}

/** A line's amounts before the order is priced (no discount), consistent with the row's checks. */
export function undiscounted(unitPrice: number, taxRateBasisPoints: number) {
  const taxAmount = lineTax(unitPrice, taxRateBasisPoints);
  return { unitPrice, discountAmount: 0, amountWithoutTax: unitPrice, taxRateBasisPoints, taxAmount, totalAmount: unitPrice + taxAmount };
}

/**
 * Prices the locked PENDING order from its items and voucher (pricing/
 * price-order.ts) and writes every amount. The voucher is asked again
 * (voucherRefusal): one that no longer applies (ended, used up, the item it
 * was for removed) is taken off, and answered as dropped.
 */
export async function priceCart(tx: Db, shopper: Shopper, order: OrderRow): Promise<{ order: OrderRow; droppedVoucher: DroppedVoucher | null }> {
  const items = await itemsOf(tx, order.id);
  const rate = await defaultTaxRate(tx, order.organizationId);
  let voucher: Voucher | null = order.voucherId === null ? null : await voucherById(tx, order.voucherId);
  let droppedVoucher: DroppedVoucher | null = null;
  if (voucher) {
    const usage = await voucherUsageOf(tx, voucher.id, shopper, order.id);
    const reason = voucherRefusal(voucher, usage, { items }, shopper, shopper.now);
    if (reason) {
      droppedVoucher = { code: voucher.code, reason };
      voucher = null;
    }
  }
  const eligible = new Set((voucher ? eligibleItems(voucher, items) : []).map((item) => item.id));
  const priced = priceOrder({
    lines: items.map((item) => ({ key: item, unitPrice: item.unitPrice, taxRateBasisPoints: rate, eligible: eligible.has(item.id) })),
    voucher,
  });
  for (const line of priced.lines) {
    const { key: item, ...amounts } = line;
    const same = (Object.keys(amounts) as Array<keyof typeof amounts>).every((name) => item[name] === amounts[name]);
    if (!same) await tx.update(purchasedItems).set(amounts).where(eq(purchasedItems.id, item.id));
  }
  const [written] = await tx.update(orders).set({
    voucherId: voucher?.id ?? null,
    amountWithoutTax: priced.amountWithoutTax,
    discountAmount: priced.discountAmount,
    taxAmount: priced.taxAmount,
    totalAmount: priced.totalAmount,
    pricedAt: shopper.now,
    updatedAt: new Date(),
  }).where(eq(orders.id, order.id)).returning();
  if (!written) throw new Error(`order ${order.id} vanished while locked`);
  return { order: written, droppedVoucher };
}
