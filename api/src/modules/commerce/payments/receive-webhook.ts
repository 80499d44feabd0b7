import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import type { SettleDeps } from '../checkout/settle-payment';
import { settlePayment } from '../checkout/settle-payment';
import { orderPayments, paymentWebhookEvents } from '../tables';
import { adapterFor } from './providers';

export type WebhookProvider = 'CARD' | 'TAMARA' | 'TABBY';

export interface IncomingWebhook {
  organizationId: number;
  provider: WebhookProvider;
  /** The exact bytes received: the signature is over them. */
  rawBody: Buffer;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export interface WebhookReceipt {
  /** The event was seen before: nothing was done. */
  duplicate: boolean;
  /** The payment was settled (false: recorded, and the reconciliation job retries it). */
  processed: boolean;
}

function payloadOf(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return {};
  }
}

/**
 * A provider's webhook (docs/design/commerce-api.md "Exactly once"): the
 * adapter of the organization's gateway checks its signature over the raw
 * body (400 pay-003 / pay-004) and reads it; the event id is inserted first
 * (ON CONFLICT DO NOTHING), so a duplicate, however many arrive at once,
 * does nothing; then the payment is settled: re-verified with the provider,
 * completed or failed. The HTTP route and the sandbox's delivery worker
 * both come through here.
 */
export async function receiveWebhook(db: Db, webhook: IncomingWebhook, deps: SettleDeps): Promise<WebhookReceipt> {
  const adapter = await adapterFor(db, webhook.organizationId, webhook.provider, { ...deps.adapters, now: deps.now });
  const event = adapter.readWebhook(webhook.rawBody, webhook.headers, deps.now());
  const [recorded] = await db.insert(paymentWebhookEvents).values({
    organizationId: webhook.organizationId, provider: webhook.provider, eventId: event.eventId.slice(0, 200), eventType: event.eventType.slice(0, 100),
    providerPaymentId: event.providerPaymentId.slice(0, 200), payload: payloadOf(webhook.rawBody), receivedAt: deps.now(),
  }).onConflictDoNothing().returning({ id: paymentWebhookEvents.id });
  if (!recorded) return { duplicate: true, processed: false };
  try {
    await processWebhookEvent(db, recorded.id, deps);
    return { duplicate: false, processed: true };
  } catch (error) {
    deps.log.error({ err: error, webhookEventId: recorded.id }, 'webhook recorded but not processed: the reconciliation job retries it');
    return { duplicate: false, processed: false };
  }
}

/**
 * Settles the payment a recorded webhook is about, and marks the event
 * processed; a failure counts an attempt and keeps the error (the
 * reconciliation job retries unprocessed events). A webhook may arrive
 * before Halaqa stored the provider's id of the payment (the checkout's
 * provider call still answering): that too is retried.
 */
export async function processWebhookEvent(db: Db, eventRowId: number, deps: SettleDeps): Promise<void> {
  const [event] = await db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, eventRowId));
  if (!event || event.processedAt) return;
  try {
    const [payment] = await db.select().from(orderPayments).where(and(
      eq(orderPayments.organizationId, event.organizationId), eq(orderPayments.provider, event.provider),
      eq(orderPayments.providerPaymentId, event.providerPaymentId ?? ''),
    ));
    if (!payment) throw new Error(`no ${event.provider} payment ${event.providerPaymentId ?? '?'} in organization ${event.organizationId} (yet)`);
    await settlePayment(db, payment, deps, { checkLateCapture: true });
    await db.update(paymentWebhookEvents)
      .set({ processedAt: deps.now(), attempts: sql`${paymentWebhookEvents.attempts} + 1`, lastError: null })
      .where(eq(paymentWebhookEvents.id, event.id));
  } catch (error) {
    await db.update(paymentWebhookEvents)
      .set({ attempts: sql`${paymentWebhookEvents.attempts} + 1`, lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500) })
      .where(eq(paymentWebhookEvents.id, event.id));
    throw error;
  }
}
