import { and, desc, eq, inArray, isNull, like, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { adapterFor } from '../payments/providers';
import { orderPayments, orderRefunds, type PaymentProvider } from '../tables';
import { grantRefund, type RefundDecision } from './grant-refund';

/**
 * While a refund's money is being sent, its provider_refund_id holds a
 * claim (`claim:<ISO time>`) instead of the provider's id: one caller at a
 * time talks to the provider. A claim older than this is a caller that died
 * mid-call; the next one takes over (with the same reference, so a provider
 * that deduplicates answers the same refund).
 */
const CLAIM = 'claim:';
const STALE_CLAIM_MS = 5 * 60 * 1000;

export interface RefundProcessing {
  status: RefundDecision | 'REQUESTED';
  /** DONE: decided (now or before); BUSY: another caller holds the claim; FAILED: the provider refused or could not be reached (it stays REQUESTED). */
  outcome: 'DONE' | 'BUSY' | 'FAILED';
  error?: unknown;
}

/** The reference the provider sees with the refund: stable across retries, so a provider that deduplicates refunds once. */
const refundReference = (refundId: number) => `halaqa-refund-${refundId}`;

async function capturedPaymentOf(db: Db, orderId: number) {
  const [payment] = await db.select().from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), ne(orderPayments.provider, 'FREE'), inArray(orderPayments.status, ['COMPLETE', 'PARTIALLY_REFUNDED'])))
    .orderBy(desc(orderPayments.id)).limit(1);
  return payment ?? null;
}

/**
 * Sends a REQUESTED refund's money back through the provider that took it,
 * then records the decision (grantRefund). Runs after the commit of the
 * request (or of the completion, for an automatic refund), from the
 * refunds job, and on an administrator's approval; idempotent: a decided
 * refund is left alone, the provider is called by one caller at a time
 * (the claim), and its refund id is stored before the decision, so a retry
 * after a failed decision never calls the provider again. A provider
 * failure leaves the refund REQUESTED for the next try.
 */
export async function processRefund(db: Db, refundId: number, options: { now?: () => Date } = {}): Promise<RefundProcessing> {
  const now = options.now ?? (() => new Date());
  const [refund] = await db.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund) throw new Error(`refund ${refundId} not found`);
  if (refund.status !== 'REQUESTED') return { status: refund.status as RefundDecision, outcome: 'DONE' };

  const sent = refund.providerRefundId !== null && !refund.providerRefundId.startsWith(CLAIM);
  if (!sent && refund.amount > 0) {
    const claim = `${CLAIM}${now().toISOString()}`;
    const staleBefore = `${CLAIM}${new Date(now().getTime() - STALE_CLAIM_MS).toISOString()}`;
    const [claimed] = await db.update(orderRefunds).set({ providerRefundId: claim })
      .where(and(
        eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'REQUESTED'),
        or(isNull(orderRefunds.providerRefundId), and(like(orderRefunds.providerRefundId, `${CLAIM}%`), lt(orderRefunds.providerRefundId, staleBefore))),
      ))
      .returning({ id: orderRefunds.id });
    if (!claimed) {
      const [current] = await db.select({ status: orderRefunds.status }).from(orderRefunds).where(eq(orderRefunds.id, refundId));
      return { status: (current?.status ?? 'REQUESTED') as RefundProcessing['status'], outcome: current?.status === 'REQUESTED' ? 'BUSY' : 'DONE' };
    }
    try {
      const payment = await capturedPaymentOf(db, refund.orderId);
      if (!payment?.providerPaymentId) throw new Error(`order ${refund.orderId} has no captured payment to refund`);
      const adapter = await adapterFor(db, refund.organizationId, payment.provider as PaymentProvider, { providerPaymentId: payment.providerPaymentId });
      const result = await adapter.refund(payment.providerPaymentId, refund.amount, refundReference(refund.id));
      await db.update(orderRefunds).set({ providerRefundId: result.providerRefundId })
        .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.providerRefundId, claim)));
    } catch (error) {
      // Give the claim back: the refund stays REQUESTED and the next try (the job, an administrator) starts afresh.
      await db.update(orderRefunds).set({ providerRefundId: null })
        .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.providerRefundId, claim)));
      return { status: 'REQUESTED', outcome: 'FAILED', error };
    }
  }
  return { status: await grantRefund(db, refundId), outcome: 'DONE' };
}
