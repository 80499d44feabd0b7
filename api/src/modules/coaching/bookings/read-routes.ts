import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '@halaqa/contracts';
import type { AppContext } from '../../../core/context';
import { notFound } from '../../../core/errors';
import { errorResponses } from '../../../core/http-schemas';
import { tenantOf } from '../../../core/tenancy';
import { coachingViewerOf } from '../access';
import type { CoachingScopes } from '../routes';
import { bookingRowOf, partyOf } from './booking-rows';
import { bookingView } from './booking-view';
import { BookingListQuerySchema, BookingPageSchema, BookingParamsSchema, BookingSchema } from './dto';
import { invitationOf } from './invitation';
import { bookingPage } from './lists';

const tags = ['coaching'];
const listSummary = 'UPCOMING (not cancelled, not over; soonest first), PAST (latest first) or CANCELLED (a lapsed hold counts as cancelled; latest first)';

/** The two lists (as member, as coach), one session, and its invitation. */
export function bookingReadRoutes({ members, coaches }: CoachingScopes, ctx: AppContext): void {
  members.get('/coaching/booking-sessions/client', {
    schema: {
      operationId: 'listMyCoachingSessions', tags, summary: `The member's booked sessions: ${listSummary}`,
      querystring: BookingListQuerySchema, response: { 200: BookingPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => bookingPage(ctx.db(), coachingViewerOf(ctx, request), 'MEMBER', request.query));

  coaches.get('/coaching/booking-sessions/provider', {
    schema: {
      operationId: 'listProviderCoachingSessions', tags, summary: `The coach's sessions with their members: ${listSummary}`,
      querystring: BookingListQuerySchema, response: { 200: BookingPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => bookingPage(ctx.db(), coachingViewerOf(ctx, request), 'COACH', request.query));

  members.get('/coaching/booking-sessions/:bookingSessionId', {
    schema: {
      operationId: 'getCoachingSession', tags, summary: 'One session, to its member or its coach (anyone else: 404)',
      params: BookingParamsSchema, response: { 200: BookingSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => bookingView(ctx.db(), coachingViewerOf(ctx, request), request.params.bookingSessionId));

  members.get('/coaching/booking-sessions/:bookingSessionId/invitation.ics', {
    schema: {
      operationId: 'getCoachingSessionInvitation', tags,
      summary: 'The session as an iCalendar invitation (text/calendar, METHOD:REQUEST, or CANCEL once cancelled; UID coaching-{id}@{prefix}.halaqa; the meeting link as LOCATION and URL)',
      params: BookingParamsSchema,
      response: { 200: Type.String({ description: 'text/calendar' }), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const viewer = coachingViewerOf(ctx, request);
    const row = await bookingRowOf(ctx.db(), viewer.organizationId, request.params.bookingSessionId, partyOf(viewer));
    if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Booking not found');
    const body = invitationOf(row, { domainPrefix: tenantOf(request).domainPrefix, language: viewer.language, now: viewer.now });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="coaching-${row.booking.id}.ics"`)
      .send(body);
  });
}
