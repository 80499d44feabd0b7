import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, badRequest, notFound } from '../../../core/errors';
import { sanitizeRichText } from '../../../core/rich-text';
import { round2, rubricScore } from '../../lms/grades/grade-rule';
import { rubricCriteriaOf } from '../../lms/grades/rubric-rows';
import { inEditableCourse } from '../../lms/authoring/editable-course';
import type { Manager } from '../../lms/manage/manager';
import { media } from '../../media/tables';
import {
  examAnswerReviewMedia, examAnswerReviewRatings, examAnswerReviews, examAttemptQuestions, questions,
} from '../tables';
import { reviewVerdict } from './attempt-state';
import { attemptOfCourse } from './attempt-rows';
import type { AnswerReview, ReviewAnswerInput } from './dto';
import { reviewsOf } from './answer-reviews';

export const stateRefused = (reason: string) => new AppError(409, ERROR_CODES.EXAM_ATTEMPT_STATE, reason);

/**
 * The points a review gives: the rubric's sum when ratings are given (they
 * are checked as grades check them: grd-002), else the points sent. Either
 * way within 0..the question's points (grd-001): a bonus question's too.
 */
async function reviewPoints(tx: Db, input: ReviewAnswerInput, rubricId: number | null, pointsPossible: number) {
  let points = input.points;
  let ratings: Array<{ criterionId: number; ratingId: number; points: number }> = [];
  if (input.ratings?.length) {
    if (rubricId === null) throw new AppError(400, ERROR_CODES.RUBRIC_RATING_INVALID, 'This question has no rubric');
    const scored = rubricScore(await rubricCriteriaOf(tx, rubricId), input.ratings);
    if (!scored.ok) throw new AppError(400, ERROR_CODES.RUBRIC_RATING_INVALID, scored.problem);
    if (points !== undefined && round2(points) !== scored.score) {
      throw new AppError(400, ERROR_CODES.RUBRIC_RATING_INVALID, `The points must be the ratings' sum (${scored.score})`);
    }
    points = scored.score;
    ratings = scored.ratings;
  }
  if (points === undefined) throw badRequest('points: required unless rubric ratings are given');
  points = round2(points);
  if (points < 0 || points > pointsPossible) throw new AppError(400, ERROR_CODES.GRADE_OUT_OF_RANGE, `The points must be between 0 and ${pointsPossible}`);
  return { points, ratings };
}

/**
 * An instructor's review of one answer (reviewExamAnswer): points, a note
 * (sanitized), files (READY uploads of the organization: grd-004) and the
 * rubric's ratings. It replaces an earlier review of the answer and marks
 * it reviewed; the attempt's score changes when the attempt is approved
 * (which scores it again). Only a finished attempt not cancelled (409 exm-007).
 */
export async function reviewExamAnswer(
  db: Db, manager: Manager, params: { courseId: number; examAttemptId: number; attemptQuestionId: number }, input: ReviewAnswerInput,
): Promise<{ review: AnswerReview; pendingReviews: number }> {
  return inEditableCourse(db, manager, params.courseId, async (tx) => {
    const { attempt, pendingReviews } = await attemptOfCourse(tx, manager, params.courseId, params.examAttemptId, true);
    const verdict = reviewVerdict('review-answer', { ...attempt, pendingReviews });
    if (verdict.kind === 'refuse') throw stateRefused(verdict.reason);
    const [answer] = await tx.select({
      id: examAttemptQuestions.id, pointsPossible: examAttemptQuestions.pointsPossible, isReviewed: examAttemptQuestions.isReviewed,
      needsReview: examAttemptQuestions.needsReview, type: questions.type, rubricId: questions.rubricId,
    }).from(examAttemptQuestions).innerJoin(questions, eq(questions.id, examAttemptQuestions.questionId))
      .where(and(eq(examAttemptQuestions.id, params.attemptQuestionId), eq(examAttemptQuestions.attemptId, attempt.id)));
    if (!answer) throw notFound(ERROR_CODES.NOT_FOUND, 'Answer not found');
    if (answer.type === 'CASE') throw new AppError(400, ERROR_CODES.EXAM_QUESTION_INVALID, 'A case passage has no points of its own: review its questions');
    const { points, ratings } = await reviewPoints(tx, input, answer.rubricId, answer.pointsPossible);

    const mediaIds = input.mediaIds ?? [];
    if (mediaIds.length) {
      const found = await tx.select({ id: media.id }).from(media)
        .where(and(eq(media.organizationId, manager.organizationId), inArray(media.id, mediaIds), eq(media.status, 'READY')));
      if (found.length !== mediaIds.length) throw new AppError(400, ERROR_CODES.GRADE_TARGET_INVALID, "A file is not one of the organization's uploads");
    }
    const note = input.note === undefined || input.note === null ? null : sanitizeRichText(input.note) || null;
    const organizationId = attempt.organizationId;
    const values = { points, note, reviewerId: manager.userId, reviewedAt: manager.now };
    await tx.insert(examAnswerReviews).values({ attemptQuestionId: answer.id, organizationId, ...values })
      .onConflictDoUpdate({ target: examAnswerReviews.attemptQuestionId, set: values });
    await tx.delete(examAnswerReviewMedia).where(eq(examAnswerReviewMedia.attemptQuestionId, answer.id));
    await tx.delete(examAnswerReviewRatings).where(eq(examAnswerReviewRatings.attemptQuestionId, answer.id));
    if (mediaIds.length) await tx.insert(examAnswerReviewMedia).values(mediaIds.map((mediaId) => ({ attemptQuestionId: answer.id, organizationId, mediaId })));
    if (ratings.length) await tx.insert(examAnswerReviewRatings).values(ratings.map((rating) => ({ attemptQuestionId: answer.id, organizationId, ...rating })));
    if (!answer.isReviewed) await tx.update(examAttemptQuestions).set({ isReviewed: true }).where(eq(examAttemptQuestions.id, answer.id));

    const review = (await reviewsOf(tx, organizationId, [answer.id])).get(answer.id)!;
    const left = pendingReviews - (answer.needsReview && !answer.isReviewed ? 1 : 0);
    return { review, pendingReviews: left };
  });
}
