import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { calendarRangeOf } from '../../lms/dashboard/calendar';
import { CALENDAR_MAX_DAYS } from '../../lms/dashboard/dto';
import { coachingViewerOf } from '../access';
import type { CoachingScopes } from '../routes';
import { BookingCalendarQuerySchema, BookingCalendarSchema } from './dto';
import { bookingCalendar } from './lists';

/** The dashboard calendar's bookings variant (the same from/to rule as GET dashboard/calendar). */
export function bookingCalendarRoutes({ members }: CoachingScopes, ctx: AppContext): void {
  members.get('/coaching/calendar', {
    schema: {
      operationId: 'getCoachingCalendar', tags: ['coaching'],
      summary: `The caller's CONFIRMED sessions (as member and as coach) starting in the days from..to (UTC, this month by default, at most ${CALENDAR_MAX_DAYS} days), soonest first`,
      querystring: BookingCalendarQuerySchema, response: { 200: BookingCalendarSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const viewer = coachingViewerOf(ctx, request);
    return bookingCalendar(ctx.db(), viewer, calendarRangeOf(request.query, viewer.now));
  });
}
