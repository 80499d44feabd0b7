import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../core/context';
import { errorResponses, TenantHeadersSchema } from '../../core/http-schemas';
import type { Tenancy } from '../../core/tenancy';
import { tenantOf } from '../../core/tenancy';
import { TerminologyItemSchema } from './dto';
import { listTerminology } from './service';

export function terminologyRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  app.get('/terminology', {
    preHandler: tenancy.resolveTenant,
    schema: {
      operationId: 'listTerminology',
      tags: ['organization'],
      summary: "The tenant's terminology: default words and the organization's own",
      headers: TenantHeadersSchema,
      response: { 200: Type.Array(TerminologyItemSchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => listTerminology(ctx.db(), tenantOf(request).id));
}
