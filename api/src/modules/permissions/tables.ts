import { boolean, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';

/** Contexts 1 global .. 5 other (spec section 3); ids are fixed, the catalogue refers to them. */
export const permissionContexts = pgTable('permission_contexts', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
});

export const permissionCategories = pgTable('permission_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
});

/** The platform's permission catalogue (shared by every organization; seeded from shared/permissions). */
export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  contextId: integer('context_id').notNull().references(() => permissionContexts.id),
  categoryId: integer('category_id').notNull().references(() => permissionCategories.id),
  /** Platform-controlled: not offered to organization administrators. */
  isHidden: boolean('is_hidden').notNull().default(false),
});

export const permissionPrerequisites = pgTable('permission_prerequisites', {
  permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
  prerequisiteId: integer('prerequisite_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.permissionId, t.prerequisiteId] })]);

/**
 * A named set of permissions owned by one organization: either the
 * organization's own feature set (context 3) or a set its members hold
 * (context 4). Predefined sets are locked against editing and deleting.
 */
export const permissionSets = pgTable('permission_sets', {
  id: serial('id').primaryKey(),
  // Typed by hand: organizations refers back to this table, which TypeScript cannot infer around.
  organizationId: integer('organization_id').notNull().references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
  contextId: integer('context_id').notNull().references(() => permissionContexts.id),
  /** The seed's name for a predefined set (administrator, member, ...); null for sets made by people. */
  seedKey: text('seed_key'),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  canBeEdited: boolean('can_be_edited').notNull().default(true),
  canBeDeleted: boolean('can_be_deleted').notNull().default(true),
  isPredefined: boolean('is_predefined').notNull().default(false),
  clonedFromId: integer('cloned_from_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Target of composite foreign keys that keep a set inside its organization.
  unique('permission_sets_organization_id').on(t.organizationId, t.id),
  unique('permission_sets_organization_seed_key').on(t.organizationId, t.seedKey),
  foreignKey({ name: 'permission_sets_cloned_from_fk', columns: [t.organizationId, t.clonedFromId], foreignColumns: [t.organizationId, t.id] }),
]);

export const permissionSetPermissions = pgTable('permission_set_permissions', {
  permissionSetId: integer('permission_set_id').notNull().references(() => permissionSets.id, { onDelete: 'cascade' }),
  permissionId: integer('permission_id').notNull().references(() => permissions.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.permissionSetId, t.permissionId] }),
  index('permission_set_permissions_permission').on(t.permissionId),
]);
