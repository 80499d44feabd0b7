import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { siteUrl } from '../../../core/site-url';
import { tenantOf } from '../../../core/tenancy';
import { processRefund } from '../../commerce/refunds/process-refund';
import { coachingViewerOf } from '../access';
import type { CoachingScopes } from '../routes';
import { bookingCalendarRoutes } from './calendar-routes';
import { bookSession, type BookingCaller } from './book';
import { cancelSession } from './cancel';
import { announceSessionChange } from './notify';
import { bookingReadRoutes } from './read-routes';
import { rescheduleSession } from './reschedule';
import { startBookingReminders } from './reminders';
import { BookBodySchema, BookingParamsSchema, BookingSchema, CancelBodySchema, ProviderParamsSchema, RescheduleBodySchema } from './dto';
import { bookingView } from './booking-view';
import { jitsiMeetingLinks } from './meeting-links';

const tags = ['coaching'];

/** Who writes, with the organization's prefix (meeting rooms) and site (emailed links). */
function callerOf(ctx: AppContext, request: FastifyRequest): BookingCaller & { site: string; language: 'en' | 'ar' } {
  const viewer = coachingViewerOf(ctx, request);
  const tenant = tenantOf(request);
  return { ...viewer, domainPrefix: tenant.domainPrefix, site: siteUrl(request, tenant.domainPrefix, ctx.defaultOrgPrefix) };
}

/**
 * Slice "bookings" of docs/design/coaching-api.md: booking, cancelling and
 * moving sessions (each one transaction that also tells both parties),
 * the lists, one session and its invitation, the calendar variant, and the
 * reminder job beside the server.
 */
export function bookingRoutes(scopes: CoachingScopes, ctx: AppContext): void {
  const { members } = scopes;

  members.post('/coaching/providers/:providerId', {
    schema: {
      operationId: 'bookCoachingSession', tags,
      summary: 'Book a session with a coach: FREE (a free session, CONFIRMED), PAID (HELD 15 minutes while paid through the cart: see purchase), CREDIT (a credit with this coach, CONFIRMED). 404 unknown coach; 409 cch-001 not a slot now, cch-002 taken first, cch-003 no free session left, cch-004 no free session offered, cch-009 no credit, cch-010 oneself',
      params: ProviderParamsSchema, body: BookBodySchema,
      response: { 201: BookingSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    const caller = callerOf(ctx, request);
    const bookingId = await ctx.db().transaction(async (tx) => {
      const id = await bookSession(tx, caller, request.params.providerId, request.body, jitsiMeetingLinks);
      if (request.body.kind !== 'PAID') await announceSessionChange(tx, caller.organizationId, id, { kind: 'booked' }, { actorUserId: caller.userId, site: caller.site, now: caller.now });
      return id;
    });
    return reply.code(201).send(await bookingView(ctx.db(), caller, bookingId));
  });

  members.post('/coaching/booking-sessions/:bookingSessionId/cancel', {
    schema: {
      operationId: 'cancelCoachingSession', tags,
      summary: 'Cancel a session (either party). The member: while the coach allows it (else 409 cch-006) and until cancellableUntil (else 409 cch-005 with details.allowedUntil); the coach: until its end. 409 cch-007 cancelled or over. What it gives back is cancelOutcome',
      params: BookingParamsSchema, body: CancelBodySchema,
      response: { 200: BookingSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    const { bookingSessionId } = request.params;
    const cancelled = await ctx.db().transaction(async (tx) => {
      const done = await cancelSession(tx, caller, bookingSessionId, request.body?.reason ?? '');
      await announceSessionChange(tx, caller.organizationId, bookingSessionId, { kind: 'cancelled', by: done.by, outcome: done.outcome }, {
        actorUserId: caller.userId, site: caller.site, now: caller.now,
      });
      return done;
    });
    // As commerce's own refund call does: processed now when it can be, else by the refunds job.
    if (cancelled.refundId !== null) {
      await processRefund(ctx.db(), cancelled.refundId, { now: ctx.now }).catch((error: unknown) => request.log.warn({ err: error }, 'coaching refund left to the refunds job'));
    }
    return bookingView(ctx.db(), caller, bookingSessionId);
  });

  members.patch('/coaching/booking-sessions/:bookingSessionId', {
    schema: {
      operationId: 'rescheduleCoachingSession', tags,
      summary: 'The member moves their session to another start (one transaction: the old one CANCELLED, the new one booked, or neither). Answers the new booking. 409 cch-005/cch-006 as cancelling, cch-007 held, cancelled or over, cch-001 not a slot, cch-002 taken (the old one stands)',
      params: BookingParamsSchema, body: RescheduleBodySchema,
      response: { 200: BookingSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const caller = callerOf(ctx, request);
    const newId = await ctx.db().transaction(async (tx) => {
      const moved = await rescheduleSession(tx, caller, request.params.bookingSessionId, request.body.startsAt);
      await announceSessionChange(tx, caller.organizationId, moved.newId, { kind: 'rescheduled', fromStartsAt: moved.fromStartsAt }, {
        actorUserId: caller.userId, site: caller.site, now: caller.now,
      });
      return moved.newId;
    });
    return bookingView(ctx.db(), caller, newId);
  });

  bookingReadRoutes(scopes, ctx);
  bookingCalendarRoutes(scopes, ctx);
  startBookingReminders(members, ctx);
}
