import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * An id a caller may choose: short, and made of characters that cannot break
 * a log line or an answer header. A load balancer's id is kept so its logs and
 * ours line up; anything else (long, empty, odd characters) is replaced.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Read from the caller, and set on every answer. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's `genReqId`. Fastify's own `requestIdHeader` would take any value
 * of the header as it is, so the header is read (and checked) here instead.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer says which request it was, so a failure seen in a browser can be found in the log. */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
