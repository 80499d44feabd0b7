import { sql } from 'drizzle-orm';
import { type AnyPgColumn, foreignKey, integer, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../../modules/organizations/tables';
import { users } from '../../modules/users/tables';

/** Column and constraint builders the tenant tables of social and coaching share. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** An SQL list of fixed literals for a CHECK (the values are constants of the code, never input). */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
export const organizationId = () => integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' });
/** The row's member belongs to the row's organization. */
export const memberOf = (name: string, t: { organizationId: AnyPgColumn }, column: AnyPgColumn) =>
  foreignKey({ name, columns: [t.organizationId, column], foreignColumns: [users.organizationId, users.id] }).onDelete('cascade');
