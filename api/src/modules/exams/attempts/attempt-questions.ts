import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { readQuestions } from '../bank/read-questions';
import type { QuestionChild } from '../bank/types';
import { examAttemptQuestions, examQuestions } from '../tables';

/** An attempt's drawn question with the exam's grading options for it. */
export type AttemptQuestionRow = typeof examAttemptQuestions.$inferSelect & {
  caseSensitive: boolean;
  flexibilityPercentage: number;
};

/** Every drawn question of some attempts, by attempt, in position order (one query). */
export async function attemptQuestionsOfMany(db: Db, attemptIds: readonly number[]): Promise<Map<number, AttemptQuestionRow[]>> {
  const byAttempt = new Map<number, AttemptQuestionRow[]>(attemptIds.map((id) => [id, []]));
  if (!attemptIds.length) return byAttempt;
  const rows = await db.select({
    row: examAttemptQuestions,
    caseSensitive: examQuestions.caseSensitiveGrading,
    flexibilityPercentage: examQuestions.gradingFlexibilityPercentage,
  }).from(examAttemptQuestions)
    .innerJoin(examQuestions, eq(examQuestions.id, examAttemptQuestions.examQuestionId))
    .where(attemptIds.length === 1 ? eq(examAttemptQuestions.attemptId, attemptIds[0]!) : inArray(examAttemptQuestions.attemptId, [...attemptIds]))
    .orderBy(asc(examAttemptQuestions.attemptId), asc(examAttemptQuestions.position));
  for (const { row, caseSensitive, flexibilityPercentage } of rows) byAttempt.get(row.attemptId)?.push({ ...row, caseSensitive, flexibilityPercentage });
  return byAttempt;
}

/** Every drawn question of an attempt, in position order. */
export async function attemptQuestionsOf(db: Db, attemptId: number): Promise<AttemptQuestionRow[]> {
  return (await attemptQuestionsOfMany(db, [attemptId])).get(attemptId) ?? [];
}

/** A bank question as the attempt engine reads it (a CASE child is one too). */
export type BankQuestion = QuestionChild;

/**
 * Bank questions by id (children included), through an optional cache: a
 * question an attempt has drawn can no longer change (exm-010), so the
 * deadline job reads each once per pass whatever the number of attempts.
 */
export async function bankQuestionsOf(db: Db, questionIds: readonly number[], cache?: Map<number, BankQuestion>): Promise<Map<number, BankQuestion>> {
  const found = new Map<number, BankQuestion>();
  const missing: number[] = [];
  for (const id of new Set(questionIds)) {
    const cached = cache?.get(id);
    if (cached) found.set(id, cached);
    else missing.push(id);
  }
  if (missing.length) {
    for (const question of await readQuestions(db, missing)) {
      for (const entry of [question, ...question.children]) {
        found.set(entry.id, entry);
        cache?.set(entry.id, entry);
      }
    }
  }
  return found;
}
