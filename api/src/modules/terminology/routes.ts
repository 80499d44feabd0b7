import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../core/context';
import { errorResponses } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { tenantOf, type Tenancy } from '../../core/tenancy';
import { TerminologyItemSchema } from './dto';
import { listTerminology } from './service';

export async function terminologyRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const { anyone } = await routeScopes(app, tenancy, { anyone: { tenant: 'resolve', user: 'none' } });

  anyone.get('/terminology', {
    schema: {
      operationId: 'listTerminology',
      tags: ['organization'],
      summary: "The tenant's terminology: default words and the organization's own",
      response: { 200: Type.Array(TerminologyItemSchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => listTerminology(ctx.db(), tenantOf(request).id));
}
