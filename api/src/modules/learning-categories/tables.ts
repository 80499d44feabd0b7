import { foreignKey, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';

export const learningCategories = pgTable('learning_categories', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id'),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
}, (t) => [
  unique('learning_categories_org_id').on(t.organizationId, t.id),
  // A parent must belong to the same organization.
  foreignKey({ name: 'learning_categories_parent_fk', columns: [t.organizationId, t.parentId], foreignColumns: [t.organizationId, t.id] }).onDelete('cascade'),
]);
