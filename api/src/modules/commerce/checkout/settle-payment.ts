import { and, eq, isNull, or, ne } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { adapterFor, type AdapterOptions } from '../payments/providers';
import { orderPayments, type PaymentProvider, type PaymentStatus } from '../tables';
import { completeOrder } from './complete-order';
import type { PaymentOutcome } from './dto';
import { failPayment, type FailedStatus } from './fail-payment';

export type OrderPayment = typeof orderPayments.$inferSelect;

export interface SettleDeps {
  now(): Date;
  log: { error(details: object, message: string): void };
  /** The adapters' environment and HTTP (tests). */
  adapters?: Omit<AdapterOptions, 'providerPaymentId' | 'now'>;
}

export interface Settlement {
  outcome: PaymentOutcome;
  orderId: number;
  paymentId: number;
}

const FAILED: readonly PaymentStatus[] = ['DECLINED', 'CANCELED', 'EXPIRED', 'FAILED'];
const LATE_REFUND = 'late-capture-refunded';

/** What a payment's status means to the member. */
export function outcomeOfStatus(status: string): PaymentOutcome {
  switch (status) {
    case 'COMPLETE':
    case 'PARTIALLY_REFUNDED':
    case 'REFUNDED':
      return 'COMPLETE';
    case 'DECLINED':
    case 'CANCELED':
    case 'EXPIRED':
    case 'FAILED':
      return status;
    default:
      return 'PENDING';
  }
}

async function currentOutcome(db: Db, payment: OrderPayment): Promise<Settlement> {
  const [now] = await db.select({ status: orderPayments.status }).from(orderPayments).where(eq(orderPayments.id, payment.id));
  return { outcome: outcomeOfStatus(now?.status ?? payment.status), orderId: payment.orderId, paymentId: payment.id };
}

/**
 * Asks the provider how a payment stands, never trusting a redirect or a
 * webhook's word, and acts on it: money authorised is captured, money taken
 * completes the order (completeOrder, exactly once), a refusal sends the
 * order back to the cart (failPayment). Still pending: nothing changes. The
 * verify call, the webhook and the reconciliation job all settle through
 * here, so each ends in the same state whichever comes first.
 */
export async function settlePayment(db: Db, payment: OrderPayment, deps: SettleDeps, options: { checkLateCapture?: boolean } = {}): Promise<Settlement> {
  const status = payment.status as PaymentStatus;
  if (outcomeOfStatus(status) === 'COMPLETE') return currentOutcome(db, payment);
  if (FAILED.includes(status)) {
    if (options.checkLateCapture) await refundLateCapture(db, payment, deps);
    return currentOutcome(db, payment);
  }
  const target = { orderId: payment.orderId, paymentId: payment.id };
  if (payment.provider === 'FREE') {
    await completeOrder(db, target, { now: deps.now(), log: deps.log });
    return currentOutcome(db, payment);
  }
  // The provider call of the checkout has not answered yet: nothing to ask about.
  if (!payment.providerPaymentId) return currentOutcome(db, payment);

  const adapter = await adapterFor(db, payment.organizationId, payment.provider as PaymentProvider, {
    ...deps.adapters, providerPaymentId: payment.providerPaymentId, now: deps.now,
  });
  let reading = await adapter.verify(payment.providerPaymentId);
  if (reading.status === 'AUTHORISED') reading = await adapter.capture(payment.providerPaymentId, payment.amount);

  if (reading.status === 'COMPLETE') {
    if (reading.amount !== payment.amount) {
      // Not the amount of the order: never fulfil on it. Give the money back and tell whoever reads the log.
      deps.log.error({ paymentId: payment.id, expected: payment.amount, taken: reading.amount }, 'payment amount mismatch: refunded, order not completed');
      const failed = await failPayment(db, { paymentId: payment.id, status: 'FAILED', failureCode: 'amount-mismatch', failureMessage: `provider took ${reading.amount}`, providerStatus: reading.providerStatus, notify: true }, deps.now());
      if (failed) await adapter.refund(payment.providerPaymentId, reading.amount, 'The amount paid did not match the order');
      return currentOutcome(db, payment);
    }
    await completeOrder(db, target, { now: deps.now(), log: deps.log });
    return currentOutcome(db, payment);
  }
  if (FAILED.includes(reading.status)) {
    await failPayment(db, {
      paymentId: payment.id, status: reading.status as FailedStatus, failureCode: reading.providerStatus,
      failureMessage: reading.failureMessage ?? null, providerStatus: reading.providerStatus, notify: true,
    }, deps.now());
    return currentOutcome(db, payment);
  }
  if (reading.status === 'REFUNDED' || reading.status === 'PARTIALLY_REFUNDED') {
    // Refunded at the provider before Halaqa completed it: nothing to fulfil on.
    await failPayment(db, { paymentId: payment.id, status: 'FAILED', failureCode: 'refunded-at-provider', providerStatus: reading.providerStatus, notify: true }, deps.now());
    return currentOutcome(db, payment);
  }
  if (reading.providerStatus !== payment.providerStatus) {
    await db.update(orderPayments).set({ providerStatus: reading.providerStatus, updatedAt: deps.now() })
      .where(and(eq(orderPayments.id, payment.id), eq(orderPayments.status, payment.status)));
  }
  return currentOutcome(db, payment);
}

/**
 * A payment Halaqa gave up on (canceled for a newer checkout, expired) that
 * the member paid after all, in a page left open: the money is given back
 * once (the failure code is the claim), since the order was not sold on it.
 */
async function refundLateCapture(db: Db, payment: OrderPayment, deps: SettleDeps): Promise<void> {
  if (payment.provider === 'FREE' || !payment.providerPaymentId || payment.failureCode === LATE_REFUND) return;
  const adapter = await adapterFor(db, payment.organizationId, payment.provider as PaymentProvider, {
    ...deps.adapters, providerPaymentId: payment.providerPaymentId, now: deps.now,
  });
  const reading = await adapter.verify(payment.providerPaymentId);
  if (reading.status !== 'COMPLETE') return;
  const [claimed] = await db.update(orderPayments).set({ failureCode: LATE_REFUND, updatedAt: deps.now() })
    .where(and(eq(orderPayments.id, payment.id), or(isNull(orderPayments.failureCode), ne(orderPayments.failureCode, LATE_REFUND))))
    .returning({ id: orderPayments.id });
  if (!claimed) return;
  deps.log.error({ paymentId: payment.id, amount: reading.amount }, 'a payment given up on was paid after all: refunding it');
  await adapter.refund(payment.providerPaymentId, reading.amount, 'Paid after the payment was canceled');
}
