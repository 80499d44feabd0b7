import type { AppContext } from '../../../core/context';
import { AppError } from '../../../core/errors';
import { errorResponses } from '../../../core/http-schemas';
import { ERROR_CODES } from '@halaqa/contracts';
import { Type } from '@sinclair/typebox';
import { PageQuerySchema } from '../course-card-dto';
import { readsEvents } from '../../social/events/access';
import { eventCalendarDates } from '../../social/events/dashboard-dates';
import { readsCourses } from '../access';
import { learnerOf } from '../learner/learner-scope';
import { MyCoursePageSchema } from '../learner/my-course-dto';
import type { LmsScopes } from '../routes';
import { calendarEntries, calendarRangeOf } from './calendar';
import { courseStatistics } from './course-statistics';
import { enrolledCoursesByProgress } from './courses-by-progress';
import { CalendarEntrySchema, CalendarQuerySchema, CourseStatisticsSchema, StudentActivityPageSchema, UserParamsSchema } from './dto';
import { studentActivities } from './student-activities';

/** The member's dashboard (docs/design/lms-api.md "Dashboard"). */
export function dashboardRoutes({ learners, activityHolders }: LmsScopes, ctx: AppContext): void {
  const tags = ['dashboard'];

  learners.get('/users/:userId/course-statistics', {
    schema: {
      operationId: 'getCourseStatistics',
      tags,
      summary: "The member's course numbers (userId must be the caller: 403 perm-001 otherwise)",
      params: UserParamsSchema,
      response: { 200: CourseStatisticsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const learner = learnerOf(ctx, request);
    if (request.params.userId !== learner.userId) throw new AppError(403, ERROR_CODES.FORBIDDEN, "Only the member's own statistics");
    return courseStatistics(ctx.db(), learner);
  });

  learners.get('/dashboard/enrolled-courses-by-progress', {
    schema: {
      operationId: 'listEnrolledCoursesByProgress',
      tags,
      summary: 'Unfinished enrolled courses: highest progress first, then last visited, then most recently enrolled',
      querystring: PageQuerySchema,
      response: { 200: MyCoursePageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => enrolledCoursesByProgress(ctx.db(), learnerOf(ctx, request), request.query));

  learners.get('/dashboard/calendar', {
    schema: {
      operationId: 'getDashboardCalendar',
      tags,
      summary: 'Start and end dates of enrolled courses and events, and enrollment dates of favorites, in a range of at most 100 days (default this month; events for members who read them)',
      querystring: CalendarQuerySchema,
      response: { 200: Type.Array(CalendarEntrySchema), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const learner = learnerOf(ctx, request);
    const range = calendarRangeOf(request.query, learner.now);
    const eventDates = (await readsEvents(ctx, request)) ? await eventCalendarDates(ctx.db(), learner, range) : [];
    return calendarEntries(ctx.db(), learner, range, eventDates);
  });

  activityHolders.get('/dashboard/student-activities', {
    schema: {
      operationId: 'listStudentActivities',
      tags,
      summary: "The member's to-do list from enrollments, reviews and favorites: dated items by date, then undated ones (course items for members who may read courses, event items for those who may read events)",
      querystring: PageQuerySchema,
      response: { 200: StudentActivityPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    // Each kind for those who may read it: course items with course access, event items where social events are on and the member has event access.
    const [courses, events] = await Promise.all([readsCourses(ctx, request), readsEvents(ctx, request)]);
    if (!courses && !events) return { count: 0, data: [] };
    return studentActivities(ctx.db(), learnerOf(ctx, request), request.query, { courses, events });
  });
}
