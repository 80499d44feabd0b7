import { sql, type SQL } from 'drizzle-orm';
import { courses } from '../tables';

/** Words of a search text: runs of letters, combining marks (Arabic vowel signs) and digits; everything else separates. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** Enough for a 100-character query; more words would only slow the index lookup. */
const MAX_WORDS = 20;

/**
 * A `to_tsquery('simple', ...)` expression matching every word of `text` as
 * a prefix (`'word':* & 'other':*`), or null when `text` has no word. Only
 * letters, marks and digits survive, each quoted, so user input never
 * reaches tsquery syntax (operators, weights, quotes) raw.
 */
export function prefixTsQuery(text: string): string | null {
  const words = [...new Set(text.toLocaleLowerCase().match(WORD) ?? [])].slice(0, MAX_WORDS);
  if (!words.length) return null;
  return words.map((word) => `'${word}':*`).join(' & ');
}

/** Courses whose name or brief description holds every word of `text` (as prefixes); undefined when `text` has no word. */
export function courseTextMatch(text: string | undefined): SQL | undefined {
  const tsQuery = prefixTsQuery(text?.trim() ?? '');
  return tsQuery ? sql`${courses.searchDocument} @@ to_tsquery('simple', ${tsQuery})` : undefined;
}
