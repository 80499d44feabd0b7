import { boolean, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/tables';

/** Default words for each renamable term (global, not tenant-owned). */
export const terms = pgTable('terms', {
  slug: text('slug').primaryKey(),
  isRequired: boolean('is_required').notNull().default(true),
  enSingular: text('en_singular').notNull(),
  enPlural: text('en_plural').notNull(),
  arSingular: text('ar_singular').notNull(),
  arPlural: text('ar_plural').notNull(),
});

/** An organization's own word for a term in one language. */
export const organizationTerms = pgTable('organization_terms', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
  termSlug: text('term_slug').notNull().references(() => terms.slug),
  language: text('language').notNull(),
  singular: text('singular').notNull(),
  plural: text('plural').notNull(),
}, (t) => [unique('organization_terms_org_slug_language').on(t.organizationId, t.termSlug, t.language)]);
