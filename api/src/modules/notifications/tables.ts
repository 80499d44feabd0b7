import { bigint, bigserial, boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { NotificationData } from '@halaqa/contracts/src/notifications';
import { sessionFamilies } from '../auth/tables';
import { users } from '../users/tables';

/** Who hears about a domain event (resolved by the notification worker). */
export type EventAudience =
  | { kind: 'users'; userIds: number[] }
  /** Every active member of the organization. */
  | { kind: 'organization' }
  /** The organization's administrators (manage-members). */
  | { kind: 'administrators' }
  /** Nobody: the event is only a record (the activity log). */
  | { kind: 'none' };

/**
 * The outbox of domain events: written in the transaction of the change that
 * caused it (events.ts recordEvent), so an event exists exactly when its
 * change committed. The notification worker turns each into notifications
 * once; the rows stay as the members' activity log.
 */
export const domainEvents = pgTable('domain_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  organizationId: integer('organization_id').notNull(),
  /** announcement.published, course.enrolled, auth.signed-in ... (events.ts DomainEventType) */
  type: text('type').notNull(),
  /** The member whose action it was (null: the platform, a visitor). */
  actorUserId: integer('actor_user_id'),
  /** The ids the event is about (courseId, announcementId ...). */
  subject: jsonb('subject').$type<Record<string, number>>().notNull().default({}),
  audience: jsonb('audience').$type<EventAudience>().notNull(),
  /** What the notification text needs (names in both languages, the device of a sign-in ...). */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Not before then (an announcement that starts later); null: at once. */
  deliverAt: timestamp('deliver_at', { withTimezone: true }),
  /** Set by the worker once its notifications exist. */
  processedAt: timestamp('processed_at', { withTimezone: true }),
}, (t) => [
  index('domain_events_pending').on(t.id).where(sql`${t.processedAt} is null`),
  index('domain_events_actor').on(t.organizationId, t.actorUserId, t.id),
]);

/**
 * A member's notifications. One per (event, member): the unique key makes
 * the worker's insert idempotent, so a replayed event never notifies twice.
 */
export const notifications = pgTable('notifications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  eventId: bigint('event_id', { mode: 'number' }).notNull().references(() => domainEvents.id, { onDelete: 'cascade' }),
  templateId: integer('template_id').notNull(),
  /** The text in each language, written when the notification is made (names as they were then). */
  texts: jsonb('texts').$type<{ en: string; ar: string }>().notNull(),
  data: jsonb('data').$type<NotificationData>().notNull(),
  imgUrl: text('img_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
  /** Deleted by the member: hidden from every list and count. */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
}, (t) => [
  unique('notifications_event_user').on(t.eventId, t.userId),
  index('notifications_user_list').on(t.organizationId, t.userId, t.id).where(sql`${t.hiddenAt} is null`),
  index('notifications_user_unread').on(t.organizationId, t.userId).where(sql`${t.hiddenAt} is null and ${t.readAt} is null`),
  foreignKey({ name: 'notifications_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/** A member's switched-off control groups (a missing row: on). */
export const notificationSettings = pgTable('notification_settings', {
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  controlGroupId: integer('control_group_id').notNull(),
  isDisabled: boolean('is_disabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.userId, t.controlGroupId] }),
  foreignKey({ name: 'notification_settings_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);

/**
 * Short-lived, single-use tickets that open a notification stream (GET sse):
 * the address of an EventSource cannot carry headers, and the access token
 * must not sit in addresses (logs, history). Only a hash is stored.
 */
export const streamTickets = pgTable('stream_tickets', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  sessionFamilyId: uuid('session_family_id').notNull().references(() => sessionFamilies.id, { onDelete: 'cascade' }),
  ticketHash: text('ticket_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [index('stream_tickets_expiry').on(t.expiresAt)]);

/** Push (FCM) registration tokens of a member's devices. */
export const pushTokens = pgTable('push_tokens', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  userId: integer('user_id').notNull(),
  token: text('token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('push_tokens_user_token').on(t.userId, t.token),
  foreignKey({ name: 'push_tokens_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);
