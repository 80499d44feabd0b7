import { eq } from 'drizzle-orm';
import { isLanguage, TERM_SLUGS, type Terminology, type TermSlug } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { DEFAULT_TERMS } from './defaults';
import type { TerminologyItem } from './dto';
import { organizationTerms, terms } from './tables';

type TermRow = typeof terms.$inferSelect;
type OrganizationTermRow = Pick<typeof organizationTerms.$inferSelect, 'termSlug' | 'language' | 'singular' | 'plural'>;

const isTermSlug = (slug: string): slug is TermSlug => (TERM_SLUGS as readonly string[]).includes(slug);

async function load(db: Db, organizationId: number) {
  const [defaults, own] = await Promise.all([
    db.select().from(terms),
    db.select({ termSlug: organizationTerms.termSlug, language: organizationTerms.language, singular: organizationTerms.singular, plural: organizationTerms.plural })
      .from(organizationTerms).where(eq(organizationTerms.organizationId, organizationId)),
  ]);
  return { defaults, own };
}

/** The organization's word where it has one, else the default word (pure). */
export function resolveTerminology(defaults: TermRow[], own: OrganizationTermRow[]): Terminology {
  const out = structuredClone(DEFAULT_TERMS);
  for (const row of defaults) {
    if (!isTermSlug(row.slug)) continue;
    out[row.slug] = { en: { singular: row.enSingular, plural: row.enPlural }, ar: { singular: row.arSingular, plural: row.arPlural } };
  }
  for (const row of own) {
    if (isTermSlug(row.termSlug) && isLanguage(row.language)) out[row.termSlug][row.language] = { singular: row.singular, plural: row.plural };
  }
  return out;
}

export async function terminologyOf(db: Db, organizationId: number): Promise<Terminology> {
  const { defaults, own } = await load(db, organizationId);
  return resolveTerminology(defaults, own);
}

/** Admin-style view: each term's default and the organization's overrides. */
export async function listTerminology(db: Db, organizationId: number): Promise<TerminologyItem[]> {
  const { defaults, own } = await load(db, organizationId);
  return defaults
    .filter((row) => isTermSlug(row.slug))
    .sort((a, b) => TERM_SLUGS.indexOf(a.slug as TermSlug) - TERM_SLUGS.indexOf(b.slug as TermSlug))
    .map((row) => ({
      slug: row.slug as TermSlug,
      defaultValue: {
        isRequired: row.isRequired,
        en: { singular: row.enSingular, plural: row.enPlural },
        ar: { singular: row.arSingular, plural: row.arPlural },
      },
      organizationTerms: own
        .filter((term) => term.termSlug === row.slug && isLanguage(term.language))
        .map((term) => ({ language: term.language as 'en' | 'ar', singular: term.singular, plural: term.plural }))
        .sort((a, b) => a.language.localeCompare(b.language)),
    }));
}
