import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import type { CardViewer } from '../course-card';
import { selectReviews, toReview } from '../reviews/review-rows';
import { courseReviews } from '../tables';
import type { CourseReviewPage, ReviewSummary } from './dto';
import { assertCourseReadable } from './readable-course';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** The tenant's members' visible reviews of a course, newest first, with the summary of all of them. */
export async function listCourseReviews(
  db: Db,
  viewer: CardViewer,
  courseId: number,
  page: { skip?: number; take?: number },
): Promise<CourseReviewPage> {
  await assertCourseReadable(db, viewer, courseId);
  const shown = and(
    eq(courseReviews.courseId, courseId),
    eq(courseReviews.organizationId, viewer.organizationId),
    eq(courseReviews.isHidden, false),
  )!;
  const [rows, perRating] = await Promise.all([
    selectReviews(db, shown).orderBy(desc(courseReviews.createdAt), desc(courseReviews.id)).limit(page.take ?? 12).offset(page.skip ?? 0),
    db.select({ rating: courseReviews.rating, count: sql<number>`count(*)`.mapWith(Number) })
      .from(courseReviews).where(shown).groupBy(courseReviews.rating),
  ]);
  const summary = summaryOf(perRating);
  return { count: summary.count, data: rows.map((row) => toReview(row, viewer.language)), summary };
}

function summaryOf(perRating: Array<{ rating: number; count: number }>): ReviewSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of perRating) {
    if ((RATINGS as readonly number[]).includes(row.rating)) distribution[row.rating as (typeof RATINGS)[number]] = row.count;
  }
  const count = RATINGS.reduce((sum, rating) => sum + distribution[rating], 0);
  const total = RATINGS.reduce((sum, rating) => sum + rating * distribution[rating], 0);
  return { average: count ? Math.round((total / count) * 100) / 100 : null, count, distribution };
}
