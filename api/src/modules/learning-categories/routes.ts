import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../core/context';
import { errorResponses } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { tenantOf, type Tenancy } from '../../core/tenancy';
import { LearningCategorySchema } from './dto';
import { listLearningCategories } from './service';

export async function learningCategoryRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const { anyone } = await routeScopes(app, tenancy, { anyone: { tenant: 'resolve', user: 'none' } });

  anyone.get('/learning-categories', {
    schema: {
      operationId: 'listLearningCategories',
      tags: ['organization'],
      summary: "All of the tenant's learning categories (parentId links children to parents)",
      response: { 200: Type.Array(LearningCategorySchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => listLearningCategories(ctx.db(), tenantOf(request).id));

  anyone.get('/learning-categories/parent', {
    schema: {
      operationId: 'listParentLearningCategories',
      tags: ['organization'],
      summary: "The tenant's top-level learning categories",
      response: { 200: Type.Array(LearningCategorySchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => listLearningCategories(ctx.db(), tenantOf(request).id, true));
}
