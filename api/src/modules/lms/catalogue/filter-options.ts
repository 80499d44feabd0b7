import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { learningCategories } from '../../learning-categories/tables';
import { organizations } from '../../organizations/tables';
import type { CardViewer } from '../course-card';
import { COURSE_LANGUAGES, type CourseLanguage } from '../course-card-dto';
import { localizedName } from '../localized-name';
import { courseLearningTypes, courses, courseTargetOrganizations, learningTypes } from '../tables';
import { listableCourse, publishedTarget } from '../visibility';
import type { FilterOptions } from './dto';

const countAll = () => sql<number>`count(*)`.mapWith(Number);

/** A category's count includes its subcategories' courses, as selecting it includes them in the search. */
function rollUp(categories: Array<{ id: number; parentId: number | null }>, direct: Map<number, number>): Map<number, number> {
  const parentOf = new Map(categories.map((category) => [category.id, category.parentId]));
  const totals = new Map<number, number>();
  for (const [categoryId, count] of direct) {
    const seen = new Set<number>();
    for (let id: number | null | undefined = categoryId; id != null && !seen.has(id); id = parentOf.get(id)) {
      seen.add(id);
      totals.set(id, (totals.get(id) ?? 0) + count);
    }
  }
  return totals;
}

/** What the filter panel offers, counting only the tenant's catalogue courses. */
export async function loadFilterOptions(db: Db, viewer: CardViewer): Promise<FilterOptions> {
  const { organizationId } = viewer;
  const visible = listableCourse(viewer.now);
  const [categories, categoryCounts, types, typeCounts, languages, [organization]] = await Promise.all([
    db.select({ id: learningCategories.id, parentId: learningCategories.parentId, nameEn: learningCategories.nameEn, nameAr: learningCategories.nameAr })
      .from(learningCategories).where(eq(learningCategories.organizationId, organizationId))
      .orderBy(asc(learningCategories.sortOrder), asc(learningCategories.id)),
    db.select({ categoryId: courses.categoryId, count: countAll() })
      .from(courses).innerJoin(courseTargetOrganizations, publishedTarget(organizationId))
      .where(visible).groupBy(courses.categoryId),
    db.select({ id: learningTypes.id, slug: learningTypes.slug, nameEn: learningTypes.nameEn, nameAr: learningTypes.nameAr })
      .from(learningTypes).where(eq(learningTypes.organizationId, organizationId))
      .orderBy(asc(learningTypes.sortOrder), asc(learningTypes.id)),
    db.select({ learningTypeId: courseLearningTypes.learningTypeId, count: countAll() })
      .from(courses).innerJoin(courseTargetOrganizations, publishedTarget(organizationId))
      .innerJoin(courseLearningTypes, eq(courseLearningTypes.courseId, courses.id))
      .where(visible).groupBy(courseLearningTypes.learningTypeId),
    db.select({
      language: courses.language,
      count: countAll(),
      minPrice: sql<number>`min(${courseTargetOrganizations.price})`.mapWith(Number),
      maxPrice: sql<number>`max(${courseTargetOrganizations.price})`.mapWith(Number),
    }).from(courses).innerJoin(courseTargetOrganizations, publishedTarget(organizationId))
      .where(visible).groupBy(courses.language),
    db.select({ currencyCode: organizations.currencyCode }).from(organizations).where(eq(organizations.id, organizationId)).limit(1),
  ]);

  const direct = new Map(categoryCounts.flatMap((row) => (row.categoryId === null ? [] : [[row.categoryId, row.count] as const])));
  const categoryTotals = rollUp(categories, direct);
  const typeTotals = new Map(typeCounts.map((row) => [row.learningTypeId, row.count]));
  const languageTotals = new Map(languages.map((row) => [row.language, row.count]));
  return {
    categories: categories.map((category) => ({
      id: category.id,
      parentId: category.parentId,
      name: localizedName(viewer.language, category.nameEn, category.nameAr),
      courseCount: categoryTotals.get(category.id) ?? 0,
    })),
    learningTypes: types.map((type) => ({
      id: type.id, slug: type.slug, name: localizedName(viewer.language, type.nameEn, type.nameAr), courseCount: typeTotals.get(type.id) ?? 0,
    })),
    languages: COURSE_LANGUAGES.map((language: CourseLanguage) => ({ language, courseCount: languageTotals.get(language) ?? 0 })),
    priceRange: languages.length
      ? { min: Math.min(...languages.map((row) => row.minPrice)), max: Math.max(...languages.map((row) => row.maxPrice)) }
      : { min: 0, max: 0 },
    currencyCode: organization?.currencyCode ?? 'SAR',
  };
}
