import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { HELP_CENTER_CATEGORIES, SUPPORT_TICKET_SOURCES, SUPPORT_TICKET_STATUSES } from '@halaqa/contracts/src/support';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';

/**
 * A support ticket (spec section 3 "Other": technical support tickets,
 * status default received). From a member (requester_user_id), or from a
 * visitor through the contact form or a chat (name and email as given).
 */
export const supportTickets = pgTable('support_tickets', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  /** The member who opened it; null for a visitor. Deleting the account deletes its tickets (foreign key below). */
  requesterUserId: integer('requester_user_id'),
  /** As given on the contact form or to the chat; null when the member's account says it (read from users). */
  requesterName: text('requester_name'),
  requesterEmail: text('requester_email'),
  subject: text('subject').notNull(),
  status: text('status', { enum: SUPPORT_TICKET_STATUSES }).notNull().default('received'),
  source: text('source', { enum: SUPPORT_TICKET_SOURCES }).notNull(),
  /** sha256 of a visitor's chat access token (handed out once, at the chat's opening); null otherwise. */
  accessTokenHash: text('access_token_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last message or status change: what the support staff sort by. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('support_tickets_org_id').on(t.organizationId, t.id),
  // A member's own list, newest first.
  index('support_tickets_org_requester').on(t.organizationId, t.requesterUserId, t.id),
  foreignKey({ name: 'support_tickets_requester_fk', columns: [t.organizationId, t.requesterUserId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
  check('support_tickets_status', sql`${t.status} in ('received', 'pending', 'resolved')`),
  check('support_tickets_source', sql`${t.source} in ('member', 'contact-us', 'chat')`),
  // Somebody to answer: a member, or a visitor's name and email.
  check('support_tickets_requester', sql`${t.requesterUserId} is not null or (${t.requesterName} is not null and ${t.requesterEmail} is not null)`),
]);

/**
 * The conversation of a ticket, oldest first. The author is kept for the
 * record only (no foreign key: a staff member's account may go, their
 * answers stay); `from_staff` is what readers are shown.
 */
export const supportTicketMessages = pgTable('support_ticket_messages', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  ticketId: integer('ticket_id').notNull(),
  /** The member who wrote it; null for a visitor. */
  authorUserId: integer('author_user_id'),
  fromStaff: boolean('from_staff').notNull().default(false),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('support_ticket_messages_ticket').on(t.organizationId, t.ticketId, t.id),
  foreignKey({ name: 'support_ticket_messages_ticket_fk', columns: [t.organizationId, t.ticketId], foreignColumns: [supportTickets.organizationId, supportTickets.id] }).onDelete('cascade'),
]);

/** The help center's questions and answers (GET help-center), in both languages. */
export const helpCenterArticles = pgTable('help_center_articles', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  category: text('category', { enum: HELP_CENTER_CATEGORIES }).notNull(),
  /** Order within the category. */
  position: integer('position').notNull().default(0),
  questionEn: text('question_en').notNull(),
  answerEn: text('answer_en').notNull(),
  questionAr: text('question_ar').notNull(),
  answerAr: text('answer_ar').notNull(),
  isPublished: boolean('is_published').notNull().default(true),
  /** The seed's name for the article, so seeding again adds nothing twice; null for articles the organization writes. */
  seedKey: text('seed_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('help_center_articles_seed_key').on(t.organizationId, t.seedKey),
  index('help_center_articles_org_order').on(t.organizationId, t.category, t.position),
  check('help_center_articles_category', sql`${t.category} in ('getting-started', 'account', 'courses', 'certificates', 'support')`),
]);

/**
 * Accepted contact messages and chat openings (and visitors' chat
 * messages), by bucket, for the rate limit of contact-limit.ts. Buckets hold
 * hashes, never the address or email itself. Rows older than the window are
 * dropped as new ones come.
 */
export const supportContactAttempts = pgTable('support_contact_attempts', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  /** `address:<sha256>`, `email:<sha256>` or `ticket:<id>` */
  bucket: text('bucket').notNull(),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('support_contact_attempts_bucket_time').on(t.organizationId, t.bucket, t.attemptedAt)]);
