import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { siteLink } from '../../../core/site-url';
import { users } from '../../users/tables';
import { repriceCart } from '../cart/reprice-cart';
import { assertOrderMove } from '../orders/transitions';
import type { CheckoutRequest, CheckoutStarted } from '../payments/provider';
import { providerError } from '../payments/provider-http';
import { adapterFor, gatewayOf, type Gateway } from '../payments/providers';
import type { Shopper } from '../shopper';
import { orderPayments, orders, purchasedItems, type PaymentMethod } from '../tables';
import { reserveVoucher } from '../vouchers/voucher-uses';
import type { CheckoutContext } from './checkout-context';
import { completeOrder } from './complete-order';
import type { CheckoutAnswer, CheckoutBody, CheckoutProvider } from './dto';
import { failPayment } from './fail-payment';
import { outcomeOfStatus, settlePayment, type OrderPayment } from './settle-payment';

type Order = typeof orders.$inferSelect;

const METHOD: Readonly<Record<CheckoutProvider, PaymentMethod>> = { CARD: 'credit-card', TAMARA: 'bnpl-tamara', TABBY: 'bnpl-tabby' };
const LIVE = ['PENDING', 'AUTHORISED'];
/** How long a replay waits for the first request's provider call (which gives up after 15 s). */
const REPLAY_WAIT_MS = 20_000;

const cartEmpty = () => new AppError(409, ERROR_CODES.CART_EMPTY, 'The cart is empty: nothing to check out');

/** Where the member lands after paying (or at once, when there was nothing to pay): the UI verifies from there. */
const paymentCompletePath = (orderId: number, paymentId: number) => `/payment-complete?orderId=${orderId}&paymentId=${paymentId}`;

/** What the provider shows the member they are paying for. */
export const orderDescription = (orderId: number, language: Shopper['language']) => (language === 'ar' ? `الطلب رقم ${orderId}` : `Order #${orderId}`);

const openCartOf = (shopper: Shopper) => and(
  eq(orders.organizationId, shopper.organizationId), eq(orders.userId, shopper.userId),
  inArray(orders.status, ['PENDING', 'AWAITING_PAYMENT']), eq(orders.isDeleted, false),
);

/** The payment this member's checkout key already made (a replay, a double click), newest first. */
async function paymentByKey(db: Db, shopper: Shopper, key: string): Promise<OrderPayment | null> {
  const [row] = await db.select({ payment: orderPayments }).from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(eq(orders.organizationId, shopper.organizationId), eq(orders.userId, shopper.userId), eq(orderPayments.idempotencyKey, key)))
    .orderBy(desc(orderPayments.id)).limit(1);
  return row?.payment ?? null;
}

type Decision =
  | { kind: 'replay'; payment: OrderPayment }
  | { kind: 'price-changed'; cart: unknown }
  | { kind: 'free'; orderId: number; paymentId: number }
  | { kind: 'paid'; order: Order; payment: OrderPayment; gateway: Gateway };

/**
 * Checks the member's cart out (docs/design/commerce-api.md "Calls"): in ONE
 * transaction under the cart's row lock, re-prices it (409 ord-004 with the
 * new cart when the total is not the one the member accepted), reserves the
 * voucher use, and either completes a free order at once or records a
 * payment and moves the order to AWAITING_PAYMENT. The provider is called
 * only after that commit (a provider is never asked to charge for a payment
 * Halaqa has no record of); its failure sends the order back to the cart.
 *
 * Idempotent by `idempotencyKey`: a replay or a concurrent double click waits
 * on the same row lock and answers the same payment. Marketplace off, the
 * cart slice's add-item calls this too: nothing here asks for the marketplace.
 */
export async function startCheckout(cc: CheckoutContext, shopper: Shopper, body: CheckoutBody): Promise<CheckoutAnswer> {
  const provider: CheckoutProvider = body.provider ?? 'CARD';
  await settleOpenPayment(cc, shopper, body.idempotencyKey);
  const decision = await cc.db.transaction(async (tx): Promise<Decision> => {
    const [open] = await tx.select().from(orders).where(openCartOf(shopper)).for('update');
    // After the lock: a double click's first request has committed its payment by now.
    const replay = await paymentByKey(tx, shopper, body.idempotencyKey);
    if (replay) return { kind: 'replay', payment: replay };
    if (!open) throw cartEmpty();
    if (open.status === 'AWAITING_PAYMENT') {
      // A new attempt (another key): the payment in progress is given up, and the cart checks out afresh.
      const [live] = await tx.select({ id: orderPayments.id }).from(orderPayments)
        .where(and(eq(orderPayments.orderId, open.id), inArray(orderPayments.status, LIVE)));
      if (live) await failPayment(tx, { paymentId: live.id, status: 'CANCELED', failureCode: 'superseded', notify: false }, shopper.now);
    }
    const repriced = await repriceCart(tx, shopper, open.id);
    if (!repriced.cart.order || repriced.cart.items.length === 0) throw cartEmpty();
    const total = repriced.cart.order.totalAmount;
    // Committed with the new prices: the member confirms them, then checks out with the new total.
    if (total !== body.acceptedTotal) return { kind: 'price-changed', cart: repriced.cart };
    const [order] = await tx.select().from(orders).where(eq(orders.id, open.id));
    if (!order) throw cartEmpty();
    await reserveVoucher(tx, order, shopper.now);

    if (total === 0) {
      const [payment] = await tx.insert(orderPayments).values({
        organizationId: order.organizationId, orderId: order.id, provider: 'FREE', method: 'free', amount: 0,
        currency: order.currency, status: 'PENDING', idempotencyKey: body.idempotencyKey,
      }).returning({ id: orderPayments.id });
      await tx.update(orders).set({ checkoutKey: body.idempotencyKey, updatedAt: shopper.now }).where(eq(orders.id, order.id));
      return { kind: 'free', orderId: order.id, paymentId: payment!.id };
    }
    const gateway = await gatewayOf(tx, order.organizationId, provider);
    assertOrderMove(order.status as 'PENDING', 'AWAITING_PAYMENT');
    const [moved] = await tx.update(orders).set({ status: 'AWAITING_PAYMENT', checkoutKey: body.idempotencyKey, updatedAt: shopper.now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'PENDING'))).returning();
    if (!moved) throw new AppError(409, ERROR_CODES.ORDER_STATE, 'The cart changed during checkout: try again');
    const [payment] = await tx.insert(orderPayments).values({
      organizationId: order.organizationId, orderId: order.id, provider, method: METHOD[provider], amount: total,
      currency: order.currency, status: 'PENDING', idempotencyKey: body.idempotencyKey,
    }).returning();
    return { kind: 'paid', order: moved, payment: payment!, gateway };
  });

  switch (decision.kind) {
    case 'replay':
      return answerReplay(cc, shopper, decision.payment);
    case 'price-changed':
      throw new AppError(409, ERROR_CODES.ORDER_PRICE_CHANGED, 'The prices changed: confirm the new total, then check out again', { cart: decision.cart });
    case 'free':
      // Its own transaction: if the process dies first, the reconciliation job completes the FREE payment.
      await completeOrder(cc.db, { orderId: decision.orderId, paymentId: decision.paymentId }, { now: shopper.now, log: cc.log });
      return { orderId: decision.orderId, status: 'COMPLETE', redirectTo: paymentCompletePath(decision.orderId, decision.paymentId) };
    case 'paid':
      return startWithProvider(cc, shopper, decision.order, decision.payment, decision.gateway);
  }
}

/**
 * Before a new attempt gives up a payment in progress, its provider is asked
 * how it stands: paid in another tab, it completes the order rather than
 * being canceled under the member's money.
 */
async function settleOpenPayment(cc: CheckoutContext, shopper: Shopper, key: string): Promise<void> {
  const [live] = await cc.db.select({ payment: orderPayments }).from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(openCartOf(shopper), eq(orders.status, 'AWAITING_PAYMENT'), inArray(orderPayments.status, LIVE)))
    .limit(1);
  if (!live || live.payment.idempotencyKey === key) return;
  await settlePayment(cc.db, live.payment, { now: () => shopper.now, log: cc.log }).catch((error: unknown) => {
    // The provider cannot say now: the new attempt goes on; a late capture of the old one is refunded when it is reported.
    cc.log.error({ err: error, paymentId: live.payment.id }, 'could not settle the payment in progress before a new checkout');
  });
}

async function checkoutRequestOf(cc: CheckoutContext, shopper: Shopper, order: Order, payment: OrderPayment, gateway: Gateway): Promise<CheckoutRequest> {
  const [customer] = await cc.db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName, phone: users.phoneNumber })
    .from(users).where(and(eq(users.organizationId, order.organizationId), eq(users.id, order.userId)));
  const items = await cc.db.select().from(purchasedItems).where(eq(purchasedItems.orderId, order.id)).orderBy(asc(purchasedItems.id));
  const ar = shopper.language === 'ar';
  const provider = payment.provider.toLowerCase();
  return {
    organizationId: order.organizationId,
    orderId: order.id,
    paymentId: payment.id,
    amount: payment.amount,
    taxAmount: order.taxAmount,
    currency: payment.currency,
    description: orderDescription(order.id, shopper.language),
    language: shopper.language,
    callbackUrl: siteLink(cc.site, '/payment-complete', { orderId: String(order.id), paymentId: String(payment.id) }),
    webhookUrl: `${cc.site}/api/payments/webhooks/${provider}`,
    methods: gateway.methods,
    customer: {
      userId: order.userId,
      name: `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim(),
      email: customer?.email ?? '',
      phone: customer?.phone ?? null,
    },
    items: items.map((item) => ({ title: ar ? item.titleAr || item.title : item.title || item.titleAr, amount: item.totalAmount, type: item.itemType, itemId: item.itemId })),
    idempotencyKey: payment.idempotencyKey,
  };
}

async function startWithProvider(cc: CheckoutContext, shopper: Shopper, order: Order, payment: OrderPayment, gateway: Gateway): Promise<CheckoutAnswer> {
  const provider = payment.provider as CheckoutProvider;
  let started: CheckoutStarted;
  try {
    const request = await checkoutRequestOf(cc, shopper, order, payment, gateway);
    const adapter = await adapterFor(cc.db, order.organizationId, provider, { now: () => shopper.now });
    started = await adapter.startCheckout(request);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    cc.log.error({ err: error, paymentId: payment.id }, 'the payment provider failed at checkout: the order is back in the cart');
    await failPayment(cc.db, { paymentId: payment.id, status: 'FAILED', failureCode: ERROR_CODES.PAYMENT_PROVIDER_ERROR, failureMessage: message, notify: false }, shopper.now);
    throw error instanceof AppError && error.code === ERROR_CODES.PAYMENT_PROVIDER_ERROR ? error : providerError(provider, message);
  }
  if (started.status === 'DECLINED' || !started.checkoutUrl) {
    await failPayment(cc.db, {
      paymentId: payment.id, status: 'DECLINED', failureCode: started.providerStatus, providerStatus: started.providerStatus, notify: true,
    }, shopper.now);
    throw new AppError(409, ERROR_CODES.PAYMENT_DECLINED, `${provider} declined the payment before it started: your cart is kept`);
  }
  await cc.db.update(orderPayments)
    .set({ providerPaymentId: started.providerPaymentId, checkoutUrl: started.checkoutUrl, providerStatus: started.providerStatus, updatedAt: shopper.now })
    .where(and(eq(orderPayments.id, payment.id), isNull(orderPayments.providerPaymentId)));
  return { orderId: order.id, status: 'AWAITING_PAYMENT', paymentId: payment.id, provider, checkoutUrl: started.checkoutUrl };
}

/** The answer of a checkout already made with this key: the same payment, as it stands now. */
async function answerReplay(cc: CheckoutContext, shopper: Shopper, payment: OrderPayment): Promise<CheckoutAnswer> {
  if (payment.provider === 'FREE') {
    // Completed by the first request, or (had it died) now: completion is idempotent.
    await completeOrder(cc.db, { orderId: payment.orderId, paymentId: payment.id }, { now: shopper.now, log: cc.log });
    return { orderId: payment.orderId, status: 'COMPLETE', redirectTo: paymentCompletePath(payment.orderId, payment.id) };
  }
  const current = payment.checkoutUrl ? payment : await awaitProviderAnswer(cc.db, payment.id);
  const outcome = outcomeOfStatus(current.status);
  if (outcome === 'COMPLETE') return { orderId: current.orderId, status: 'COMPLETE', redirectTo: paymentCompletePath(current.orderId, current.id) };
  if (outcome === 'PENDING') {
    if (!current.checkoutUrl) throw new AppError(409, ERROR_CODES.ORDER_STATE, 'This checkout is still starting: try again in a moment');
    return { orderId: current.orderId, status: 'AWAITING_PAYMENT', paymentId: current.id, provider: current.provider as CheckoutProvider, checkoutUrl: current.checkoutUrl };
  }
  if (current.failureCode === ERROR_CODES.PAYMENT_PROVIDER_ERROR) throw providerError(current.provider, current.failureMessage ?? 'the checkout could not start');
  if (current.failureCode === 'superseded') throw new AppError(409, ERROR_CODES.ORDER_STATE, 'A newer checkout replaced this one');
  throw new AppError(409, ERROR_CODES.PAYMENT_DECLINED, 'This checkout\'s payment did not go through: start a new checkout');
}

/** Waits for the first request of a double click to store the provider's answer (or to fail). */
async function awaitProviderAnswer(db: Db, paymentId: number): Promise<OrderPayment> {
  const started = Date.now();
  for (;;) {
    const [row] = await db.select().from(orderPayments).where(eq(orderPayments.id, paymentId));
    if (!row) throw new Error(`payment ${paymentId} vanished`);
    if (row.checkoutUrl || !LIVE.includes(row.status) || Date.now() - started > REPLAY_WAIT_MS) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
