import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { mediaContentUrl } from '../../media/service';
import { media } from '../../media/tables';
import { examAnswerReviewMedia, examAnswerReviewRatings, examAnswerReviews } from '../tables';
import type { AnswerReview } from './dto';

/** Files as the review views show them, of one organization (an attempt's). */
export async function filesOf(db: Db, organizationId: number, mediaIds: readonly number[]) {
  if (!mediaIds.length) return [];
  const rows = await db.select({ id: media.id, fileName: media.fileName, mime: media.mime }).from(media)
    .where(and(eq(media.organizationId, organizationId), inArray(media.id, [...new Set(mediaIds)])));
  const byId = new Map(rows.map((row) => [row.id, { ...row, url: mediaContentUrl(row.id) }]));
  return mediaIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** The reviews of these answers, with their files and rubric ratings. */
export async function reviewsOf(db: Db, organizationId: number, attemptQuestionIds: readonly number[]): Promise<Map<number, AnswerReview>> {
  if (!attemptQuestionIds.length) return new Map();
  const ids = [...attemptQuestionIds];
  const reviews = await db.select().from(examAnswerReviews).where(inArray(examAnswerReviews.attemptQuestionId, ids));
  if (!reviews.length) return new Map();
  const files = await db.select({ attemptQuestionId: examAnswerReviewMedia.attemptQuestionId, mediaId: examAnswerReviewMedia.mediaId })
    .from(examAnswerReviewMedia).where(inArray(examAnswerReviewMedia.attemptQuestionId, ids));
  const shown = await filesOf(db, organizationId, files.map((file) => file.mediaId));
  const ratings = await db.select({
    attemptQuestionId: examAnswerReviewRatings.attemptQuestionId, criterionId: examAnswerReviewRatings.criterionId,
    ratingId: examAnswerReviewRatings.ratingId, points: examAnswerReviewRatings.points,
  }).from(examAnswerReviewRatings).where(inArray(examAnswerReviewRatings.attemptQuestionId, ids));
  return new Map(reviews.map((review) => [review.attemptQuestionId, {
    attemptQuestionId: review.attemptQuestionId,
    points: review.points,
    note: review.note,
    media: files.filter((file) => file.attemptQuestionId === review.attemptQuestionId)
      .flatMap((file) => shown.filter((candidate) => candidate.id === file.mediaId)),
    ratings: ratings.filter((rating) => rating.attemptQuestionId === review.attemptQuestionId)
      .map(({ criterionId, ratingId, points }) => ({ criterionId, ratingId, points }))
      .sort((a, b) => a.criterionId - b.criterionId),
    reviewerId: review.reviewerId,
    reviewedAt: review.reviewedAt.toISOString(),
  }]));
}
