import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { coachingViewerOf } from '../access';
import type { CoachingScopes } from '../routes';
import { coachAvailabilityRoutes } from './coach-routes';
import { ProviderParamsSchema, SlotsAnswerSchema, SlotsQuerySchema } from './dto';
import { providerSlots } from './provider-slots';

const tags = ['coaching'];

/** Slice "availability" of docs/design/coaching-api.md: members read a coach's slots; coaches edit their own availability. */
export function availabilityRoutes(scopes: CoachingScopes, ctx: AppContext): void {
  scopes.members.get('/coaching/provider-available-slots/:providerId', {
    schema: {
      operationId: 'listProviderAvailableSlots', tags,
      summary: 'The coach\'s bookable slots whose start lies in [from, until) (at most 62 days); 404 unknown or unlisted coach; 409 cch-004 FREE not offered',
      params: ProviderParamsSchema, querystring: SlotsQuerySchema,
      response: { 200: SlotsAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const { from, until, kind } = request.query;
    const viewer = coachingViewerOf(ctx, request);
    return providerSlots(ctx.db(), viewer, {
      providerId: request.params.providerId, from: new Date(from), until: new Date(until), kind: kind ?? 'PAID',
    });
  });
  coachAvailabilityRoutes(scopes, ctx);
}
