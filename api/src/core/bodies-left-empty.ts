import { ERROR_CODES } from '@halaqa/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * A body whose schema asks for at least N fields (`minProperties`, every
 * PATCH) is refused when fewer are left once the validator has dropped the
 * unknown ones: it counts them before dropping them, so `{"typo": 1}` would
 * otherwise pass as an empty change (and the update would have nothing to
 * write). Runs right after validation, before any route's own checks.
 */
export function refuseBodiesLeftEmpty(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const schema = request.routeOptions.schema?.body as { minProperties?: number } | undefined;
    const least = schema?.minProperties;
    const { body } = request;
    if (least === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) return;
    if (Object.keys(body).length < least) {
      throw new AppError(400, ERROR_CODES.INVALID_INPUT, `Send at least ${least} of the fields this call takes (unknown fields are ignored)`);
    }
  });
}
