import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../core/context';
import { errorResponses, TenantHeadersSchema } from '../../core/http-schemas';
import { tenantOf, type Tenancy } from '../../core/tenancy';
import { LearningCategorySchema } from './dto';
import { listLearningCategories } from './service';

export function learningCategoryRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  app.get('/learning-categories', {
    preHandler: tenancy.resolveTenant,
    schema: {
      operationId: 'listLearningCategories',
      tags: ['organization'],
      summary: "All of the tenant's learning categories (parentId links children to parents)",
      headers: TenantHeadersSchema,
      response: { 200: Type.Array(LearningCategorySchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => listLearningCategories(ctx.db(), tenantOf(request).id));

  app.get('/learning-categories/parent', {
    preHandler: tenancy.resolveTenant,
    schema: {
      operationId: 'listParentLearningCategories',
      tags: ['organization'],
      summary: "The tenant's top-level learning categories",
      headers: TenantHeadersSchema,
      response: { 200: Type.Array(LearningCategorySchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => listLearningCategories(ctx.db(), tenantOf(request).id, true));
}
