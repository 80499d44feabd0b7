import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { flagsOf, requireSelfEnrollment } from '../access';
import { CourseCardPageSchema, CourseParamsSchema, PageQuerySchema } from '../course-card-dto';
import { viewerOf } from '../learner/learner-scope';
import type { LmsScopes } from '../routes';
import { listCourseReviews } from './course-reviews';
import { CatalogueSearchQuerySchema, CourseOverviewSchema, CourseReviewPageSchema, FilterOptionsSchema } from './dto';
import { loadFilterOptions } from './filter-options';
import { loadCourseOverview } from './overview';
import { searchCatalogue } from './search';

/** The catalogue (docs/design/lms-api.md "Catalogue"): open to visitors where the organization allows anonymous course view. */
export function catalogueRoutes({ catalogueReaders }: LmsScopes, ctx: AppContext): void {
  const tags = ['courses'];

  catalogueReaders.get('/courses/search', {
    preHandler: requireSelfEnrollment(ctx),
    schema: {
      operationId: 'searchCourses',
      tags,
      summary: "The tenant's catalogue: text, filters, sort and paging (needs self-enrollment)",
      querystring: CatalogueSearchQuerySchema,
      response: { 200: CourseCardPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => searchCatalogue(ctx.db(), viewerOf(ctx, request), request.query));

  catalogueReaders.get('/courses/filter-options', {
    schema: {
      operationId: 'getCourseFilterOptions',
      tags,
      summary: 'Categories, learning types, languages and price range of the catalogue, with course counts',
      response: { 200: FilterOptionsSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request) => loadFilterOptions(ctx.db(), viewerOf(ctx, request)));

  catalogueReaders.get('/courses/:courseId', {
    schema: {
      operationId: 'getCourseOverview',
      tags,
      summary: 'A catalogue course (or one the caller is enrolled in) with its outline, instructors and what the caller may do',
      params: CourseParamsSchema,
      response: { 200: CourseOverviewSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const flags = await flagsOf(ctx, request);
    return loadCourseOverview(ctx.db(), viewerOf(ctx, request), flags.selfEnrollmentEnabled, request.params.courseId);
  });

  catalogueReaders.get('/courses/:courseId/reviews', {
    schema: {
      operationId: 'listCourseReviews',
      tags,
      summary: "The course's reviews by the tenant's members, newest first, with their summary (hidden ones left out)",
      params: CourseParamsSchema,
      querystring: PageQuerySchema,
      response: { 200: CourseReviewPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => listCourseReviews(ctx.db(), viewerOf(ctx, request), request.params.courseId, request.query));
}
