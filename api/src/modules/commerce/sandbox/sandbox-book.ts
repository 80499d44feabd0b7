import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { sandboxPayments, sandboxWebhookDeliveries } from '../tables';
import type { SandboxStatus } from './sandbox-status';

/**
 * The sandbox provider's books: its payments and the webhooks it owes. It
 * plays a real provider inside the API, so it keeps its own state exactly as
 * a provider would, apart from Halaqa's orders: Halaqa learns of a change
 * only through a signed webhook or by asking (verify), never by reading
 * these rows.
 */
export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxKind = 'CARD' | 'TAMARA' | 'TABBY';

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export interface OpenSandboxPayment {
  organizationId: number;
  kind: SandboxKind;
  amount: number;
  currency: string;
  description: string;
  language: string;
  callbackUrl: string;
  /** What the merchant sent with it: order and payment ids, card methods. */
  metadata: Record<string, string | number | string[]>;
}

export async function openSandboxPayment(db: Db, input: OpenSandboxPayment): Promise<SandboxPayment> {
  const [row] = await db.insert(sandboxPayments).values({ id: randomId('sbx_pay'), status: 'initiated', ...input }).returning();
  if (!row) throw new Error('sandbox payment insert returned no row');
  return row;
}

export async function findSandboxPayment(db: Db, organizationId: number, id: string): Promise<SandboxPayment | null> {
  const [row] = await db.select().from(sandboxPayments)
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.organizationId, organizationId))).limit(1);
  return row ?? null;
}

/** A change a provider tells its merchant about (the challenge step is the member's, not news). */
const NOTIFIED: readonly SandboxStatus[] = ['paid', 'approved', 'captured', 'declined', 'failed', 'canceled', 'expired', 'refunded', 'partially_refunded'];

/** The signed body of a sandbox webhook: the payment as it is now. */
function webhookBodyOf(eventId: string, payment: SandboxPayment, at: Date): string {
  return JSON.stringify({
    id: eventId,
    type: `payment.${payment.status}`,
    created: at.toISOString(),
    data: {
      id: payment.id, kind: payment.kind, status: payment.status, amount: payment.amount,
      refunded: payment.refundedAmount, currency: payment.currency, metadata: payment.metadata,
    },
  });
}

/**
 * Moves a payment from one of `from` to `to` and queues the webhook of the
 * change, in one transaction. Null when the payment is no longer in `from`
 * (a double submit, a page left open): nothing moves twice, no webhook twice.
 */
export async function moveSandboxPayment(
  db: Db,
  at: { organizationId: number; id: string },
  from: readonly SandboxStatus[],
  to: SandboxStatus,
  now: Date,
  changes: { refundedAmount?: number; metadata?: Record<string, unknown> } = {},
): Promise<SandboxPayment | null> {
  return db.transaction(async (tx) => {
    const [moved] = await tx.update(sandboxPayments)
      .set({
        status: to,
        updatedAt: now,
        ...(changes.refundedAmount === undefined ? {} : { refundedAmount: changes.refundedAmount }),
        ...(changes.metadata === undefined ? {} : { metadata: sql`${sandboxPayments.metadata} || ${JSON.stringify(changes.metadata)}::jsonb` }),
      })
      .where(and(eq(sandboxPayments.id, at.id), eq(sandboxPayments.organizationId, at.organizationId), inArray(sandboxPayments.status, [...from])))
      .returning();
    if (!moved) return null;
    if (NOTIFIED.includes(to)) {
      const eventId = randomId('evt');
      await tx.insert(sandboxWebhookDeliveries).values({
        organizationId: moved.organizationId, paymentId: moved.id, eventId, eventType: `payment.${to}`,
        body: webhookBodyOf(eventId, moved, now), nextAttemptAt: now,
      });
    }
    return moved;
  });
}

/**
 * Refunds part or all of a paid payment: one conditional update (the sum can
 * never pass the amount, whatever runs at once) and its webhook. Null when
 * the payment was not paid or the amount is more than is left.
 */
export async function refundSandboxPayment(db: Db, at: { organizationId: number; id: string }, amount: number, now: Date): Promise<{ payment: SandboxPayment; refundId: string } | null> {
  return db.transaction(async (tx) => {
    const total = sql`${sandboxPayments.refundedAmount} + ${amount}`;
    const [moved] = await tx.update(sandboxPayments)
      .set({
        refundedAmount: total,
        status: sql`case when ${total} >= ${sandboxPayments.amount} then 'refunded' else 'partially_refunded' end`,
        updatedAt: now,
      })
      .where(and(
        eq(sandboxPayments.id, at.id), eq(sandboxPayments.organizationId, at.organizationId),
        inArray(sandboxPayments.status, ['paid', 'captured', 'partially_refunded']), sql`${total} <= ${sandboxPayments.amount}`,
      ))
      .returning();
    if (!moved) return null;
    const eventId = randomId('evt');
    await tx.insert(sandboxWebhookDeliveries).values({
      organizationId: moved.organizationId, paymentId: moved.id, eventId, eventType: `payment.${moved.status}`,
      body: webhookBodyOf(eventId, moved, now), nextAttemptAt: now,
    });
    return { payment: moved, refundId: randomId('sbx_rfd') };
  });
}
