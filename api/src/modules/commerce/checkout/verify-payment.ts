import { and, desc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { violatedUniqueConstraint } from '../../../core/db/unique-violation';
import { AppError, notFound } from '../../../core/errors';
import { adapterFor } from '../payments/providers';
import { orderPayments, orders } from '../tables';
import type { PaymentVerdict } from './dto';
import { messageOf } from './outcome-messages';
import { settlePayment, type OrderPayment, type SettleDeps } from './settle-payment';

/** The member who asks (their own orders only: another member's or organization's order is 404, as if it did not exist). */
export interface PaymentCaller {
  organizationId: number;
  userId: number;
}

const orderNotFound = () => notFound(ERROR_CODES.NOT_FOUND, 'Order not found');

/** The member's order and one of its payments (the newest when none is named), or 404. */
async function paymentOfMember(db: Db, caller: PaymentCaller, orderId: number, paymentId?: number): Promise<OrderPayment> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(and(
    eq(orders.id, orderId), eq(orders.organizationId, caller.organizationId), eq(orders.userId, caller.userId), eq(orders.isDeleted, false),
  ));
  if (!order) throw orderNotFound();
  const [payment] = await db.select().from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), ...(paymentId === undefined ? [] : [eq(orderPayments.id, paymentId)])))
    .orderBy(desc(orderPayments.id)).limit(1);
  if (!payment) throw notFound(ERROR_CODES.NOT_FOUND, 'Payment not found');
  return payment;
}

/**
 * POST orders/verify-payment: the member is back from the provider. The
 * address they came back with is never trusted: the provider is asked, and
 * the payment completes or fails here if no webhook did it first.
 */
export async function verifyPayment(db: Db, caller: PaymentCaller, body: { orderId: number; paymentId?: number }, deps: SettleDeps): Promise<PaymentVerdict & { orderId: number }> {
  const payment = await paymentOfMember(db, caller, body.orderId, body.paymentId);
  const settled = await settlePayment(db, payment, deps);
  return { outcome: settled.outcome, message: messageOf(settled.outcome), orderId: payment.orderId };
}

/**
 * POST orders/initialize-payment: the card provider's embedded form created
 * a payment itself and the browser reports its id. It is attached to the
 * member's payment only if the provider confirms it is of this amount, and
 * only once (an id is unique per provider: it cannot pay two orders).
 */
export async function initializePayment(
  db: Db, caller: PaymentCaller, body: { orderId: number; paymentId: number; providerPaymentId: string }, deps: SettleDeps,
): Promise<PaymentVerdict & { orderId: number }> {
  const payment = await paymentOfMember(db, caller, body.orderId, body.paymentId);
  if (payment.provider !== 'CARD') throw new AppError(409, ERROR_CODES.ORDER_STATE, 'Only a card payment is initialized by its form');
  if (payment.providerPaymentId !== body.providerPaymentId) {
    if (payment.status !== 'PENDING') throw new AppError(409, ERROR_CODES.ORDER_STATE, 'The payment is no longer waiting for the card form');
    const adapter = await adapterFor(db, payment.organizationId, 'CARD', { ...deps.adapters, providerPaymentId: body.providerPaymentId, now: deps.now });
    const reading = await adapter.verify(body.providerPaymentId);
    if (reading.amount !== payment.amount) throw new AppError(409, ERROR_CODES.PAYMENT_DECLINED, 'The card payment is not of this order\'s amount');
    const attached = await db.update(orderPayments)
      .set({ providerPaymentId: body.providerPaymentId, updatedAt: deps.now() })
      .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.status, 'PENDING')))
      .returning({ id: orderPayments.id })
      .catch((error: unknown) => {
        if (violatedUniqueConstraint(error) !== null) throw new AppError(409, ERROR_CODES.PAYMENT_DECLINED, 'This card payment already belongs to another order');
        throw error;
      });
    if (attached.length === 0) throw new AppError(409, ERROR_CODES.ORDER_STATE, 'The payment is no longer waiting for the card form');
  }
  const [current] = await db.select().from(orderPayments).where(eq(orderPayments.id, payment.id));
  const settled = await settlePayment(db, current ?? payment, deps);
  return { outcome: settled.outcome, message: messageOf(settled.outcome), orderId: payment.orderId };
}
