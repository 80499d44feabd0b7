import type { AppContext } from '../../../../core/context';
import { errorResponses } from '../../../../core/http-schemas';
import { callerOf } from '../caller';
import type { GroupScopes } from '../routes';
import { SearchAnswerSchema, SearchQuerySchema, socialSearch } from './social-search';

export function searchRoutes(scopes: GroupScopes, ctx: AppContext): void {
  scopes.members.get('/social/search', {
    schema: {
      operationId: 'socialSearch', tags: ['social-feeds'], summary: 'Groups, posts and events the member may see, matching q',
      querystring: SearchQuerySchema, response: { 200: SearchAnswerSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request) => socialSearch(ctx.db(), callerOf(ctx, request), request.query));
}
