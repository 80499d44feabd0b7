import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify parses them, except that an empty body counts as no
 * body: clients send `Content-Type: application/json` on body-less POSTs
 * (dismiss), which Fastify would otherwise refuse.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
