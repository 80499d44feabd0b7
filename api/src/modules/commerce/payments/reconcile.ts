import { and, asc, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { failPayment } from '../checkout/fail-payment';
import { settlePayment, type SettleDeps } from '../checkout/settle-payment';
import { orderPayments, paymentWebhookEvents } from '../tables';
import { processWebhookEvent } from './receive-webhook';

export interface ReconcileOptions {
  log: SettleDeps['log'];
  adapters?: SettleDeps['adapters'];
  /** Payments younger than this are left to the member's return and the webhook (default 2 minutes). */
  staleAfterMs?: number;
  /** A payment the provider still calls pending after this long is given up as EXPIRED, its cart given back (default 1 hour). */
  expireAfterMs?: number;
  /** Unprocessed webhooks younger than this are left to their first processing (default 30 s). */
  retryWebhooksAfterMs?: number;
  limit?: number;
}

export interface ReconcileReport {
  /** Payments asked about. */
  checked: number;
  /** Webhooks whose processing was retried. */
  webhooksRetried: number;
  errors: unknown[];
}

/** A webhook whose processing failed this often is left for a person to look at (its last error is kept). */
const WEBHOOK_ATTEMPTS = 10;

/**
 * One pass of the reconciliation job (docs/design/commerce-api.md "Exactly
 * once"): every payment PENDING or AUTHORISED for more than two minutes is
 * re-verified with its provider and completed or failed (the API may have
 * died between the provider's success and fulfilment, or no webhook came);
 * a checkout whose provider call never answered is failed, its cart given
 * back; recorded webhooks whose processing failed are processed again. Runs
 * at start-up and every minute, over every organization (system database);
 * each payment's failure is reported, not thrown, so the others go on.
 */
export async function reconcilePayments(db: Db, now: Date, options: ReconcileOptions): Promise<ReconcileReport> {
  const deps: SettleDeps = { now: () => now, log: options.log, ...(options.adapters ? { adapters: options.adapters } : {}) };
  const staleBefore = new Date(now.getTime() - (options.staleAfterMs ?? 120_000));
  const expireBefore = new Date(now.getTime() - (options.expireAfterMs ?? 3_600_000));
  const report: ReconcileReport = { checked: 0, webhooksRetried: 0, errors: [] };

  const stale = await db.select().from(orderPayments)
    .where(and(inArray(orderPayments.status, ['PENDING', 'AUTHORISED']), lt(orderPayments.createdAt, staleBefore)))
    .orderBy(asc(orderPayments.createdAt)).limit(options.limit ?? 100);
  for (const payment of stale) {
    report.checked += 1;
    try {
      if (payment.provider !== 'FREE' && !payment.providerPaymentId) {
        // The checkout's provider call never answered (its process died): the member never got a page to pay on.
        await failPayment(db, { paymentId: payment.id, status: 'FAILED', failureCode: 'never-started', notify: false }, now);
        continue;
      }
      const settled = await settlePayment(db, payment, deps);
      if (settled.outcome === 'PENDING' && payment.createdAt < expireBefore) {
        await failPayment(db, { paymentId: payment.id, status: 'EXPIRED', failureCode: 'expired', notify: true }, now);
      }
    } catch (error) {
      report.errors.push(error);
    }
  }

  const unprocessed = await db.select({ id: paymentWebhookEvents.id }).from(paymentWebhookEvents)
    .where(and(
      isNull(paymentWebhookEvents.processedAt), lt(paymentWebhookEvents.attempts, WEBHOOK_ATTEMPTS),
      lt(paymentWebhookEvents.receivedAt, new Date(now.getTime() - (options.retryWebhooksAfterMs ?? 30_000))),
    ))
    .orderBy(asc(paymentWebhookEvents.receivedAt)).limit(options.limit ?? 100);
  for (const event of unprocessed) {
    report.webhooksRetried += 1;
    await processWebhookEvent(db, event.id, deps).catch((error: unknown) => report.errors.push(error));
  }
  return report;
}
