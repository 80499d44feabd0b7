import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { toAnswerIds } from '../grading/answer-ids';
import { gradeResponse } from '../grading/grade-response';
import { isAnswered, isManualType, type ExamResponse } from '../grading/responses';
import { examAttemptQuestions, examQuestions } from '../tables';
import { bankQuestionsOf } from './attempt-questions';
import { feedbackOf } from './attempt-view';
import type { Feedback } from './dto';
import { examOf, ownAttempt } from './exam-access';
import { refuseChange } from './save-answer';

/**
 * POST .../answers/{attemptQuestionId}/check (docs/design/exams-api.md
 * "instant feedback"): grades the saved answer, shows the correct one with
 * its explanations, and locks the answer (saving it again is 409 exm-004).
 * Only where the exam shows correct answers instantly (else 409 exm-007);
 * checking again answers the same feedback.
 */
export async function checkAnswer(db: Db, seat: PlayerSeat, attemptId: number, attemptQuestionId: number): Promise<Feedback> {
  const now = seat.caller.now;
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, seat, attemptId, 'share');
    const [found] = await tx.select({ row: examAttemptQuestions, caseSensitive: examQuestions.caseSensitiveGrading, flexibilityPercentage: examQuestions.gradingFlexibilityPercentage })
      .from(examAttemptQuestions)
      .innerJoin(examQuestions, eq(examQuestions.id, examAttemptQuestions.examQuestionId))
      .where(and(eq(examAttemptQuestions.id, attemptQuestionId), eq(examAttemptQuestions.attemptId, attempt.id)))
      .for('update', { of: examAttemptQuestions });
    if (!found) throw notFound(ERROR_CODES.NOT_FOUND, 'Exam question not found');
    const row = { ...found.row, caseSensitive: found.caseSensitive, flexibilityPercentage: found.flexibilityPercentage };
    const exam = await examOf(tx, attempt.examId);
    const question = (await bankQuestionsOf(tx, [row.questionId])).get(row.questionId);
    if (!question) throw notFound(ERROR_CODES.NOT_FOUND, 'Exam question not found');
    if (row.checkedAt) return feedbackOf(row, question);

    if (!exam.showCorrectAnswerInstantly) throw new AppError(409, ERROR_CODES.EXAM_ATTEMPT_STATE, 'This exam shows correct answers only on review');
    if (question.type === 'CASE' || isManualType(question.type)) {
      throw new AppError(409, ERROR_CODES.EXAM_ATTEMPT_STATE, 'This answer is reviewed by an instructor: there is nothing to check');
    }
    refuseChange({ attempt: { ...attempt, oneQuestionAtATime: exam.oneQuestionAtATime, multiDirectional: exam.multiDirectional }, question: row }, now);
    if (!isAnswered(question.type, row.response)) throw new AppError(400, ERROR_CODES.EXAM_ANSWER_INVALID, 'Answer the question before checking it');

    const grade = gradeResponse(question, toAnswerIds(question.type, row.response as ExamResponse, row), {
      points: row.pointsPossible, caseSensitive: row.caseSensitive, flexibilityPercentage: row.flexibilityPercentage,
    });
    const [checked] = await tx.update(examAttemptQuestions)
      .set({ checkedAt: now, pointsAwarded: grade.pointsAwarded, isCorrect: grade.isCorrect, needsReview: grade.needsReview })
      .where(eq(examAttemptQuestions.id, row.id)).returning();
    return feedbackOf({ ...row, ...checked! }, question);
  });
}
