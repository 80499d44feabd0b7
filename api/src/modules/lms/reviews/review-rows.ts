import { and, eq, type SQL } from 'drizzle-orm';
import type { Language } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { media } from '../../media/tables';
import { mediaContentUrl } from '../../media/service';
import { users } from '../../users/tables';
import { courseReviews } from '../tables';
import { personName } from '../localized-name';
import type { Review } from './review-dto';

/** Reviews with their authors (same organization as the review), in the order `orderBy` gives. */
export function selectReviews(db: Db, where: SQL) {
  return db.select({
    id: courseReviews.id,
    rating: courseReviews.rating,
    text: courseReviews.text,
    createdAt: courseReviews.createdAt,
    updatedAt: courseReviews.updatedAt,
    authorId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    arFirstName: users.arFirstName,
    arLastName: users.arLastName,
    profileImageId: media.id,
  }).from(courseReviews)
    .innerJoin(users, and(eq(users.organizationId, courseReviews.organizationId), eq(users.id, courseReviews.userId)))
    .leftJoin(media, and(eq(media.organizationId, users.organizationId), eq(media.id, users.profileImageId)))
    .where(where);
}

type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

export function toReview(row: ReviewRow, language: Language): Review {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: { id: row.authorId, name: personName(language, row), profileImageUrl: row.profileImageId === null ? null : mediaContentUrl(row.profileImageId) },
  };
}
