import type { App, AppContext } from '../../../core/context';
import { errorResponses, TenantHeadersSchema } from '../../../core/http-schemas';
import type { Tenancy } from '../../../core/tenancy';
import { flagsOf, requireCatalogueRead, requireCatalogueSearch } from '../access';
import { CourseCardPageSchema, CourseParamsSchema, PageQuerySchema } from '../course-card-dto';
import { viewerOf } from '../learner/learner-scope';
import { listCourseReviews } from './course-reviews';
import { CatalogueSearchQuerySchema, CourseOverviewSchema, CourseReviewPageSchema, FilterOptionsSchema } from './dto';
import { loadFilterOptions } from './filter-options';
import { loadCourseOverview } from './overview';
import { searchCatalogue } from './search';

/** The catalogue (docs/design/lms-api.md "Catalogue"): open to visitors where the organization allows anonymous course view. */
export function catalogueRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  // No `security`: visitors may call these too (a member's bearer token is still read by identifyUser).
  const visitorOrMember = { tags: ['courses'], headers: TenantHeadersSchema };
  const identified = [tenancy.resolveTenant, tenancy.identifyUser];

  app.get('/courses/search', {
    preHandler: [...identified, requireCatalogueSearch(ctx)],
    schema: {
      ...visitorOrMember,
      operationId: 'searchCourses',
      summary: "The tenant's catalogue: text, filters, sort and paging (needs self-enrollment)",
      querystring: CatalogueSearchQuerySchema,
      response: { 200: CourseCardPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => searchCatalogue(ctx.db(), viewerOf(ctx, request), request.query));

  app.get('/courses/filter-options', {
    preHandler: [...identified, requireCatalogueRead(ctx)],
    schema: {
      ...visitorOrMember,
      operationId: 'getCourseFilterOptions',
      summary: 'Categories, learning types, languages and price range of the catalogue, with course counts',
      response: { 200: FilterOptionsSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request) => loadFilterOptions(ctx.db(), viewerOf(ctx, request)));

  app.get('/courses/:courseId', {
    preHandler: [...identified, requireCatalogueRead(ctx)],
    schema: {
      ...visitorOrMember,
      operationId: 'getCourseOverview',
      summary: 'A catalogue course (or one the caller is enrolled in) with its outline, instructors and what the caller may do',
      params: CourseParamsSchema,
      response: { 200: CourseOverviewSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const flags = await flagsOf(ctx, request);
    return loadCourseOverview(ctx.db(), viewerOf(ctx, request), flags.selfEnrollmentEnabled, request.params.courseId);
  });

  app.get('/courses/:courseId/reviews', {
    preHandler: [...identified, requireCatalogueRead(ctx)],
    schema: {
      ...visitorOrMember,
      operationId: 'listCourseReviews',
      summary: "The course's reviews by the tenant's members, newest first, with their summary (hidden ones left out)",
      params: CourseParamsSchema,
      querystring: PageQuerySchema,
      response: { 200: CourseReviewPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listCourseReviews(ctx.db(), viewerOf(ctx, request), request.params.courseId, request.query));
}
