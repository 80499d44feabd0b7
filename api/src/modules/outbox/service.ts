import type { Language } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { outboxMessages } from './tables';

/** push: written by the notification worker (notifications/worker.ts), kept here while no push provider is configured. */
type OutboxChannel = 'email' | 'sms' | 'push';

export interface OutboxMessageInput {
  organizationId: number;
  channel: OutboxChannel;
  /** Email address or E.164 phone number. */
  recipient: string;
  /** verify-email, reset-password, two-factor, phone-code, set-password ... */
  template: string;
  language: Language;
  /** Null for SMS. */
  subject: string | null;
  body: string;
  /** Links and codes of the message (mailbox page, tests). */
  data: Record<string, string>;
}

/**
 * Queues a message in the caller's transaction (pass the `tx`): it exists
 * exactly when the write that caused it commits. Delivery happens later,
 * outside the transaction (delivery.ts).
 */
export async function queueMessage(db: Db, message: OutboxMessageInput): Promise<{ id: number }> {
  const [row] = await db.insert(outboxMessages).values({
    organizationId: message.organizationId,
    channel: message.channel,
    recipient: message.channel === 'email' ? message.recipient.toLowerCase() : message.recipient,
    template: message.template,
    language: message.language,
    subject: message.subject,
    body: message.body,
    data: message.data,
  }).returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}
