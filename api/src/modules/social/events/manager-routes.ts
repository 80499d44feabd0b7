import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { memberViewerOf } from './access';
import { createAttendanceItem } from './attendance';
import {
  AttendanceItemBodySchema, AttendanceItemSchema, CreateEventBodySchema, EventDetailsSchema, EventGuestParamsSchema, EventHostParamsSchema,
  EventParamsSchema, EventTranslationParamsSchema, GuestBodySchema, GuestSchema, PatchEventBodySchema, TranslationBodySchema,
} from './dto';
import { processRefund } from '../../commerce/refunds/process-refund';
import { eventDetails } from './event-details';
import { cancelEvent, createEvent, patchEvent } from './manage-events';
import { addGuest, putTranslation, removeGuest, setHost } from './manage-people';
import { NoContentSchema, type EventScopes } from './routes';

const tags = ['events'];

/** The event managers' calls (manage-social-events): events, their hosts, guests, translations and attendance items. */
export function eventManagerRoutes({ managers }: EventScopes, ctx: AppContext): void {
  managers.post('/events', {
    schema: {
      operationId: 'createEvent', tags,
      summary: 'A new event (unpublished unless isPublished); rich text is sanitized; 400 req-001 when the times are out of order',
      body: CreateEventBodySchema, response: { 201: EventDetailsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const viewer = await memberViewerOf(ctx, request);
    const eventId = await ctx.db().transaction((tx) => createEvent(tx, viewer, request.body));
    return reply.code(201).send(await eventDetails(ctx.db(), viewer, eventId));
  });

  managers.patch('/events/:eventId', {
    schema: {
      operationId: 'updateEvent', tags,
      summary: 'Change an event: a new time or place tells its enrolled members; more places go to the waitlist at once; fewer than taken: 400 req-001',
      params: EventParamsSchema, body: PatchEventBodySchema, response: { 200: EventDetailsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const viewer = await memberViewerOf(ctx, request);
    await ctx.db().transaction((tx) => patchEvent(tx, viewer, request.params.eventId, request.body));
    return eventDetails(ctx.db(), viewer, request.params.eventId);
  });

  managers.post('/events/:eventId/cancel', {
    schema: {
      operationId: 'cancelEvent', tags,
      summary: 'Cancel an event (idempotent): its enrolled and waitlisted members are told; paid places are refunded in full',
      params: EventParamsSchema, response: { 200: EventDetailsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    const viewer = await memberViewerOf(ctx, request);
    const { refundIds } = await ctx.db().transaction((tx) => cancelEvent(tx, viewer, request.params.eventId));
    // The money goes back only once the refunds are committed (processRefund is exactly-once; the refunds job retries a failure).
    for (const refundId of refundIds) {
      await processRefund(ctx.db(), refundId, { now: ctx.now }).catch((error: unknown) => request.log.warn({ err: error, refundId }, 'event cancellation refund left to the refunds job'));
    }
    return eventDetails(ctx.db(), viewer, request.params.eventId);
  });

  for (const [method, host] of [['put', true], ['delete', false]] as const) {
    managers[method]('/events/:eventId/hosts/:userId', {
      schema: {
        operationId: host ? 'addEventHost' : 'removeEventHost', tags,
        summary: host ? 'Make a member of the organization a host of the event (idempotent), 204' : 'A member no longer hosts the event (idempotent), 204',
        params: EventHostParamsSchema, response: { 204: NoContentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    }, async (request, reply) => {
      await setHost(ctx.db(), await memberViewerOf(ctx, request), request.params.eventId, request.params.userId, host);
      return reply.code(204).send(null);
    });
  }

  managers.post('/events/:eventId/guests', {
    schema: {
      operationId: 'addEventGuest', tags, summary: 'A guest speaker of the event (201)',
      params: EventParamsSchema, body: GuestBodySchema, response: { 201: GuestSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => reply.code(201).send(await addGuest(ctx.db(), await memberViewerOf(ctx, request), request.params.eventId, request.body)));

  managers.delete('/events/:eventId/guests/:guestId', {
    schema: {
      operationId: 'removeEventGuest', tags, summary: 'Remove a guest speaker (204; 404 when the event has no such guest)',
      params: EventGuestParamsSchema, response: { 204: NoContentSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await removeGuest(ctx.db(), await memberViewerOf(ctx, request), request.params.eventId, request.params.guestId);
    return reply.code(204).send(null);
  });

  managers.put('/events/:eventId/translations/:language', {
    schema: {
      operationId: 'putEventTranslation', tags, summary: 'The event\'s title and texts in one language (rich text sanitized), 204',
      params: EventTranslationParamsSchema, body: TranslationBodySchema, response: { 204: NoContentSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await putTranslation(ctx.db(), await memberViewerOf(ctx, request), request.params.eventId, request.params.language, request.body);
    return reply.code(204).send(null);
  });

  managers.post('/events/:eventId/attendance-items', {
    schema: {
      operationId: 'createEventAttendanceItem', tags, summary: 'Something attendance is taken for (a day, a session) and the credit hours it is worth (201)',
      params: EventParamsSchema, body: AttendanceItemBodySchema, response: { 201: AttendanceItemSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => reply.code(201).send(await createAttendanceItem(ctx.db(), await memberViewerOf(ctx, request), request.params.eventId, request.body)));
}
