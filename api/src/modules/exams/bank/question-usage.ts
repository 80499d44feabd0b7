import { and, eq, inArray, or } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { examAttemptQuestions, examQuestions, questions } from '../tables';

/**
 * Whether bank questions are in use. An attempt keeps the question it drew
 * as it was (its answer ids, its keys), so a drawn question is never
 * replaced nor deleted; a question in an exam is not deleted either
 * (409 exm-010). A question counts as used when it or one of its CASE
 * children is.
 */

export const inUse = (message: string) => new AppError(409, ERROR_CODES.EXAM_QUESTION_IN_USE, message);

/** The question and, for a CASE, its children. */
export async function familyOf(db: Db, questionId: number): Promise<number[]> {
  const rows = await db.select({ id: questions.id }).from(questions)
    .where(or(eq(questions.id, questionId), eq(questions.parentId, questionId)));
  return rows.map((row) => row.id);
}

/**
 * Whether an attempt drew one of these questions. Attempts are their
 * members' organizations' rows (row-level security) and a course may be taken
 * by several organizations, so this must read across all of them: pass the
 * system database, outside the caller's transaction (PGlite has one
 * connection). The caller repeats the check on its own organization's rows
 * inside its transaction after locking the questions (a draw inserting
 * attempt rows takes a key-share lock on them, so it waits for the write).
 */
export async function anyAttemptDrew(db: Db, questionIds: number[]): Promise<boolean> {
  if (!questionIds.length) return false;
  const [row] = await db.select({ id: examAttemptQuestions.id }).from(examAttemptQuestions)
    .where(inArray(examAttemptQuestions.questionId, questionIds)).limit(1);
  return Boolean(row);
}

export async function anyExamUses(db: Db, questionIds: number[]): Promise<boolean> {
  if (!questionIds.length) return false;
  const [row] = await db.select({ id: examQuestions.id }).from(examQuestions)
    .where(inArray(examQuestions.questionId, questionIds)).limit(1);
  return Boolean(row);
}

/** Locks a course's question and its children for a write, answering the question's row (or none). */
export async function lockQuestion(tx: Db, courseId: number, questionId: number) {
  const rows = await tx.select({ id: questions.id, type: questions.type, parentId: questions.parentId, sort: questions.sort })
    .from(questions)
    .where(and(eq(questions.courseId, courseId), or(eq(questions.id, questionId), eq(questions.parentId, questionId))))
    .orderBy(questions.sort, questions.id)
    .for('update');
  const question = rows.find((row) => row.id === questionId) ?? null;
  return { question, children: question ? rows.filter((row) => row.parentId === questionId) : [] };
}
