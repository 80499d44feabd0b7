import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { orders, purchasedItems, voucherConsumptions, vouchers } from '../tables';
import { voucherRefusal } from './voucher-rule';
import { voucherById, voucherUsageOf } from './voucher-store';

/** What a reservation needs of the order (a row of orders, as checkout holds it locked). */
export type ReservableOrder = Pick<typeof orders.$inferSelect, 'id' | 'organizationId' | 'userId' | 'voucherId' | 'discountAmount'>;

/**
 * Takes one use of the order's voucher, inside the checkout transaction
 * (docs/design/commerce-api.md "As built": uses are reserved at checkout).
 * Under the voucher row's lock it re-checks every rule and limit, writes the
 * consumption row (one per order) and counts the use. So however many
 * members check out at once, no more than maxAllowedUses get the discount:
 * the one who finds the limit reached gets 409 with its vch- code (the
 * whole checkout rolls back; the cart drops the voucher when next priced).
 * Idempotent: an order that holds its use already keeps it. No voucher: nothing.
 */
export async function reserveVoucher(tx: Db, order: ReservableOrder, now: Date = new Date()): Promise<void> {
  if (order.voucherId === null) return;
  const voucher = await voucherById(tx, order.voucherId, true);
  if (!voucher) throw new AppError(404, ERROR_CODES.VOUCHER_UNKNOWN, 'The voucher no longer exists');
  // Asked under the lock: a second reservation of the same order waits for the first and finds its row.
  const [held] = await tx.select({ id: voucherConsumptions.id }).from(voucherConsumptions).where(eq(voucherConsumptions.orderId, order.id));
  if (held) return;
  const items = await tx.select({ itemType: purchasedItems.itemType, itemId: purchasedItems.itemId })
    .from(purchasedItems).where(eq(purchasedItems.orderId, order.id));
  const member = { organizationId: order.organizationId, userId: order.userId };
  const refusal = voucherRefusal(voucher, await voucherUsageOf(tx, voucher.id, member, order.id), { items }, member, now);
  if (refusal) throw new AppError(409, refusal, `The voucher ${voucher.code} cannot be used now (${refusal})`);
  await tx.insert(voucherConsumptions).values({
    organizationId: order.organizationId, voucherId: voucher.id, orderId: order.id, userId: order.userId, discountAmount: order.discountAmount,
  });
  await tx.update(vouchers).set({ numberOfUses: sql`${vouchers.numberOfUses} + 1` }).where(eq(vouchers.id, voucher.id));
}

/**
 * Gives the order's reserved use back (the order went back to PENDING:
 * payment declined, canceled, expired, or the cart was edited): deletes the
 * consumption row and uncounts it. Idempotent: without a reservation, nothing.
 * The order keeps its voucher; the next checkout reserves again.
 */
export async function releaseVoucher(tx: Db, orderId: number): Promise<void> {
  const released = await tx.delete(voucherConsumptions).where(eq(voucherConsumptions.orderId, orderId))
    .returning({ voucherId: voucherConsumptions.voucherId });
  for (const { voucherId } of released) {
    await tx.update(vouchers).set({ numberOfUses: sql`${vouchers.numberOfUses} - 1` }).where(eq(vouchers.id, voucherId));
  }
}
