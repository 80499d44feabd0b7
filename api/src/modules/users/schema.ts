import { boolean, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/schema';

/** Minimal members; the identity module adds credentials and the rest of spec section 3 "User". */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  /** Stored lower-cased so uniqueness is case-insensitive. */
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  arFirstName: text('ar_first_name'),
  arLastName: text('ar_last_name'),
  preferredLanguage: text('preferred_language').notNull().default('en'),
  isVerified: boolean('is_verified').notNull().default(false),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  unique('users_organization_email').on(t.organizationId, t.email),
  // Target of composite foreign keys that keep child rows inside one tenant.
  unique('users_organization_id').on(t.organizationId, t.id),
]);
