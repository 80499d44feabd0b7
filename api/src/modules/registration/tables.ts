import { foreignKey, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';

export interface RegistrationFieldOption {
  value: string;
  label: { en: string; ar: string };
}

/**
 * One field of an organization's registration form. The spec's separate
 * formField catalog is folded in (slug, fieldKey, typeSlug) until an admin
 * screen needs to share fields between organizations.
 */
export const registrationFields = pgTable('registration_fields', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  fieldKey: text('field_key').notNull(),
  slug: text('slug').notNull(),
  typeSlug: text('type_slug').notNull(),
  groupName: text('group_name'),
  sortOrder: integer('sort_order').notNull().default(0),
  labelEn: text('label_en').notNull(),
  labelAr: text('label_ar').notNull(),
  options: jsonb('options').$type<RegistrationFieldOption[]>(),
}, (t) => [
  unique('registration_fields_org_key').on(t.organizationId, t.fieldKey),
  unique('registration_fields_org_id').on(t.organizationId, t.id),
]);

/** Type modifiers of a field (e.g. `optional`, `required`). */
export const registrationFieldModifiers = pgTable('registration_field_modifiers', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  fieldId: integer('field_id').notNull(),
  slug: text('slug').notNull(),
}, (t) => [
  unique('registration_field_modifiers_field_slug').on(t.fieldId, t.slug),
  // Composite key: a modifier can only point at a field of its own organization.
  foreignKey({ name: 'registration_field_modifiers_field_fk', columns: [t.organizationId, t.fieldId], foreignColumns: [registrationFields.organizationId, registrationFields.id] }).onDelete('cascade'),
]);
