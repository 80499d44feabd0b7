import { and, desc, eq, exists, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { findEditableCourse, type Manager } from '../../lms/manage/manager';
import { questions, questionTagLinks } from '../tables';
import type { QuestionListQuery } from './dto';
import { readQuestions } from './read-questions';
import type { Question } from './types';

/** `%` and `_` typed by the instructor are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The course's top-level questions, newest first (a CASE with its children),
 * filtered by words of the stem (a CASE matches by its children's too),
 * type, category, tag and difficulty.
 */
export async function listQuestions(db: Db, manager: Manager, courseId: number, query: QuestionListQuery): Promise<{ count: number; data: Question[] }> {
  await findEditableCourse(db, manager, courseId);
  const conditions: SQL[] = [eq(questions.courseId, courseId), isNull(questions.parentId)];
  const search = query.search?.trim();
  if (search) {
    const pattern = likeText(search);
    const child = sql`child`;
    conditions.push(or(
      ilike(questions.stem, pattern),
      sql`exists (select 1 from ${questions} ${child} where ${child}.parent_id = ${questions.id} and ${child}.stem ilike ${pattern})`,
    )!);
  }
  if (query.type) conditions.push(eq(questions.type, query.type));
  if (query.categoryId) conditions.push(eq(questions.categoryId, query.categoryId));
  if (query.difficulty) conditions.push(eq(questions.difficulty, query.difficulty));
  if (query.tagId) {
    conditions.push(exists(db.select({ one: sql`1` }).from(questionTagLinks)
      .where(and(eq(questionTagLinks.questionId, questions.id), eq(questionTagLinks.tagId, query.tagId)))));
  }
  const where = and(...conditions);
  const [total] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(questions).where(where);
  const page = await db.select({ id: questions.id }).from(questions).where(where)
    .orderBy(desc(questions.id)).offset(query.skip ?? 0).limit(query.take ?? 12);
  return { count: total?.count ?? 0, data: await readQuestions(db, page.map((row) => row.id)) };
}
