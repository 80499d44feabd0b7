import type { OutgoingHttpHeaders } from 'node:http';
import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../core/context';
import { errorResponses } from '../../core/http-schemas';
import { StreamQuerySchema } from './dto';
import type { StreamHub } from './stream-hub';
import { redeemStreamTicket } from './stream-tickets';

/** Last-Event-ID as EventSource sends it on a reconnect; the query's lastEventId when a new EventSource resumes. */
function lastEventIdOf(header: string | string[] | undefined, query: number | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined && /^\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return query ?? null;
}

/**
 * GET sse: the member's notification stream (spec section 7: "id and token
 * query"; the token is a stream ticket, never the access token). The ticket
 * says whose stream it is, so no tenant headers are read.
 */
export function streamRoute(app: App, ctx: AppContext, hub: StreamHub): void {
  app.get('/sse', {
    schema: {
      operationId: 'openNotificationStream',
      tags: ['notifications'],
      summary: 'Server-sent events: notification, unread-count, session-ended (resume with Last-Event-ID)',
      querystring: StreamQuerySchema,
      headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ maxLength: 20 })) }),
      response: { 200: Type.String({ description: 'text/event-stream' }), ...errorResponses(400, 401) },
    },
  }, async (request, reply) => {
    const holder = await redeemStreamTicket(ctx.systemDb(), request.query.token, request.query.id, ctx.now());
    const lastEventId = lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId);
    const raw = reply.raw;
    // The stream outlives Fastify's reply cycle: its headers are written here, once, with those every answer
    // carries (security headers, request id) that the hooks have set on the reply so far.
    const common = reply.getHeaders() as OutgoingHttpHeaders;
    reply.hijack();
    raw.writeHead(200, {
      'x-request-id': request.id,
      ...common,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies (nginx) must pass each event on at once.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    raw.socket?.setNoDelay(true);
    raw.socket?.setKeepAlive(true);
    const close = await hub.open(holder, request.query.lang ?? 'en', lastEventId, {
      write: (chunk) => {
        if (!raw.writableEnded) raw.write(chunk);
      },
      buffered: () => raw.writableLength,
      end: () => {
        if (!raw.writableEnded) raw.end();
      },
    });
    request.raw.on('close', close);
    if (request.raw.destroyed) close();
  });
}
