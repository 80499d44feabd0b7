import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import {
  questionAnswerKeys, questionAnswers, questionCategories, questions, questionTagLinks, questionTags, type QuestionType,
} from '../tables';
import type { Question, QuestionAnswer, QuestionAnswerKey, QuestionChild } from './types';

/**
 * Full questions by id, in the order asked (ids not found are left out):
 * answers sorted by sort, keys by blank, tags, category, and a CASE's
 * children in their order. Answers carry correct flags and keys: for
 * instructors, graders and the draw, never for a member as they are.
 * The caller has checked the course (these ids may be any course's).
 * A handful of queries whatever the count (no query per question).
 */
export async function readQuestions(db: Db, questionIds: readonly number[]): Promise<Question[]> {
  const ids = [...new Set(questionIds)];
  if (!ids.length) return [];
  const top = await selectQuestions(db, inArray(questions.id, ids));
  const childRows = await selectQuestions(db, inArray(questions.parentId, top.filter((row) => row.type === 'CASE').map((row) => row.id)));
  const all = [...top, ...childRows];
  const parts = await partsOf(db, all.map((row) => row.id));
  const full = ({ categoryName, ...row }: QuestionRow): QuestionChild => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    category: row.categoryId !== null && categoryName !== null ? { id: row.categoryId, name: categoryName } : null,
    tags: parts.tags.get(row.id) ?? [],
    answers: parts.answers.get(row.id) ?? [],
    answerKeys: parts.keys.get(row.id) ?? [],
  });
  const byId = new Map(top.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ ...full(row), children: childRows.filter((child) => child.parentId === id).map(full) }];
  });
}

type QuestionRow = Awaited<ReturnType<typeof selectQuestions>>[number];

async function selectQuestions(db: Db, where: ReturnType<typeof inArray>) {
  const rows = await db.select({
    id: questions.id,
    courseId: questions.courseId,
    type: questions.type,
    stem: questions.stem,
    explanation: questions.explanation,
    difficulty: questions.difficulty,
    categoryId: questions.categoryId,
    categoryName: questionCategories.name,
    learningOutcome: questions.learningOutcome,
    rubricId: questions.rubricId,
    parentId: questions.parentId,
    sort: questions.sort,
    createdById: questions.createdById,
    createdAt: questions.createdAt,
    updatedAt: questions.updatedAt,
  }).from(questions)
    .leftJoin(questionCategories, eq(questionCategories.id, questions.categoryId))
    .where(where)
    .orderBy(asc(questions.sort), asc(questions.id));
  // The table's checks hold type and difficulty to their lists.
  return rows.map((row) => ({
    ...row,
    type: row.type as QuestionType,
    difficulty: row.difficulty as Question['difficulty'],
  }));
}

interface Parts {
  answers: Map<number, QuestionAnswer[]>;
  keys: Map<number, QuestionAnswerKey[]>;
  tags: Map<number, Array<{ id: number; name: string }>>;
}

function push<T>(map: Map<number, T[]>, id: number, value: T): void {
  const list = map.get(id);
  if (list) list.push(value);
  else map.set(id, [value]);
}

async function partsOf(db: Db, ids: number[]): Promise<Parts> {
  const parts: Parts = { answers: new Map(), keys: new Map(), tags: new Map() };
  if (!ids.length) return parts;
  const [answers, keys, tags] = await Promise.all([
    db.select().from(questionAnswers).where(inArray(questionAnswers.questionId, ids))
      .orderBy(asc(questionAnswers.sort), asc(questionAnswers.id)),
    db.select().from(questionAnswerKeys).where(inArray(questionAnswerKeys.questionId, ids))
      .orderBy(asc(questionAnswerKeys.blank), asc(questionAnswerKeys.id)),
    db.select({ questionId: questionTagLinks.questionId, id: questionTags.id, name: questionTags.name })
      .from(questionTagLinks).innerJoin(questionTags, eq(questionTags.id, questionTagLinks.tagId))
      .where(inArray(questionTagLinks.questionId, ids)).orderBy(asc(questionTags.name)),
  ]);
  for (const { questionId, ...answer } of answers) push(parts.answers, questionId, answer);
  for (const { questionId, ...key } of keys) push(parts.keys, questionId, key);
  for (const { questionId, ...tag } of tags) push(parts.tags, questionId, tag);
  return parts;
}
