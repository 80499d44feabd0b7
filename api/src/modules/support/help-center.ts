import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Language, Paged } from '@halaqa/contracts';
import type { HelpCenterArticle } from '@halaqa/contracts/src/support';
import type { Db } from '../../core/db/types';
import { ARTICLE_PAGE_SIZE, type HelpCenterQuery } from './dto';
import { helpCenterArticles } from './tables';

/** `text` as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

// Sections in the order of HELP_CENTER_CATEGORIES (the page shows them so).
const categoryOrder = sql`array_position(array['getting-started', 'account', 'courses', 'certificates', 'support'], ${helpCenterArticles.category})`;

/**
 * GET help-center: the organization's published questions and answers in
 * the request language, by section and position. `search` is trimmed and
 * looked for, case-insensitively, in the question and the answer.
 */
export async function listArticles(
  db: Db,
  scope: { organizationId: number; language: Language },
  query: HelpCenterQuery,
): Promise<Paged<HelpCenterArticle>> {
  const question = scope.language === 'ar' ? helpCenterArticles.questionAr : helpCenterArticles.questionEn;
  const answer = scope.language === 'ar' ? helpCenterArticles.answerAr : helpCenterArticles.answerEn;
  const conditions: SQL[] = [eq(helpCenterArticles.organizationId, scope.organizationId), eq(helpCenterArticles.isPublished, true)];
  if (query.category) conditions.push(eq(helpCenterArticles.category, query.category));
  const search = query.search?.trim();
  if (search) conditions.push(or(ilike(question, containing(search)), ilike(answer, containing(search)))!);
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(helpCenterArticles).where(where);
  const data = await db.select({ id: helpCenterArticles.id, category: helpCenterArticles.category, question, answer })
    .from(helpCenterArticles)
    .where(where)
    .orderBy(categoryOrder, asc(helpCenterArticles.position), asc(helpCenterArticles.id))
    .offset(query.skip ?? 0)
    .limit(query.take ?? ARTICLE_PAGE_SIZE);
  return { count: total?.value ?? 0, data };
}
