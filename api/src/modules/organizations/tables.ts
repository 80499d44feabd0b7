import { boolean, foreignKey, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { permissionSets } from '../permissions/tables';

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameArabic: text('name_arabic').notNull(),
  domainPrefix: text('domain_prefix').notNull().unique(),
  description: text('description'),
  copyrightMessage: text('copyright_message').notNull().default('All rights reserved'),
  logoUrl: text('logo_url'),
  iconUrl: text('icon_url'),
  currencyCode: text('currency_code').notNull().default('SAR'),
  /** The organization's own permissions (features and what it may hand out); set by the seed after the sets exist. */
  permissionSetId: integer('permission_set_id'),
  /** The set of members who have none of their own. */
  defaultMemberPermissionSetId: integer('default_member_permission_set_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Both sets belong to this organization.
  foreignKey({ name: 'organizations_permission_set_fk', columns: [t.id, t.permissionSetId], foreignColumns: [permissionSets.organizationId, permissionSets.id] }),
  foreignKey({ name: 'organizations_default_member_set_fk', columns: [t.id, t.defaultMemberPermissionSetId], foreignColumns: [permissionSets.organizationId, permissionSets.id] }),
]);

/** Ordered theme colors: position 0 is primary, 1 secondary. */
export const organizationColors = pgTable('organization_colors', {
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  color: text('color').notNull(),
}, (t) => [primaryKey({ columns: [t.organizationId, t.position] })]);

/** Font catalog shared by all organizations (not tenant-owned). */
export const fontFamilies = pgTable('font_families', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isGoogleFont: boolean('is_google_font').notNull().default(false),
});

export const fontStyles = pgTable('font_styles', {
  id: serial('id').primaryKey(),
  fontFamilyId: integer('font_family_id').notNull().references(() => fontFamilies.id, { onDelete: 'cascade' }),
  weight: integer('weight').notNull().default(400),
  url: text('url').notNull(),
}, (t) => [unique('font_styles_family_weight').on(t.fontFamilyId, t.weight)]);

/** Which font family an organization uses for each language. */
export const organizationFonts = pgTable('organization_fonts', {
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  fontFamilyId: integer('font_family_id').notNull().references(() => fontFamilies.id),
}, (t) => [primaryKey({ columns: [t.organizationId, t.language] })]);

/** Configuration keys and JSON values (spec section 3, configuration flags). */
export const organizationConfigs = pgTable('organization_configs', {
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  value: jsonb('value').notNull(),
}, (t) => [primaryKey({ columns: [t.organizationId, t.key] })]);
