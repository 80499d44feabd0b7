import type { App, AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { bearerSecurity, errorResponses, TenantHeadersSchema } from '../../../core/http-schemas';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Tenancy } from '../../../core/tenancy';
import { Type } from '@sinclair/typebox';
import { requireLearner } from '../access';
import { PageQuerySchema } from '../course-card-dto';
import { learnerOf } from '../learner/learner-scope';
import { MyCoursePageSchema } from '../learner/my-course-dto';
import { calendarEntries, calendarRangeOf } from './calendar';
import { courseStatistics } from './course-statistics';
import { enrolledCoursesByProgress } from './courses-by-progress';
import { CalendarEntrySchema, CalendarQuerySchema, CourseStatisticsSchema, StudentActivityPageSchema, UserParamsSchema } from './dto';
import { studentActivities } from './student-activities';

/** The member's dashboard (docs/design/lms-api.md "Dashboard"). */
export function dashboardRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  const preHandler = [tenancy.resolveTenant, tenancy.requireUser, requireLearner(ctx)];
  const signedIn = { tags: ['dashboard'], security: bearerSecurity, headers: TenantHeadersSchema };

  app.get('/users/:userId/course-statistics', {
    preHandler,
    schema: {
      ...signedIn,
      operationId: 'getCourseStatistics',
      summary: "The member's course numbers (userId must be the caller: 403 perm-001 otherwise)",
      params: UserParamsSchema,
      response: { 200: CourseStatisticsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const learner = learnerOf(ctx, request);
    if (request.params.userId !== learner.userId) throw new AppError(403, ERROR_CODES.FORBIDDEN, "Only the member's own statistics");
    return courseStatistics(ctx.db(), learner);
  });

  app.get('/dashboard/enrolled-courses-by-progress', {
    preHandler,
    schema: {
      ...signedIn,
      operationId: 'listEnrolledCoursesByProgress',
      summary: 'Unfinished enrolled courses: highest progress first, then last visited, then most recently enrolled',
      querystring: PageQuerySchema,
      response: { 200: MyCoursePageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => enrolledCoursesByProgress(ctx.db(), learnerOf(ctx, request), request.query));

  app.get('/dashboard/calendar', {
    preHandler,
    schema: {
      ...signedIn,
      operationId: 'getDashboardCalendar',
      summary: 'Start and end dates of enrolled courses and enrollment dates of favorites, in a range of at most 100 days (default this month)',
      querystring: CalendarQuerySchema,
      response: { 200: Type.Array(CalendarEntrySchema), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const learner = learnerOf(ctx, request);
    return calendarEntries(ctx.db(), learner, calendarRangeOf(request.query, learner.now));
  });

  app.get('/dashboard/student-activities', {
    preHandler,
    schema: {
      ...signedIn,
      operationId: 'listStudentActivities',
      summary: "The member's to-do list from enrollments, reviews and favorites: dated items by date, then undated ones",
      querystring: PageQuerySchema,
      response: { 200: StudentActivityPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => studentActivities(ctx.db(), learnerOf(ctx, request), request.query));
}
