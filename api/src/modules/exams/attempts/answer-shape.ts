import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { examAttemptQuestions, examAttempts, questionAnswerKeys, questions } from '../tables';

/**
 * What an answer to one drawn question must look like, and whose it is.
 * None of it ever changes once the attempt is drawn (the shown orders are
 * fixed, a drawn bank question can no longer be edited: exm-010), so it is
 * remembered in the process: a save then costs one statement (save-answer.ts).
 */
export interface AnswerShape {
  attemptId: number;
  organizationId: number;
  userId: number;
  courseId: number;
  page: number;
  type: string;
  optionCount: number;
  matchCount: number;
  blankCount: number;
}

const LIMIT = 50_000;
const remembered = new Map<number, AnswerShape>();

function remember(attemptQuestionId: number, shape: AnswerShape): void {
  // Oldest first out: a Map keeps insertion order.
  if (remembered.size >= LIMIT) remembered.delete(remembered.keys().next().value!);
  remembered.set(attemptQuestionId, shape);
}

/** The shape of a question of the caller's own attempt in this course; anyone else's (or none): 404. */
export async function answerShapeOf(db: Db, seat: PlayerSeat, attemptId: number, attemptQuestionId: number): Promise<AnswerShape> {
  let shape = remembered.get(attemptQuestionId);
  if (!shape) {
    const [row] = await db.select({
      attemptId: examAttempts.id,
      organizationId: examAttempts.organizationId,
      userId: examAttempts.userId,
      courseId: examAttempts.courseId,
      page: examAttemptQuestions.page,
      type: questions.type,
      optionCount: sql<number>`cardinality(${examAttemptQuestions.answerOrder})`.mapWith(Number),
      matchCount: sql<number>`cardinality(${examAttemptQuestions.matchOrder})`.mapWith(Number),
      blankCount: sql<number>`coalesce((select max(k.blank) from ${questionAnswerKeys} k where k.question_id = ${questions.id}), 0)`.mapWith(Number),
    }).from(examAttemptQuestions)
      .innerJoin(examAttempts, eq(examAttempts.id, examAttemptQuestions.attemptId))
      .innerJoin(questions, eq(questions.id, examAttemptQuestions.questionId))
      .where(and(eq(examAttemptQuestions.id, attemptQuestionId), eq(examAttemptQuestions.attemptId, attemptId)));
    if (row) {
      shape = row;
      remember(attemptQuestionId, row);
    }
  }
  const caller = seat.caller;
  if (!shape || shape.attemptId !== attemptId || shape.organizationId !== caller.organizationId || shape.userId !== caller.userId
    || shape.courseId !== seat.course.id) {
    throw notFound(ERROR_CODES.NOT_FOUND, 'Exam question not found');
  }
  return shape;
}
