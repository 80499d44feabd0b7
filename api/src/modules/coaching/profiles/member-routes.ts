import type { AppContext } from '../../../core/context';
import { errorResponses } from '../../../core/http-schemas';
import { coachingViewerOf } from '../access';
import type { CoachingScopes } from '../routes';
import { coachProfile } from './coach-profile';
import { coachDirectory, coachFilterOptions } from './directory';
import { CoachCardPageSchema, CoachListQuerySchema, CoachParamsSchema, CoachProfileSchema, FilterOptionsSchema } from './dto';

const tags = ['coaching'];

/** What members read: the directory, its filters, a coach's profile. */
export function coachDirectoryRoutes({ members }: CoachingScopes, ctx: AppContext): void {
  members.get('/coaches', {
    schema: {
      operationId: 'listCoaches', tags,
      summary: 'Listed coaches as cards, ordered by name: search (names in both languages, headlines), specialty, language, price (halalas), free session, a paid slot within N days',
      querystring: CoachListQuerySchema,
      response: { 200: CoachCardPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => coachDirectory(ctx.db(), coachingViewerOf(ctx, request), request.query));

  members.get('/coaches/filter-options', {
    schema: {
      operationId: 'getCoachFilterOptions', tags,
      summary: 'What the directory can filter by, over the listed coaches: specialties, languages, the price range (halalas)',
      response: { 200: FilterOptionsSchema, ...errorResponses(401, 403) },
    },
  }, async (request) => coachFilterOptions(ctx.db(), coachingViewerOf(ctx, request)));

  members.get('/coaches/:coachId', {
    schema: {
      operationId: 'getCoach', tags,
      summary: 'A coach\'s profile with the caller\'s standing (free sessions left, credits with the coach); unlisted or another organization\'s: 404',
      params: CoachParamsSchema,
      response: { 200: CoachProfileSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => coachProfile(ctx.db(), coachingViewerOf(ctx, request), request.params.coachId));
}
