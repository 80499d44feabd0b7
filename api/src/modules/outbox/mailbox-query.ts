import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { organizations } from '../organizations/tables';
import { outboxMessages } from './tables';

export interface OutboxEntry {
  id: number;
  organizationId: number;
  domainPrefix: string;
  channel: string;
  recipient: string;
  template: string;
  language: string;
  subject: string | null;
  body: string;
  data: Record<string, string>;
  createdAt: string;
  sentAt: string | null;
  failedAt: string | null;
  error: string | null;
}

const MAILBOX_LIMIT = 200;

/** Newest first, every organization; emails are stored lower-cased so the filter is too. */
export async function listOutbox(db: Db, recipient: string | null): Promise<OutboxEntry[]> {
  const wanted = recipient?.trim() ? (recipient.includes('@') ? recipient.trim().toLowerCase() : recipient.trim()) : null;
  const rows = await db.select({ message: outboxMessages, domainPrefix: organizations.domainPrefix }).from(outboxMessages)
    .innerJoin(organizations, eq(organizations.id, outboxMessages.organizationId))
    .where(wanted ? eq(outboxMessages.recipient, wanted) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(MAILBOX_LIMIT);
  return rows.map(({ message, domainPrefix }) => ({
    id: message.id,
    organizationId: message.organizationId,
    domainPrefix,
    channel: message.channel,
    recipient: message.recipient,
    template: message.template,
    language: message.language,
    subject: message.subject,
    body: message.body,
    data: message.data,
    createdAt: message.createdAt.toISOString(),
    sentAt: message.sentAt?.toISOString() ?? null,
    failedAt: message.failedAt?.toISOString() ?? null,
    error: message.error,
  }));
}
