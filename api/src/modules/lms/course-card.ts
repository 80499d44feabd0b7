import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { learningCategories } from '../learning-categories/tables';
import { organizations } from '../organizations/tables';
import { cardBasicsColumns, toCardBasics } from './card-basics';
import type { CourseCard, DurationUnit } from './course-card-dto';
import { localizedName } from './localized-name';
import { courseEnrollees, courseLearningTypes, courseReviews, courses, courseTargetOrganizations, courseWishlist, learningTypes } from './tables';

export type { CourseCard } from './course-card-dto';

/** Who looks at the cards: prices and reviews of this organization, flags of this member. */
export interface CardViewer {
  organizationId: number;
  /** null for a visitor: isEnrolled and isWishlisted are then false. */
  userId: number | null;
  language: Language;
  now: Date;
}

/** A course's learning types, in their order, as one JSON array (a correlated subquery: one round trip for the page). */
const learningTypesJson = sql<Array<{ id: number; slug: string; nameEn: string; nameAr: string }>>`coalesce((
  select json_agg(json_build_object('id', ${learningTypes.id}, 'slug', ${learningTypes.slug}, 'nameEn', ${learningTypes.nameEn}, 'nameAr', ${learningTypes.nameAr})
    order by ${learningTypes.sortOrder}, ${learningTypes.id})
  from ${courseLearningTypes} join ${learningTypes} on ${learningTypes.id} = ${courseLearningTypes.learningTypeId}
  where ${courseLearningTypes.courseId} = ${courses.id}), '[]'::json)`;

/** Visible reviews of the tenant's members: average and count, as one JSON object (null average without reviews). */
const ratingJson = (organizationId: number) => sql<{ average: number | null; count: number }>`(
  select json_build_object('average', avg(${courseReviews.rating})::float8, 'count', count(*))
  from ${courseReviews}
  where ${courseReviews.courseId} = ${courses.id} and ${courseReviews.organizationId} = ${organizationId} and not ${courseReviews.isHidden})`;

const ratingOf = (rating: { average: number | null; count: number }): CourseCard['rating'] =>
  (rating.average === null || rating.count === 0 ? { average: null, count: 0 } : { average: Math.round(rating.average * 100) / 100, count: rating.count });

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
 * not found are left out). One query for the courses with their offer,
 * category, learning types and rating (the subqueries touch only the page's
 * rows, through indexes), plus, for a member, one pair for their enrollments
 * and favorites. Every catalogue page runs this, so round trips matter more
 * than query shape. Visibility is the caller's business: this only builds cards.
 */
export async function loadCourseCards(db: Db, viewer: CardViewer, courseIds: readonly number[]): Promise<CourseCard[]> {
  if (courseIds.length === 0) return [];
  const ids = [...new Set(courseIds)];
  const { userId } = viewer;
  const [rows, caller] = await Promise.all([
    db.select({
      ...cardBasicsColumns(courses),
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
      learningTypes: learningTypesJson,
      rating: ratingJson(viewer.organizationId),
    }).from(courses)
      .innerJoin(organizations, eq(organizations.id, viewer.organizationId))
      .leftJoin(courseTargetOrganizations, and(
        eq(courseTargetOrganizations.courseId, courses.id),
        eq(courseTargetOrganizations.organizationId, viewer.organizationId),
      ))
      .leftJoin(learningCategories, eq(learningCategories.id, courses.categoryId))
      .where(inArray(courses.id, ids)),
    userId === null ? NOBODY : loadCallerFlags(db, { ...viewer, userId }, ids),
  ]);

  const cards = new Map<number, CourseCard>();
  for (const row of rows) {
    cards.set(row.id, {
      ...toCardBasics(row),
      category: row.categoryId === null ? null : {
        id: row.categoryId,
        name: localizedName(viewer.language, row.categoryNameEn ?? '', row.categoryNameAr ?? ''),
      },
      learningTypes: row.learningTypes.map((type) => ({ id: type.id, slug: type.slug, name: localizedName(viewer.language, type.nameEn, type.nameAr) })),
      startDate: row.startDate?.toISOString() ?? null,
      endDate: row.endDate?.toISOString() ?? null,
      isComingSoon: row.isComingSoon,
      duration: row.duration,
      durationUnit: row.durationUnit as DurationUnit | null,
      rating: ratingOf(row.rating),
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
