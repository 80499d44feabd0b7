import { asc, eq } from 'drizzle-orm';
import type { Language } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { startAttempt } from '../../modules/exams/attempts/start-attempt';
import { saveAnswer } from '../../modules/exams/attempts/save-answer';
import { submitAttempt } from '../../modules/exams/attempts/submit-attempt';
import { readQuestions } from '../../modules/exams/bank/read-questions';
import type { QuestionChild } from '../../modules/exams/bank/types';
import { correctAnswerOf, type ShownOrder } from '../../modules/exams/grading/answer-ids';
import { examAttemptQuestions } from '../../modules/exams/tables';
import { openPlayer } from '../../modules/lms/player/player-gate';

const MINUTE = 60_000;
const DEVICE = 'seeded-laptop-0001';

/**
 * The answer a fairly good member gives, in the member's language (option
 * indexes as shown): right everywhere but the multiple choice, where one of
 * the two right options is missed (partial credit); the essay written out;
 * the uploads and recordings left unanswered.
 */
function answerOf(question: QuestionChild, shown: ShownOrder, essay: string): unknown {
  if (question.type === 'ESSAY') return { html: essay };
  const correct = correctAnswerOf(question, shown);
  if (!correct) return undefined;
  if ('choices' in correct) return { choices: correct.choices.slice(0, 1) };
  if ('texts' in correct) return { text: correct.texts[0] ?? '' };
  if ('values' in correct) return { value: correct.values[0]?.value ?? 0 };
  if ('blanks' in correct) return { blanks: correct.blanks.map((accepted) => accepted[0] ?? '') };
  return correct;
}

interface AwaitingReview {
  organizationId: number;
  userId: number;
  courseId: number;
  subsectionExamId: number;
  language: Language;
  essayAnswer: string;
  now: Date;
}

/**
 * A member's attempt finished yesterday and waiting for the instructor's
 * review of its essay (NEEDS_REVIEW), made through the attempt engine's own
 * calls: start (the draw and shuffle), a save per answer, submit (grading).
 */
export async function seedAttemptAwaitingReview(db: Db, input: AwaitingReview): Promise<void> {
  const seatAt = (minutesAgo: number) => openPlayer(db, {
    organizationId: input.organizationId, userId: input.userId, administersCourses: false, language: input.language,
    now: new Date(input.now.getTime() - minutesAgo * MINUTE),
  }, input.courseId);
  const { view } = await startAttempt(db, await seatAt(26 * 60), input.subsectionExamId, { deviceId: DEVICE });
  const attemptId = view.attempt.id;
  const drawn = await db.select({
    id: examAttemptQuestions.id, questionId: examAttemptQuestions.questionId, answerOrder: examAttemptQuestions.answerOrder, matchOrder: examAttemptQuestions.matchOrder,
  }).from(examAttemptQuestions).where(eq(examAttemptQuestions.attemptId, attemptId)).orderBy(asc(examAttemptQuestions.position));
  const bank = new Map((await readQuestions(db, drawn.map((row) => row.questionId))).map((question) => [question.id, question]));
  // A minute per answer, in the order shown.
  for (const [index, row] of drawn.entries()) {
    const question = bank.get(row.questionId);
    const response = question ? answerOf(question, row, input.essayAnswer) : undefined;
    if (response === undefined) continue;
    await saveAnswer(db, await seatAt(26 * 60 - 1 - index), { attemptId, attemptQuestionId: row.id, deviceId: DEVICE }, {
      response, sequence: 1, idempotencyKey: `seed-answer-${row.id}`,
    });
  }
  await submitAttempt(db, await seatAt(25 * 60), attemptId);
}
