import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { isInCatalogue } from '../learner/in-catalogue';
import type { Learner } from '../learner/my-courses';
import { courseEnrollees, courseReviews, courses } from '../tables';
import type { MyReviewBody, Review } from './review-dto';
import { selectReviews, toReview } from './review-rows';

type Reach = 'enrolled' | 'in-catalogue';

/** How the member reaches the course: enrolled (course not deleted), else through the catalogue; 404 when neither. */
async function reachOf(db: Db, learner: Learner, courseId: number): Promise<Reach> {
  const [enrolled] = await db.select({ id: courseEnrollees.id }).from(courseEnrollees)
    .innerJoin(courses, eq(courses.id, courseEnrollees.courseId))
    .where(and(
      eq(courseEnrollees.organizationId, learner.organizationId),
      eq(courseEnrollees.userId, learner.userId),
      eq(courseEnrollees.courseId, courseId),
      eq(courses.isDeleted, false),
    )).limit(1);
  if (enrolled) return 'enrolled';
  if (await isInCatalogue(db, learner.organizationId, courseId, learner.now)) return 'in-catalogue';
  throw notFound(undefined, 'Course not found');
}

const mine = (learner: Learner, courseId: number) => and(
  eq(courseReviews.organizationId, learner.organizationId),
  eq(courseReviews.userId, learner.userId),
  eq(courseReviews.courseId, courseId),
)!;

async function findMyReview(db: Db, learner: Learner, courseId: number): Promise<Review | null> {
  const [row] = await selectReviews(db, mine(learner, courseId)).limit(1);
  return row ? toReview(row, learner.language) : null;
}

export async function getMyReview(db: Db, learner: Learner, courseId: number): Promise<Review | null> {
  await reachOf(db, learner, courseId);
  return findMyReview(db, learner, courseId);
}

/** One review per member and course: writing again updates it. Only enrolled members review (rev-001). */
export async function putMyReview(db: Db, learner: Learner, courseId: number, body: MyReviewBody): Promise<Review> {
  if ((await reachOf(db, learner, courseId)) !== 'enrolled') {
    throw new AppError(409, ERROR_CODES.REVIEW_REQUIRES_ENROLLMENT, 'Only members enrolled in the course may review it');
  }
  const text = (body.text ?? '').trim();
  await db.insert(courseReviews).values({ organizationId: learner.organizationId, userId: learner.userId, courseId, rating: body.rating, text, createdAt: learner.now, updatedAt: learner.now })
    .onConflictDoUpdate({ target: [courseReviews.courseId, courseReviews.userId], set: { rating: body.rating, text, updatedAt: learner.now } });
  const review = await findMyReview(db, learner, courseId);
  if (!review) throw new Error('review missing after upsert');
  return review;
}

/** Idempotent: deleting a review that is not there changes nothing. */
export async function deleteMyReview(db: Db, learner: Learner, courseId: number): Promise<void> {
  await reachOf(db, learner, courseId);
  await db.delete(courseReviews).where(mine(learner, courseId));
}
