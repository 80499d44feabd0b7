import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../core/context';
import { errorResponses, TenantHeadersSchema } from '../../core/http-schemas';
import { tenantOf, type Tenancy } from '../../core/tenancy';
import { RegistrationFieldSchema } from './dto';
import { registerRoutes } from './register-routes';
import { listRegistrationFields, registrationFieldOrder } from './service';

export function registrationRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  app.get('/registration', {
    preHandler: tenancy.resolveTenant,
    schema: {
      operationId: 'listRegistrationFields',
      tags: ['organization'],
      summary: "Fields of the tenant's registration form, in display order",
      headers: TenantHeadersSchema,
      response: { 200: Type.Array(RegistrationFieldSchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => listRegistrationFields(ctx.db(), tenantOf(request).id));

  app.get('/registration/sort', {
    preHandler: tenancy.resolveTenant,
    schema: {
      operationId: 'getRegistrationFieldOrder',
      tags: ['organization'],
      summary: 'Registration field ids in display order',
      headers: TenantHeadersSchema,
      response: { 200: Type.Array(Type.Integer()), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => registrationFieldOrder(ctx.db(), tenantOf(request).id));

  registerRoutes(app, ctx, tenancy);
}
