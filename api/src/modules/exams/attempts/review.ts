import { eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { mediaContentUrl } from '../../media/service';
import { media } from '../../media/tables';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { correctAnswerOf, optionExplanationsOf } from '../grading/answer-ids';
import { examAnswerReviewMedia, examAnswerReviews } from '../tables';
import { attemptQuestionsOf, bankQuestionsOf } from './attempt-questions';
import { attemptSummaryOf } from './attempt-summary';
import { attemptQuestionOf } from './attempt-view';
import type { AttemptReview } from './dto';
import { examOf } from './exam-access';
import { settledAttempt } from './navigate';

interface AnswerReview {
  note: string | null;
  points: number;
  media: Array<{ id: number; fileName: string; mime: string; url: string }>;
}

async function reviewsOf(db: Db, attemptQuestionIds: readonly number[]): Promise<Map<number, AnswerReview>> {
  if (!attemptQuestionIds.length) return new Map();
  const [reviews, files] = await Promise.all([
    db.select().from(examAnswerReviews).where(inArray(examAnswerReviews.attemptQuestionId, [...attemptQuestionIds])),
    db.select({ attemptQuestionId: examAnswerReviewMedia.attemptQuestionId, id: media.id, fileName: media.fileName, mime: media.mime })
      .from(examAnswerReviewMedia).innerJoin(media, eq(media.id, examAnswerReviewMedia.mediaId))
      .where(inArray(examAnswerReviewMedia.attemptQuestionId, [...attemptQuestionIds])),
  ]);
  return new Map(reviews.map((review) => [review.attemptQuestionId, {
    note: review.note,
    points: review.points,
    media: files.filter((file) => file.attemptQuestionId === review.attemptQuestionId)
      .map((file) => ({ id: file.id, fileName: file.fileName, mime: file.mime, url: mediaContentUrl(file.id) })),
  }]));
}

/**
 * GET .../exam-attempts/{id}/review (finished attempts only: 409 exm-007
 * while open). What the settings allow and nothing more: correctness, the
 * correct answers and explanations with showCorrectAnswerOnReview; points
 * with showResultAtEnd once graded; the instructor's note once the review
 * is finished (graded).
 */
export async function attemptReview(db: Db, seat: PlayerSeat, attemptId: number): Promise<AttemptReview> {
  const attempt = await settledAttempt(db, seat, attemptId);
  if (attempt.status === 'IN_PROGRESS') throw new AppError(409, ERROR_CODES.EXAM_ATTEMPT_STATE, 'The attempt is still open: submit it first');
  const exam = await examOf(db, attempt.examId);
  const rows = await attemptQuestionsOf(db, attempt.id);
  const bank = await bankQuestionsOf(db, rows.map((row) => row.questionId));
  const graded = attempt.status === 'GRADED';
  const showAnswers = exam.showCorrectAnswerOnReview;
  const showScores = exam.showResultAtEnd && graded;
  const reviews = graded ? await reviewsOf(db, rows.map((row) => row.id)) : new Map<number, AnswerReview>();
  return {
    attempt: attemptSummaryOf(attempt, exam),
    settings: { showCorrectAnswerOnReview: exam.showCorrectAnswerOnReview, showResultAtEnd: exam.showResultAtEnd },
    questions: rows.flatMap((row) => {
      const question = bank.get(row.questionId);
      if (!question) return [];
      const review = reviews.get(row.id) ?? null;
      return [{
        ...attemptQuestionOf(row, question),
        needsReview: row.needsReview,
        review: review ? { note: review.note, points: showScores ? review.points : null, media: review.media } : null,
        ...(showScores ? { pointsAwarded: review?.points ?? row.pointsAwarded } : {}),
        ...(showAnswers ? {
          isCorrect: row.isCorrect,
          correct: correctAnswerOf(question, row),
          explanation: question.explanation,
          optionExplanations: optionExplanationsOf(question.answers, row),
        } : {}),
      }];
    }),
  };
}
