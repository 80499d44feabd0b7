import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { inEditableCourse } from '../../lms/authoring/editable-course';
import type { Manager } from '../../lms/manage/manager';
import { attemptScore } from '../grading/attempt-score';
import { recordExamOutcome } from '../scoring/record-exam-outcome';
import { examAnswerReviews, examAttemptQuestions, examAttempts, exams, questions } from '../tables';
import { reviewVerdict } from './attempt-state';
import { attemptOfCourse, summaryOf } from './attempt-rows';
import type { AttemptDecisionInput, ManagedAttemptSummary } from './dto';
import { stateRefused } from './review-answer';

export type AttemptDecision = 'approve' | 'reject' | 'cancel';

/** The attempt's score again from its answers: the automatic grades, a review's points in their place (grading/attempt-score.ts). */
async function rescore(tx: Db, attempt: { id: number; passingScorePercentage: number }, hasPassingScore: boolean) {
  const rows = await tx.select({
    type: questions.type, pointsPossible: examAttemptQuestions.pointsPossible, isBonus: examAttemptQuestions.isBonus,
    pointsAwarded: examAttemptQuestions.pointsAwarded, reviewPoints: examAnswerReviews.points,
  }).from(examAttemptQuestions)
    .innerJoin(questions, eq(questions.id, examAttemptQuestions.questionId))
    .leftJoin(examAnswerReviews, eq(examAnswerReviews.attemptQuestionId, examAttemptQuestions.id))
    .where(eq(examAttemptQuestions.attemptId, attempt.id));
  return attemptScore(rows, { hasPassingScore, passingScorePercentage: attempt.passingScorePercentage });
}

/**
 * Approve, reject or cancel a finished attempt (409 exm-007 in a state that
 * does not allow it: attempt-state.ts). Approve scores it again and grades
 * it; reject grades it as 0 % (its score stays on record); cancel takes it
 * out of the count and gives the attempt back. A replay (rejecting a
 * rejected attempt, cancelling a cancelled one) changes nothing. Then, in
 * the same transaction, the member's outcome: result, grade item,
 * completion, the review notice once (scoring/record-exam-outcome.ts).
 */
export async function decideAttempt(
  db: Db, manager: Manager, params: { courseId: number; examAttemptId: number }, decision: AttemptDecision, input: AttemptDecisionInput,
): Promise<ManagedAttemptSummary> {
  return inEditableCourse(db, manager, params.courseId, async (tx) => {
    const { attempt, pendingReviews } = await attemptOfCourse(tx, manager, params.courseId, params.examAttemptId, true);
    const verdict = reviewVerdict(decision, { ...attempt, pendingReviews });
    if (verdict.kind === 'refuse') throw stateRefused(verdict.reason);
    if (verdict.kind === 'apply') {
      const note = input.note?.trim() || null;
      const [exam] = await tx.select({ hasPassingScore: exams.hasPassingScore }).from(exams).where(eq(exams.id, attempt.examId));
      const hasPassingScore = exam?.hasPassingScore ?? false;
      if (decision === 'cancel') {
        await tx.update(examAttempts).set({ status: 'CANCELLED', isApproved: false, isRejected: false, reviewNote: note })
          .where(eq(examAttempts.id, attempt.id));
      } else {
        const score = await rescore(tx, attempt, hasPassingScore);
        const rejected = decision === 'reject';
        await tx.update(examAttempts).set({
          ...score,
          isPassed: rejected ? (hasPassingScore ? false : null) : score.isPassed,
          status: 'GRADED', isReviewed: true, isApproved: !rejected, isRejected: rejected, reviewNote: note,
        }).where(eq(examAttempts.id, attempt.id));
      }
      await recordExamOutcome(tx, {
        organizationId: attempt.organizationId, userId: attempt.userId, courseId: attempt.courseId,
        subsectionId: attempt.subsectionId, examId: attempt.examId, now: manager.now,
        reviewNote: note,
      });
    }
    return summaryOf(manager, await attemptOfCourse(tx, manager, params.courseId, params.examAttemptId));
  });
}
