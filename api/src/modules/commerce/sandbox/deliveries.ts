import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import type { SettleDeps } from '../checkout/settle-payment';
import { gatewayOf } from '../payments/providers';
import { receiveWebhook, type WebhookProvider } from '../payments/receive-webhook';
import { SIGNATURE_HEADER, signWebhook } from '../payments/signature';
import { sandboxPayments, sandboxWebhookDeliveries } from '../tables';
import { sandboxWebhookSecret } from './sandbox-secret';

/** After a failed attempt, the next one waits this long (then the sandbox gives up): 1 s, 5 s, 30 s, 2 min, 10 min. */
export const DELIVERY_BACKOFF_SECONDS = [1, 5, 30, 120, 600] as const;
const ATTEMPTS = DELIVERY_BACKOFF_SECONDS.length + 1;
/** "Never again": where a delivery that used its last attempt is parked. */
const GIVEN_UP_SECONDS = 100 * 365 * 24 * 3600;

export type SandboxDelivery = typeof sandboxWebhookDeliveries.$inferSelect;

/**
 * Delivers a sandbox webhook in-process, through exactly the path an HTTP
 * delivery would take (receiveWebhook: the adapter's signature check over
 * the raw bytes, deduplication, settlement), signed as the sandbox signs it
 * now. In-process rather than over HTTP: the worker needs no address of
 * its own server, and a delivery works the same in tests and behind any
 * proxy. The HTTP route is the same function behind a content-type parser.
 */
export async function deliverInProcess(db: Db, delivery: SandboxDelivery, deps: SettleDeps): Promise<void> {
  const [payment] = await db.select({ kind: sandboxPayments.kind }).from(sandboxPayments).where(eq(sandboxPayments.id, delivery.paymentId));
  if (!payment) throw new Error(`sandbox payment ${delivery.paymentId} is gone`);
  const gateway = await gatewayOf(db, delivery.organizationId, payment.kind);
  const rawBody = Buffer.from(delivery.body, 'utf8');
  const signature = signWebhook(sandboxWebhookSecret(delivery.organizationId, gateway.webhookSecretEnv), rawBody, deps.now());
  await receiveWebhook(db, {
    organizationId: delivery.organizationId, provider: payment.kind as WebhookProvider, rawBody, headers: { [SIGNATURE_HEADER]: signature, 'content-type': 'application/json' },
  }, deps);
}

export interface DeliveryReport {
  delivered: number;
  failed: number;
  errors: unknown[];
}

/**
 * One pass of the sandbox's webhook queue: the due deliveries are claimed
 * (SKIP LOCKED, with the next attempt's time written in the same statement,
 * so a process dying mid-delivery leaves it to be retried at its backoff),
 * delivered, and marked delivered. Runs with the system database: every
 * organization's queue.
 */
export async function deliverDueWebhooks(
  db: Db, now: Date, deliver: (delivery: SandboxDelivery) => Promise<void>, options: { limit?: number } = {},
): Promise<DeliveryReport> {
  const t = sandboxWebhookDeliveries;
  const due = db.select({ id: t.id }).from(t)
    .where(and(isNull(t.deliveredAt), lte(t.nextAttemptAt, now), lt(t.attempts, ATTEMPTS)))
    .orderBy(asc(t.nextAttemptAt)).limit(options.limit ?? 20).for('update', { skipLocked: true });
  // The waits are our constants, written into the statement: bound, they would reach make_interval untyped.
  const waits = sql.raw(`${DELIVERY_BACKOFF_SECONDS.map((seconds, attempt) => `when ${attempt} then ${seconds}`).join(' ')} else ${GIVEN_UP_SECONDS}`);
  const wait = sql`(case ${t.attempts} ${waits} end)`;
  const claimed = await db.update(t)
    .set({ attempts: sql`${t.attempts} + 1`, nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${wait})` })
    .where(inArray(t.id, due))
    .returning();
  const report: DeliveryReport = { delivered: 0, failed: 0, errors: [] };
  for (const delivery of claimed) {
    try {
      await deliver(delivery);
      await db.update(t).set({ deliveredAt: now, lastError: null }).where(eq(t.id, delivery.id));
      report.delivered += 1;
    } catch (error) {
      await db.update(t).set({ lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500) }).where(eq(t.id, delivery.id));
      report.failed += 1;
      report.errors.push(error);
    }
  }
  return report;
}
