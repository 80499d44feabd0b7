import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';

/** The micro-frontends an organization has switched on (a row means enabled). */
export const organizationRemotes = pgTable('organization_remotes', {
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  remoteName: text('remote_name').notNull(),
}, (t) => [primaryKey({ columns: [t.organizationId, t.remoteName] })]);
