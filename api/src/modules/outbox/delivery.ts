import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../core/db/types';
import { mailboxEnabled } from './mailbox-enabled';
import { outboxMessages } from './tables';

/** Sends one email; throws when the server refuses it. */
export interface EmailTransport {
  send(message: { from: string; to: string; subject: string; text: string }): Promise<void>;
}

/** Sends one SMS; throws when the provider refuses it. No provider ships with Halaqa. */
interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}

/**
 * Where outbox messages go. A channel without a transport keeps its messages
 * in the outbox only: the development mailbox (/dev/mailbox) is their inbox.
 */
export interface Delivery {
  email: EmailTransport | null;
  sms: SmsSender | null;
  from: string;
  /**
   * Whether a delivered message keeps its body and data (links, codes). Only
   * where the development mailbox shows them: elsewhere a copy of every
   * reset link and sign-in code would sit in the database after it has left.
   */
  keepDeliveredBodies: boolean;
  /** For the startup log line. */
  description: string;
}

export interface DeliveryOverrides {
  email?: EmailTransport | null;
  sms?: SmsSender | null;
}

const DEFAULT_MAIL_FROM = 'Halaqa <no-reply@halaqa.local>';

/** SMTP through nodemailer when SMTP_URL is set (sender MAIL_FROM); otherwise the outbox only. */
export function createDelivery(env: NodeJS.ProcessEnv = process.env, overrides: DeliveryOverrides = {}): Delivery {
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  const email = overrides.email !== undefined ? overrides.email : env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null;
  const sms = overrides.sms ?? null;
  const description = [
    email ? 'email via SMTP' : 'email kept in the outbox (see /dev/mailbox)',
    sms ? 'SMS via provider' : 'SMS kept in the outbox',
  ].join('; ');
  return { email, sms, from, keepDeliveredBodies: mailboxEnabled(env), description };
}

function smtpTransport(url: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
  };
}

/** After this many failed tries a message stays failed; it is still listed in the mailbox. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const RETRY_AFTER_MS = 60_000;

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends the pending messages of the channels that have a transport. Rows are
 * claimed with FOR UPDATE SKIP LOCKED so several API processes never send one
 * message twice; a failure is written to failed_at/error and tried again
 * after a pause (RETRY_AFTER_MS times the tries so far).
 */
export async function deliverPending(db: Db, delivery: Delivery, now: Date = new Date(), limit = 20): Promise<DeliveryReport> {
  const channels = [delivery.email ? 'email' : null, delivery.sms ? 'sms' : null].filter((c): c is string => c !== null);
  if (!channels.length) return { sent: 0, failed: 0 };
  return db.transaction(async (tx) => {
    const due = await tx.select().from(outboxMessages).where(and(
      isNull(outboxMessages.sentAt),
      inArray(outboxMessages.channel, channels),
      lt(outboxMessages.attempts, MAX_DELIVERY_ATTEMPTS),
      or(isNull(outboxMessages.failedAt),
        sql`${outboxMessages.failedAt} < ${now.toISOString()}::timestamptz - make_interval(secs => ${RETRY_AFTER_MS / 1000} * ${outboxMessages.attempts})`),
    )).orderBy(asc(outboxMessages.id)).limit(limit).for('update', { skipLocked: true });
    const report: DeliveryReport = { sent: 0, failed: 0 };
    for (const message of due) {
      try {
        if (message.channel === 'email') {
          await delivery.email!.send({ from: delivery.from, to: message.recipient, subject: message.subject ?? '', text: message.body });
        } else {
          await delivery.sms!.send({ to: message.recipient, text: message.body });
        }
        // Who, what template, when and how many tries stay; what was said goes (body is NOT NULL: empty).
        const cleared = delivery.keepDeliveredBodies ? {} : { body: '', data: {} };
        await tx.update(outboxMessages).set({ sentAt: now, error: null, attempts: message.attempts + 1, ...cleared })
          .where(eq(outboxMessages.id, message.id));
        report.sent += 1;
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        await tx.update(outboxMessages).set({ failedAt: now, error: text.slice(0, 1000), attempts: message.attempts + 1 })
          .where(eq(outboxMessages.id, message.id));
        report.failed += 1;
      }
    }
    return report;
  });
}

/**
 * Polls the outbox while the app runs (only when some channel has a
 * transport). Messages are inserted inside business transactions, so they
 * are only visible here after those commit.
 */
export function startOutboxWorker(db: () => Db, delivery: Delivery, options: { intervalMs: number; onError(error: unknown): void; now(): Date }): { stop(): Promise<void> } {
  if (!delivery.email && !delivery.sms) return { stop: async () => undefined };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = deliverPending(db(), delivery, options.now()).catch(options.onError).finally(() => {
      running = null;
    });
  }, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
