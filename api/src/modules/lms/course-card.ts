import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { learningCategories } from '../learning-categories/schema';
import { mediaContentUrl } from '../media/service';
import { organizations } from '../organizations/schema';
import type { CourseCard, CourseLanguage, DurationUnit } from './course-card-dto';
import { localizedName } from './localized-name';
import { courseEnrollees, courseLearningTypes, courseReviews, courses, courseTargetOrganizations, courseWishlist, learningTypes } from './schema';

export { CourseCardSchema, MoneySchema, type CourseCard, type Money } from './course-card-dto';

/** Who looks at the cards: prices and reviews of this organization, flags of this member. */
export interface CardViewer {
  organizationId: number;
  /** null for a visitor: isEnrolled and isWishlisted are then false. */
  userId: number | null;
  language: Language;
  now: Date;
}

const ratingOf = (rating: { average: number; count: number } | undefined): CourseCard['rating'] =>
  (rating ? { average: Math.round(rating.average * 100) / 100, count: rating.count } : { average: null, count: 0 });

/** Visible reviews of the tenant's members per course: average and count. */
function loadRatings(db: Db, organizationId: number, ids: number[]) {
  return db.select({
    courseId: courseReviews.courseId,
    average: sql<number>`avg(${courseReviews.rating})::float8`.mapWith(Number),
    count: sql<number>`count(*)`.mapWith(Number),
  }).from(courseReviews)
    .where(and(inArray(courseReviews.courseId, ids), eq(courseReviews.organizationId, organizationId), eq(courseReviews.isHidden, false)))
    .groupBy(courseReviews.courseId);
}

/** The ids among `ids` the member is enrolled in, and those they favorited. */
async function loadCallerFlags(db: Db, viewer: CardViewer & { userId: number }, ids: number[]) {
  const [enrolled, wishlisted] = await Promise.all([
    db.select({ courseId: courseEnrollees.courseId }).from(courseEnrollees).where(and(
      eq(courseEnrollees.organizationId, viewer.organizationId), eq(courseEnrollees.userId, viewer.userId), inArray(courseEnrollees.courseId, ids),
    )),
    db.select({ courseId: courseWishlist.courseId }).from(courseWishlist).where(and(
      eq(courseWishlist.organizationId, viewer.organizationId), eq(courseWishlist.userId, viewer.userId), inArray(courseWishlist.courseId, ids),
    )),
  ]);
  return { enrolled: new Set(enrolled.map((row) => row.courseId)), wishlisted: new Set(wishlisted.map((row) => row.courseId)) };
}

const NOBODY = { enrolled: new Set<number>(), wishlisted: new Set<number>() };

/**
 * The one way to turn course ids into CourseCards, in the order given (ids
 * not found are left out). A fixed number of small queries, run together,
 * whatever the number of ids: the courses with their offer and category,
 * their learning types, their ratings and, for a member, their enrollments
 * and favorites. Plain joins and groupings rather than per-row subqueries:
 * these run on every catalogue page, and planning them must stay cheap.
 * Visibility is the caller's business: this only builds cards.
 */
export async function loadCourseCards(db: Db, viewer: CardViewer, courseIds: readonly number[]): Promise<CourseCard[]> {
  if (courseIds.length === 0) return [];
  const ids = [...new Set(courseIds)];
  const { userId } = viewer;
  const [rows, typeRows, ratings, caller] = await Promise.all([
    db.select({
      id: courses.id,
      name: courses.name,
      briefDescription: courses.briefDescription,
      language: courses.language,
      coverImageId: courses.coverImageId,
      categoryId: learningCategories.id,
      categoryNameEn: learningCategories.nameEn,
      categoryNameAr: learningCategories.nameAr,
      startDate: courses.startDate,
      endDate: courses.endDate,
      isComingSoon: courses.isComingSoon,
      duration: courses.duration,
      durationUnit: courses.durationUnit,
      enrollmentCount: courses.enrollmentCount,
      price: courseTargetOrganizations.price,
      oldPrice: courseTargetOrganizations.oldPrice,
      isDiscounted: courseTargetOrganizations.isDiscounted,
      currencyCode: organizations.currencyCode,
    }).from(courses)
      .innerJoin(organizations, eq(organizations.id, viewer.organizationId))
      .leftJoin(courseTargetOrganizations, and(
        eq(courseTargetOrganizations.courseId, courses.id),
        eq(courseTargetOrganizations.organizationId, viewer.organizationId),
      ))
      .leftJoin(learningCategories, eq(learningCategories.id, courses.categoryId))
      .where(inArray(courses.id, ids)),
    db.select({
      courseId: courseLearningTypes.courseId,
      id: learningTypes.id,
      slug: learningTypes.slug,
      nameEn: learningTypes.nameEn,
      nameAr: learningTypes.nameAr,
    }).from(courseLearningTypes)
      .innerJoin(learningTypes, eq(learningTypes.id, courseLearningTypes.learningTypeId))
      .where(inArray(courseLearningTypes.courseId, ids))
      .orderBy(asc(learningTypes.sortOrder), asc(learningTypes.id)),
    loadRatings(db, viewer.organizationId, ids),
    userId === null ? NOBODY : loadCallerFlags(db, { ...viewer, userId }, ids),
  ]);

  const typesByCourse = new Map<number, CourseCard['learningTypes']>();
  for (const row of typeRows) {
    const list = typesByCourse.get(row.courseId) ?? [];
    list.push({ id: row.id, slug: row.slug, name: localizedName(viewer.language, row.nameEn, row.nameAr) });
    typesByCourse.set(row.courseId, list);
  }

  const ratingByCourse = new Map(ratings.map((rating) => [rating.courseId, rating]));
  const cards = new Map<number, CourseCard>();
  for (const row of rows) {
    cards.set(row.id, {
      id: row.id,
      name: row.name,
      briefDescription: row.briefDescription,
      language: row.language as CourseLanguage,
      coverImageUrl: row.coverImageId === null ? null : mediaContentUrl(row.coverImageId),
      category: row.categoryId === null ? null : {
        id: row.categoryId,
        name: localizedName(viewer.language, row.categoryNameEn ?? '', row.categoryNameAr ?? ''),
      },
      learningTypes: typesByCourse.get(row.id) ?? [],
      startDate: row.startDate?.toISOString() ?? null,
      endDate: row.endDate?.toISOString() ?? null,
      isComingSoon: row.isComingSoon,
      duration: row.duration,
      durationUnit: row.durationUnit as DurationUnit | null,
      rating: ratingOf(ratingByCourse.get(row.id)),
      enrollmentCount: row.enrollmentCount,
      price: row.price ?? 0,
      oldPrice: row.oldPrice ?? null,
      isDiscounted: row.isDiscounted ?? false,
      currencyCode: row.currencyCode,
      isEnrolled: caller.enrolled.has(row.id),
      isWishlisted: caller.wishlisted.has(row.id),
    });
  }
  return courseIds.flatMap((id) => cards.get(id) ?? []);
}
