import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { tenantOf } from '../../../core/tenancy';
import { eventViewerOf } from './access';
import { calendarOf } from './calendar';
import { EventCardPageSchema, EventDetailsSchema, EventListQuerySchema, EventParamsSchema } from './dto';
import { eventDetails } from './event-details';
import { eventCardPage, listFilters } from './event-cards';
import type { EventScopes } from './routes';
import { visibleEvent } from './visible-event';

const tags = ['events'];

/** What visitors (where allowed) and members read: the list, one event, its calendar file. */
export function eventReaderRoutes({ readers }: EventScopes, ctx: AppContext): void {
  readers.get('/events', {
    schema: {
      operationId: 'listEvents', tags,
      summary: 'The organization\'s published events: search (either language), when, type, language, price; upcoming soonest first, past newest first; ended more than 30 days ago hidden',
      querystring: EventListQuerySchema,
      response: { 200: EventCardPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => {
    const viewer = await eventViewerOf(ctx, request);
    const { skip, take, when } = request.query;
    return eventCardPage(ctx.db(), viewer, { where: listFilters(request.query, viewer.now), newestFirst: when === 'PAST', skip, take });
  });

  readers.get('/events/:eventId', {
    schema: {
      operationId: 'getEvent', tags,
      summary: 'One event as the caller may see it (unpublished: 404 except to its hosts and the event managers; the meeting address only to the enrolled, from 15 minutes before the start)',
      params: EventParamsSchema,
      response: { 200: EventDetailsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => eventDetails(ctx.db(), await eventViewerOf(ctx, request), request.params.eventId));

  readers.get('/events/:eventId/calendar.ics', {
    schema: {
      operationId: 'getEventCalendar', tags,
      summary: 'The event as an iCalendar file (text/calendar, UID event-{id}@{organization prefix})',
      params: EventParamsSchema,
      response: { 200: Type.String({ description: 'text/calendar' }), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    const db = ctx.db();
    const viewer = await eventViewerOf(ctx, request);
    const details = await eventDetails(db, viewer, request.params.eventId);
    const { event } = await visibleEvent(db, viewer, request.params.eventId);
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    const body = calendarOf({
      event, title: details.title, description: details.description, domainPrefix: tenantOf(request).domainPrefix,
      url: `${origin}/event/${event.id}`, now: viewer.now,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${event.id}.ics"`)
      .send(body);
  });
}
