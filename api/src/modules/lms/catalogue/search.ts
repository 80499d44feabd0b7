import { and, asc, desc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { badRequest } from '../../../core/errors';
import { learningCategories } from '../../learning-categories/tables';
import { loadCourseCards, type CardViewer } from '../course-card';
import type { CourseCard, CourseLanguage } from '../course-card-dto';
import { courseLearningTypes, courseReviews, courses, courseTargetOrganizations } from '../tables';
import { listableCourse, publishedTarget } from '../visibility';
import type { CatalogueSearchQuery, SearchSort } from './dto';
import { courseTextMatch } from './search-text';

const MAX_INTEGER = 2_147_483_647;

/** The validated comma list as ids (the schema's pattern already allows digits only). */
function idsOf(list: string | undefined): number[] | null {
  if (list === undefined) return null;
  const ids = [...new Set(list.split(',').map(Number))];
  if (ids.some((id) => id > MAX_INTEGER)) throw badRequest('Ids must be at most 2147483647');
  return ids;
}

/** The category ids and all their descendants, inside the tenant (a parent category includes its children). */
function inCategoryTree(organizationId: number, ids: number[]): SQL {
  const roots = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  return sql`${courses.categoryId} in (
    with recursive tree(id) as (
      select ${learningCategories.id} from ${learningCategories}
        where ${learningCategories.organizationId} = ${organizationId} and ${learningCategories.id} in (${roots})
      union
      select child.id from ${learningCategories} child join tree on child.parent_id = tree.id
        where child.organization_id = ${organizationId}
    ) select id from tree)`;
}

/** The conditions of a catalogue search besides visibility; each filter is an indexed lookup. */
function filtersOf(organizationId: number, query: CatalogueSearchQuery): SQL[] {
  const conditions: SQL[] = [];
  const text = courseTextMatch(query.query);
  if (text) conditions.push(text);
  const categoryIds = idsOf(query.categoryIds);
  if (categoryIds) conditions.push(inCategoryTree(organizationId, categoryIds));
  const learningTypeIds = idsOf(query.learningTypeIds);
  if (learningTypeIds) {
    conditions.push(sql`exists (select 1 from ${courseLearningTypes}
      where ${courseLearningTypes.courseId} = ${courses.id} and ${inArray(courseLearningTypes.learningTypeId, learningTypeIds)})`);
  }
  if (query.languages) conditions.push(inArray(courses.language, [...new Set(query.languages.split(','))] as CourseLanguage[]));
  if (query.minPrice !== undefined) conditions.push(gte(courseTargetOrganizations.price, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(courseTargetOrganizations.price, query.maxPrice));
  return conditions;
}

function orderOf(sort: SearchSort, organizationId: number): SQL[] {
  switch (sort) {
    case 'newest': return [desc(courses.createdAt), desc(courses.id)];
    case 'oldest': return [asc(courses.createdAt), asc(courses.id)];
    case 'name': return [asc(sql`lower(${courses.name})`), asc(courses.id)];
    case 'price-asc': return [asc(courseTargetOrganizations.price), desc(courses.id)];
    case 'price-desc': return [desc(courseTargetOrganizations.price), desc(courses.id)];
    case 'start-date': return [sql`${courses.startDate} asc nulls last`, desc(courses.id)];
    case 'rating': return [
      sql`(select avg(${courseReviews.rating}) from ${courseReviews} where ${courseReviews.courseId} = ${courses.id}
        and ${courseReviews.organizationId} = ${organizationId} and not ${courseReviews.isHidden}) desc nulls last`,
      desc(courses.id),
    ];
  }
}

/**
 * The page of ids (with the total as a window count) a catalogue search
 * runs: exported so the benchmark can EXPLAIN exactly this query.
 */
function catalogueSearchQuery(db: Db, viewer: CardViewer, query: CatalogueSearchQuery) {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    throw badRequest('minPrice must not be above maxPrice');
  }
  const { organizationId } = viewer;
  const where = and(listableCourse(viewer.now), ...filtersOf(organizationId, query));
  const page = db.select({ id: courses.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(courses)
    .innerJoin(courseTargetOrganizations, publishedTarget(organizationId))
    .where(where)
    .orderBy(...orderOf(query.sort ?? 'newest', organizationId))
    .limit(query.take ?? 12)
    .offset(query.skip ?? 0);
  return { page, where };
}

/** The all-courses catalogue of the tenant: one query for the page's ids and the total, then the cards of that page. */
export async function searchCatalogue(db: Db, viewer: CardViewer, query: CatalogueSearchQuery): Promise<{ count: number; data: CourseCard[] }> {
  const { page, where } = catalogueSearchQuery(db, viewer, query);
  const rows = await page;
  const count = rows[0]?.total ?? ((query.skip ?? 0) > 0 ? await countMatches(db, viewer.organizationId, where) : 0);
  return { count, data: await loadCourseCards(db, viewer, rows.map((row) => row.id)) };
}

/** Past the last page the window count has no row to ride on. */
async function countMatches(db: Db, organizationId: number, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(courses)
    .innerJoin(courseTargetOrganizations, publishedTarget(organizationId))
    .where(where);
  return row?.value ?? 0;
}
