import { and, eq, inArray, not } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { organizations } from '../../organizations/tables';
import { failPayment } from '../checkout/fail-payment';
import { assertOrderMove } from '../orders/transitions';
import type { Shopper } from '../shopper';
import { orderPayments, orders, type OrderStatus, type PaymentStatus } from '../tables';
import { releaseVoucher } from '../vouchers/voucher-uses';

export type OrderRow = typeof orders.$inferSelect;

const OPEN: OrderStatus[] = ['PENDING', 'AWAITING_PAYMENT'];
const LIVE_PAYMENT: PaymentStatus[] = ['PENDING', 'AUTHORISED'];

const openOrderOf = (shopper: Shopper) => and(
  eq(orders.organizationId, shopper.organizationId),
  eq(orders.userId, shopper.userId),
  inArray(orders.status, OPEN),
  not(orders.isDeleted),
);

/** The member's open order (the cart), unlocked: for reading. */
export async function findOpenOrder(db: Db, shopper: Shopper): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(openOrderOf(shopper)).limit(1);
  return order ?? null;
}

/** The member's open order, locked (FOR UPDATE) until the transaction ends: every change of the cart takes this lock first. */
export async function lockOpenOrder(tx: Db, shopper: Shopper): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(openOrderOf(shopper)).limit(1).for('update');
  return order ?? null;
}

/** One of the member's orders by id, locked; null when it is not theirs. */
export async function lockOrderOf(tx: Db, shopper: Shopper, orderId: number): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.organizationId, shopper.organizationId), eq(orders.userId, shopper.userId)))
    .limit(1).for('update');
  return order ?? null;
}

/**
 * The member's open order, locked, made if there is none. Concurrent first
 * adds all insert; the partial unique index (one open order per member)
 * keeps one, the others insert nothing and lock the one that won.
 */
export async function openOrder(tx: Db, shopper: Shopper, isDirect: boolean): Promise<OrderRow> {
  const existing = await lockOpenOrder(tx, shopper);
  if (existing) return existing;
  const [organization] = await tx.select({ currency: organizations.currencyCode }).from(organizations)
    .where(eq(organizations.id, shopper.organizationId));
  await tx.insert(orders).values({
    organizationId: shopper.organizationId, userId: shopper.userId, isDirect, currency: organization?.currency ?? 'SAR',
  }).onConflictDoNothing();
  const order = await lockOpenOrder(tx, shopper);
  if (!order) throw new Error('the open order vanished after its insert');
  return order;
}

/**
 * Moves a locked open order out of AWAITING_PAYMENT before its cart
 * changes: the live payment is canceled (a payment for the old total must
 * never complete the new cart; an authorised one, being captured, refuses
 * the change with 409 ord-006) through the payments' failPayment, which
 * sends the order back to PENDING and gives back the voucher use reserved
 * at checkout. A PENDING order is answered as it is.
 */
export async function reopenForEdit(tx: Db, order: OrderRow, now: Date): Promise<OrderRow> {
  if (order.status !== 'AWAITING_PAYMENT') return order;
  const live = await tx.select({ id: orderPayments.id, status: orderPayments.status }).from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), inArray(orderPayments.status, LIVE_PAYMENT)));
  // Authorised: the member has paid and the capture is under way; the cart waits for its outcome.
  if (live.some((payment) => payment.status === 'AUTHORISED')) {
    throw new AppError(409, ERROR_CODES.ORDER_STATE, 'Your payment is being completed: the cart can change once it is done');
  }
  for (const payment of live) {
    await failPayment(tx, { paymentId: payment.id, status: 'CANCELED', failureCode: 'cart-changed', notify: false }, now);
  }
  const [reread] = await tx.select().from(orders).where(eq(orders.id, order.id));
  if (!reread) throw new Error(`order ${order.id} vanished while locked`);
  // Awaiting a payment it no longer has (none was live): moved back here.
  return reread.status === 'AWAITING_PAYMENT' ? moveOrder(tx, reread, 'PENDING') : reread;
}

/** Ends an open order the member no longer pays (marketplace off: another item bought at once): CANCELED, its voucher use given back. */
export async function abandonOrder(tx: Db, order: OrderRow, now: Date): Promise<void> {
  await moveOrder(tx, await reopenForEdit(tx, order, now), 'CANCELED');
}

/** One move of the transition table, conditional on the status it was read in (the row is locked, so it holds). */
async function moveOrder(tx: Db, order: OrderRow, to: OrderStatus): Promise<OrderRow> {
  assertOrderMove(order.status as OrderStatus, to);
  const [moved] = await tx.update(orders).set({ status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status))).returning();
  if (!moved) throw new Error(`order ${order.id} left ${order.status} while locked`);
  await releaseVoucher(tx, order.id);
  return moved;
}
