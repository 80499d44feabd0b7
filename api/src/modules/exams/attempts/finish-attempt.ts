import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { attemptScore, type AttemptScore } from '../grading/attempt-score';
import { toAnswerIds } from '../grading/answer-ids';
import { gradeResponse, type Grade } from '../grading/grade-response';
import type { ExamResponse } from '../grading/responses';
import { recordExamOutcome } from '../scoring/record-exam-outcome';
import { examAttemptEvents, examAttempts, exams, type ATTEMPT_FINISHERS } from '../tables';
import { attemptQuestionsOfMany, bankQuestionsOf, type AttemptQuestionRow, type BankQuestion } from './attempt-questions';

type Finisher = (typeof ATTEMPT_FINISHERS)[number];

const MINUTE = 60_000;

/** The attempt as finishing reads it (a row of exam_attempts, locked FOR UPDATE by the caller). */
export type FinishingAttempt = Pick<typeof examAttempts.$inferSelect,
  'id' | 'organizationId' | 'userId' | 'courseId' | 'subsectionId' | 'examId' | 'status' | 'deadlineAt' | 'passingScorePercentage' | 'isInstructorAttempt'>;

type ExamSettings = Pick<typeof exams.$inferSelect, 'allowRetake' | 'retakeIntervalInMinutes' | 'hasPassingScore'>;

/** What the deadline job shares between the attempts of one pass (bank questions and exams cannot change under a drawn attempt). */
export interface FinishCache {
  questions: Map<number, BankQuestion>;
  exams: Map<number, ExamSettings>;
}

export const newFinishCache = (): FinishCache => ({ questions: new Map(), exams: new Map() });

const EVENT_OF: Record<Finisher, 'SUBMITTED' | 'FINISHED_AT_DEADLINE' | 'RESTARTED'> = {
  MEMBER: 'SUBMITTED', DEADLINE: 'FINISHED_AT_DEADLINE', RESTART: 'RESTARTED',
};

/** The grade of every drawn question (CASE passages have none). Pure. */
function gradeAttempt(rows: readonly AttemptQuestionRow[], bank: ReadonlyMap<number, BankQuestion>): Map<number, Grade> {
  const grades = new Map<number, Grade>();
  for (const row of rows) {
    const question = bank.get(row.questionId);
    if (!question || question.type === 'CASE') continue;
    const response = toAnswerIds(question.type, row.response as ExamResponse | null, row);
    grades.set(row.id, gradeResponse(question, response, {
      points: row.pointsPossible, caseSensitive: row.caseSensitive, flexibilityPercentage: row.flexibilityPercentage,
    }));
  }
  return grades;
}

async function examSettings(tx: Db, examId: number, cache: FinishCache): Promise<ExamSettings> {
  const cached = cache.exams.get(examId);
  if (cached) return cached;
  const [row] = await tx.select({ allowRetake: exams.allowRetake, retakeIntervalInMinutes: exams.retakeIntervalInMinutes, hasPassingScore: exams.hasPassingScore })
    .from(exams).where(eq(exams.id, examId));
  if (!row) throw new Error(`exam ${examId} of an attempt vanished`);
  cache.exams.set(examId, row);
  return row;
}

/** All grades in one statement, whatever the number of questions. */
async function storeGrades(tx: Db, grades: ReadonlyMap<number, Grade>): Promise<void> {
  if (!grades.size) return;
  const values = sql.join([...grades].map(([id, grade]) =>
    sql`(${id}::integer, ${grade.pointsAwarded}::numeric, ${grade.isCorrect}::boolean, ${grade.needsReview}::boolean)`), sql`, `);
  await tx.execute(sql`
    update exam_attempt_questions as q
    set points_awarded = v.points, is_correct = v.correct, needs_review = v.review
    from (values ${values}) as v(id, points, correct, review)
    where q.id = v.id`);
}

interface Finished {
  attempt: FinishingAttempt;
  status: 'GRADED' | 'NEEDS_REVIEW';
  finishedAt: Date;
  score: AttemptScore | null;
  retakeAvailableAt: Date | null;
}

/** How one attempt ends: graded, or waiting for an instructor (then no score yet: the review stores it). Pure. */
function finishedOf(attempt: FinishingAttempt, rows: readonly AttemptQuestionRow[], grades: ReadonlyMap<number, Grade>,
  bank: ReadonlyMap<number, BankQuestion>, exam: ExamSettings, finishedBy: Finisher, now: Date): Finished {
  const needsReview = rows.some((row) => grades.get(row.id)?.needsReview);
  // A deadline finish is dated at the deadline, however late the job came by.
  const finishedAt = finishedBy === 'DEADLINE' && attempt.deadlineAt && attempt.deadlineAt.getTime() <= now.getTime() ? attempt.deadlineAt : now;
  const interval = exam.allowRetake ? exam.retakeIntervalInMinutes ?? 0 : 0;
  return {
    attempt,
    status: needsReview ? 'NEEDS_REVIEW' : 'GRADED',
    finishedAt,
    score: needsReview ? null : attemptScore(rows.map((row) => ({
      type: bank.get(row.questionId)?.type ?? 'CASE',
      pointsPossible: row.pointsPossible,
      isBonus: row.isBonus,
      pointsAwarded: grades.get(row.id)?.pointsAwarded ?? null,
    })), { hasPassingScore: exam.hasPassingScore, passingScorePercentage: attempt.passingScorePercentage }),
    // The job tells the member when the next attempt opens (instructors' attempts limit nothing).
    retakeAvailableAt: interval > 0 && !attempt.isInstructorAttempt ? new Date(finishedAt.getTime() + interval * MINUTE) : null,
  };
}

/** Every finished attempt's row in one statement. */
async function storeFinished(tx: Db, finished: readonly Finished[], finishedBy: Finisher): Promise<void> {
  const values = sql.join(finished.map((entry) => sql`(${entry.attempt.id}::integer, ${entry.status}::text, ${entry.finishedAt.toISOString()}::timestamptz,
    ${entry.score?.score ?? null}::numeric, ${entry.score?.totalScore ?? null}::numeric, ${entry.score?.percentage ?? null}::numeric,
    ${entry.score?.isPassed ?? null}::boolean, ${entry.retakeAvailableAt?.toISOString() ?? null}::timestamptz)`), sql`, `);
  await tx.execute(sql`
    update exam_attempts as a
    set status = v.status, finished_at = v.finished_at, finished_by = ${finishedBy}, score = v.score, total_score = v.total_score,
      percentage = v.percentage, is_passed = v.is_passed, retake_available_at = v.retake_available_at
    from (values ${values}) as v(id, status, finished_at, score, total_score, percentage, is_passed, retake_available_at)
    where a.id = v.id and a.status = 'IN_PROGRESS'`);
}

/**
 * Finishes open attempts, in the caller's transaction with their rows
 * locked (FOR UPDATE): every answer graded, each attempt GRADED (or
 * NEEDS_REVIEW when an essay, file or recording waits for an instructor),
 * its milestone event stored and, once graded, the member's outcome
 * recorded (grade item, completion, notice) in the same transaction. A
 * handful of statements for the whole batch, then the outcome of each member.
 */
export async function finishAttempts(tx: Db, attempts: readonly FinishingAttempt[], finishedBy: Finisher, now: Date, cache: FinishCache = newFinishCache()): Promise<void> {
  const open = attempts.filter((attempt) => attempt.status === 'IN_PROGRESS');
  if (!open.length) return;
  const rowsOf = await attemptQuestionsOfMany(tx, open.map((attempt) => attempt.id));
  const allRows = [...rowsOf.values()].flat();
  const bank = await bankQuestionsOf(tx, allRows.map((row) => row.questionId), cache.questions);
  const grades = gradeAttempt(allRows, bank);
  await storeGrades(tx, grades);

  const finished: Finished[] = [];
  for (const attempt of open) {
    const exam = await examSettings(tx, attempt.examId, cache);
    finished.push(finishedOf(attempt, rowsOf.get(attempt.id) ?? [], grades, bank, exam, finishedBy, now));
  }
  await storeFinished(tx, finished, finishedBy);
  await tx.insert(examAttemptEvents).values(open.map((attempt) => ({
    organizationId: attempt.organizationId, attemptId: attempt.id, type: EVENT_OF[finishedBy], occurredAt: now,
  })));

  // Members in one order, whoever runs: two batches never wait on each other's enrollment locks in a cycle.
  for (const { attempt, status } of [...finished].sort((a, b) => a.attempt.userId - b.attempt.userId)) {
    if (status !== 'GRADED' || attempt.isInstructorAttempt) continue;
    await recordExamOutcome(tx, {
      organizationId: attempt.organizationId, userId: attempt.userId, courseId: attempt.courseId,
      subsectionId: attempt.subsectionId, examId: attempt.examId, now,
    });
  }
}

/** One attempt (submit, restart, a read past the deadline): finishAttempts of one. */
export const finishAttempt = (tx: Db, attempt: FinishingAttempt, finishedBy: Finisher, now: Date, cache?: FinishCache) =>
  finishAttempts(tx, [attempt], finishedBy, now, cache);
