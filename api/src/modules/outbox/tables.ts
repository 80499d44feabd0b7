import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';

/**
 * Every email and SMS the platform sends. The delivery adapter (SMTP when
 * configured, else nothing) reads from here; the development mailbox page
 * lists it so a person can follow links and codes.
 */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  /** email | sms */
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  /** verify-email, reset-password, two-factor, phone-code, set-password ... */
  template: text('template').notNull(),
  language: text('language').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  /** Links and codes of the message, for the mailbox page and tests. */
  data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Last failed delivery try; the message is tried again later (see delivery.ts). */
  failedAt: timestamp('failed_at', { withTimezone: true }),
  error: text('error'),
  /** Delivery tries so far; after MAX_DELIVERY_ATTEMPTS the message stays failed (and listed). */
  attempts: integer('attempts').notNull().default(0),
}, (t) => [
  index('outbox_messages_recipient').on(t.organizationId, t.recipient),
  index('outbox_messages_pending').on(t.sentAt, t.id),
]);
