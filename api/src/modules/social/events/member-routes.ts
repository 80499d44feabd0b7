import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { memberViewerOf } from './access';
import { attendanceItemsOf, attendeesOf } from './attendance';
import {
  AttendanceItemListSchema, AttendeePageSchema, AttendeesQuerySchema, CheckInAnswerSchema, CheckInBodySchema, EventCardPageSchema, EventParamsSchema,
  JoinAnswerSchema, JoinBodySchema, PageQuerySchema, TicketSchema,
} from './dto';
import { eventCardPage } from './event-cards';
import { joinEvent, leaveEvent } from './enrollment-writes';
import { markSeen, setFavorite } from './member-marks';
import { NoContentSchema, type EventScopes } from './routes';
import { checkIn, ticketOf } from './tickets';
import { listedEvent } from './event-cards';

const tags = ['events'];

/** Members' own calls (their events, favorites, joining, tickets) and the hosts' calls (attendees, attendance, check-in). */
export function eventMemberRoutes({ members }: EventScopes, ctx: AppContext): void {
  members.get('/events/mine', {
    schema: {
      operationId: 'listMyEvents', tags,
      summary: 'Events the member is enrolled or waitlisted in (ended more than 30 days ago hidden), soonest first',
      querystring: PageQuerySchema,
      response: { 200: EventCardPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const viewer = await memberViewerOf(ctx, request);
    return eventCardPage(ctx.db(), viewer, { where: listedEvent(viewer.now), mine: true, ...request.query });
  });

  members.get('/events/favorites', {
    schema: {
      operationId: 'listFavoriteEvents', tags,
      summary: 'The member\'s favorite events (the /favorite/events tab), soonest first',
      querystring: PageQuerySchema,
      response: { 200: EventCardPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const viewer = await memberViewerOf(ctx, request);
    return eventCardPage(ctx.db(), viewer, { where: listedEvent(viewer.now), favorites: true, ...request.query });
  });

  members.post('/events/:eventId/seen', {
    schema: {
      operationId: 'markEventSeen', tags, summary: 'Records that the member opened the event (first and last time), 204',
      params: EventParamsSchema, response: { 204: NoContentSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await markSeen(ctx.db(), await memberViewerOf(ctx, request), request.params.eventId);
    return reply.code(204).send(null);
  });

  for (const [method, favorite] of [['put', true], ['delete', false]] as const) {
    members[method]('/events/:eventId/favorite', {
      schema: {
        operationId: favorite ? 'addFavoriteEvent' : 'removeFavoriteEvent', tags,
        summary: favorite ? 'Adds the event to the member\'s favorites (idempotent), 204' : 'Takes the event out of the member\'s favorites (idempotent), 204',
        params: EventParamsSchema, response: { 204: NoContentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request, reply) => {
      await setFavorite(ctx.db(), await memberViewerOf(ctx, request), request.params.eventId, favorite);
      return reply.code(204).send(null);
    });
  }

  members.post('/events/:eventId/enrollments', {
    schema: {
      operationId: 'joinEvent', tags,
      summary: 'Join a free event (201 ENROLLED), or its waitlist when full and asked (201 WAITLISTED with the position); 409 evt-001 closed, evt-002 already in, evt-003 full, evt-004 paid (bought through the cart)',
      params: EventParamsSchema, body: JoinBodySchema,
      response: { 201: JoinAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    const viewer = await memberViewerOf(ctx, request);
    const outcome = await ctx.db().transaction((tx) => joinEvent(tx, viewer, request.params.eventId, { waitlist: request.body?.waitlist ?? false }));
    return reply.code(201).send(outcome.status === 'ENROLLED' ? { status: outcome.status } : { status: outcome.status, position: outcome.position });
  });

  members.delete('/events/:eventId/enrollments/mine', {
    schema: {
      operationId: 'leaveEvent', tags,
      summary: 'Leave the event or its waitlist (204); a freed place goes to the first waitlisted at once. 404 evt-005 not in; 409 evt-004 a paid place (refund it instead)',
      params: EventParamsSchema, response: { 204: NoContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    const viewer = await memberViewerOf(ctx, request);
    await ctx.db().transaction((tx) => leaveEvent(tx, viewer, request.params.eventId));
    return reply.code(204).send(null);
  });

  members.get('/events/:eventId/ticket', {
    schema: {
      operationId: 'getEventTicket', tags,
      summary: 'The member\'s ticket: a signed code and its QR code (SVG), with their check-ins; 404 evt-005 without a place',
      params: EventParamsSchema, response: { 200: TicketSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => ticketOf(ctx.db(), await memberViewerOf(ctx, request), request.params.eventId));

  members.get('/events/:eventId/enrollments', {
    schema: {
      operationId: 'listEventAttendees', tags,
      summary: 'Hosts and event managers: the attendees with their status and check-ins (403 evt-009 to other members)',
      params: EventParamsSchema, querystring: AttendeesQuerySchema,
      response: { 200: AttendeePageSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => attendeesOf(ctx.db(), await memberViewerOf(ctx, request), request.params.eventId, request.query));

  members.get('/events/:eventId/attendance-items', {
    schema: {
      operationId: 'listEventAttendanceItems', tags,
      summary: 'Hosts and event managers: what attendance is taken for, with the credit hours of each (403 evt-009 to other members)',
      params: EventParamsSchema, response: { 200: AttendanceItemListSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => attendanceItemsOf(ctx.db(), await memberViewerOf(ctx, request), request.params.eventId));

  members.post('/events/:eventId/check-in', {
    schema: {
      operationId: 'checkInToEvent', tags,
      summary: 'Hosts and event managers: check a ticket in for an attendance item (201); 400 evt-006 not a ticket of ours, 409 evt-007 another event\'s, evt-005 its place was given up, evt-008 already checked in',
      params: EventParamsSchema, body: CheckInBodySchema,
      response: { 201: CheckInAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    const viewer = await memberViewerOf(ctx, request);
    return reply.code(201).send(await ctx.db().transaction((tx) => checkIn(tx, viewer, request.params.eventId, request.body)));
  });
}
