import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { rubricCriteriaOf } from '../../lms/grades/rubric-rows';
import { rubrics } from '../../lms/grades/tables';
import { findEditableCourse, type Manager } from '../../lms/manage/manager';
import { readQuestions } from '../bank/read-questions';
import { correctAnswerOf } from '../grading/answer-ids';
import type { QuestionChild } from '../bank/types';
import { examAttemptEvents, examAttemptQuestions, exams, type QuestionType } from '../tables';
import type { ManagedAttempt, ManagedAttemptQuestion } from './dto';
import { filesOf, reviewsOf } from './answer-reviews';
import { attemptOfCourse, summaryOf } from './attempt-rows';

const UPLOAD_TYPES = new Set(['FILE_UPLOAD', 'AUDIO_RECORDING', 'VIDEO_RECORDING']);

/** The ids of the files an upload answer names (`{mediaIds}`), or none. */
function responseMediaIds(type: string, response: unknown): number[] {
  if (!UPLOAD_TYPES.has(type) || typeof response !== 'object' || response === null) return [];
  const ids = (response as { mediaIds?: unknown }).mediaIds;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
}

type AttemptQuestionRow = typeof examAttemptQuestions.$inferSelect;

/** The options as the member saw them (answerOrder), each with everything the instructor needs. */
function optionsOf(row: AttemptQuestionRow, question: QuestionChild) {
  const byId = new Map(question.answers.map((answer, position) => [answer.id, { answer, position }]));
  const order = row.answerOrder.length ? row.answerOrder : question.answers.map((answer) => answer.id);
  return order.flatMap((answerId, index) => {
    const found = byId.get(answerId);
    if (!found) return [];
    const { answer, position } = found;
    return [{
      index, answerId, text: answer.stem, isCorrect: answer.isCorrect, explanation: answer.explanation, matchText: answer.matchText,
      correctPosition: position,
    }];
  });
}

function matchesOf(row: AttemptQuestionRow, question: QuestionChild) {
  if (question.type !== 'MATCHING') return [];
  const byId = new Map(question.answers.map((answer) => [answer.id, answer]));
  const order = row.matchOrder.length ? row.matchOrder : question.answers.map((answer) => answer.id);
  return order.flatMap((answerId, index) => {
    const answer = byId.get(answerId);
    return answer ? [{ index, answerId, text: answer.matchText ?? '' }] : [];
  });
}

async function rubricsById(db: Db, rubricIds: readonly number[]) {
  const ids = [...new Set(rubricIds)];
  if (!ids.length) return new Map<number, NonNullable<ManagedAttemptQuestion['rubric']>>();
  const rows = await db.select({ id: rubrics.id, title: rubrics.title }).from(rubrics).where(inArray(rubrics.id, ids));
  const entries = await Promise.all(rows.map(async (row) => {
    const criteria = (await rubricCriteriaOf(db, row.id)).map((criterion) => ({
      id: criterion.id, description: criterion.description, maxGrade: criterion.maxGrade, usesRange: criterion.usesRange,
      ratings: criterion.ratings.map((rating) => ({
        id: rating.id, description: rating.description, points: rating.points, minPoints: rating.minPoints, maxPoints: rating.maxPoints,
      })),
    }));
    return [row.id, { id: row.id, title: row.title, criteria }] as const;
  }));
  return new Map(entries);
}

/**
 * Everything about one attempt, for the course's instructors
 * (getManagedExamAttempt): each drawn question in the order shown with the
 * options in the member's order, correct flags, keys and explanations, the
 * member's answer and files, the automatic grade, the review with its
 * rubric, and the attempt's events.
 */
export async function getManagedExamAttempt(db: Db, manager: Manager, courseId: number, attemptId: number): Promise<ManagedAttempt> {
  await findEditableCourse(db, manager, courseId);
  const row = await attemptOfCourse(db, manager, courseId, attemptId);
  const { attempt } = row;
  const [exam] = await db.select({
    hasPassingScore: exams.hasPassingScore, gradingMethod: exams.gradingMethod, isCheatDetectionEnabled: exams.isCheatDetectionEnabled,
  }).from(exams).where(eq(exams.id, attempt.examId));
  const drawn = await db.select().from(examAttemptQuestions).where(eq(examAttemptQuestions.attemptId, attempt.id))
    .orderBy(asc(examAttemptQuestions.position));
  const bank = new Map((await readQuestions(db, drawn.map((entry) => entry.questionId))).map((question) => [question.id, question]));
  const reviews = await reviewsOf(db, attempt.organizationId, drawn.map((entry) => entry.id));
  const rubricOf = await rubricsById(db, [...bank.values()].flatMap((question) => (question.rubricId === null ? [] : [question.rubricId])));
  const files = await filesOf(db, attempt.organizationId, drawn.flatMap((entry) => responseMediaIds(bank.get(entry.questionId)?.type ?? '', entry.response)));
  const events = await db.select({ type: examAttemptEvents.type, occurredAt: examAttemptEvents.occurredAt, details: examAttemptEvents.details })
    .from(examAttemptEvents).where(eq(examAttemptEvents.attemptId, attempt.id)).orderBy(asc(examAttemptEvents.occurredAt), asc(examAttemptEvents.id));

  const questions = drawn.flatMap((entry): ManagedAttemptQuestion[] => {
    const question = bank.get(entry.questionId);
    if (!question) return [];
    const mediaIds = responseMediaIds(question.type, entry.response);
    return [{
      attemptQuestionId: entry.id,
      questionId: question.id,
      page: entry.page,
      position: entry.position,
      type: question.type as QuestionType,
      stem: question.stem,
      explanation: question.explanation,
      points: entry.pointsPossible,
      isBonus: entry.isBonus,
      parentId: entry.parentId,
      options: optionsOf(entry, question),
      matches: matchesOf(entry, question),
      keys: question.answerKeys.map(({ blank, text, numericValue, tolerance }) => ({ blank, text, numericValue, tolerance })),
      correct: correctAnswerOf(question, entry),
      response: entry.response ?? null,
      responseMedia: files.filter((file) => mediaIds.includes(file.id)),
      answeredAt: entry.answeredAt?.toISOString() ?? null,
      flagged: entry.isFlagged,
      checked: entry.checkedAt !== null,
      pointsAwarded: entry.pointsAwarded,
      isCorrect: entry.isCorrect,
      needsReview: entry.needsReview,
      isReviewed: entry.isReviewed,
      review: reviews.get(entry.id) ?? null,
      rubric: question.rubricId === null ? null : rubricOf.get(question.rubricId) ?? null,
    }];
  });

  return {
    attempt: summaryOf(manager, row),
    settings: {
      hasPassingScore: exam?.hasPassingScore ?? false,
      passingScorePercentage: attempt.passingScorePercentage,
      gradingMethod: (exam?.gradingMethod ?? 'LATEST') as ManagedAttempt['settings']['gradingMethod'],
      timeLimitInMinutes: attempt.timeLimitInMinutes,
      isCheatDetectionEnabled: exam?.isCheatDetectionEnabled ?? false,
    },
    questions,
    events: events.map((event) => ({
      type: event.type as ManagedAttempt['events'][number]['type'],
      occurredAt: event.occurredAt.toISOString(),
      details: (event.details ?? null) as ManagedAttempt['events'][number]['details'],
    })),
  };
}
