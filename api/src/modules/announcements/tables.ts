import { foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';
import { users } from '../users/tables';

export const announcements = pgTable('organization_announcements', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  /** Text shown when there is no translation for the request language. */
  body: text('body').notNull(),
  externalLink: text('external_link'),
  startDate: timestamp('start_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  createdById: integer('created_by_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('organization_announcements_org_id').on(t.organizationId, t.id),
  index('organization_announcements_org_created').on(t.organizationId, t.createdAt.desc()),
  foreignKey({ name: 'organization_announcements_created_by_fk', columns: [t.organizationId, t.createdById], foreignColumns: [users.organizationId, users.id] }),
]);

export const announcementTranslations = pgTable('organization_announcement_translations', {
  organizationId: integer('organization_id').notNull(),
  announcementId: integer('announcement_id').notNull(),
  language: text('language').notNull(),
  body: text('body').notNull(),
}, (t) => [
  primaryKey({ name: 'announcement_translations_pk', columns: [t.announcementId, t.language] }),
  foreignKey({ name: 'announcement_translations_announcement_fk', columns: [t.organizationId, t.announcementId], foreignColumns: [announcements.organizationId, announcements.id] }).onDelete('cascade'),
]);

export const announcementDismissals = pgTable('organization_announcement_dismissals', {
  organizationId: integer('organization_id').notNull(),
  announcementId: integer('announcement_id').notNull(),
  userId: integer('user_id').notNull(),
  dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'announcement_dismissals_pk', columns: [t.announcementId, t.userId] }),
  foreignKey({ name: 'announcement_dismissals_announcement_fk', columns: [t.organizationId, t.announcementId], foreignColumns: [announcements.organizationId, announcements.id] }).onDelete('cascade'),
  foreignKey({ name: 'announcement_dismissals_user_fk', columns: [t.organizationId, t.userId], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade'),
]);
