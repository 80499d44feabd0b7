import { Type } from '@sinclair/typebox';
import type { AppContext } from '../../core/context';
import { errorResponses } from '../../core/http-schemas';
import { tenantOf } from '../../core/tenancy';
import { RegistrationFieldSchema } from './dto';
import type { RegistrationScopes } from './routes';
import { listRegistrationFields, registrationFieldOrder } from './service';

/** The organization's registration form: its fields and their order. */
export function registrationFormRoutes({ anyone }: RegistrationScopes, ctx: AppContext): void {
  anyone.get('/registration', {
    schema: {
      operationId: 'listRegistrationFields',
      tags: ['organization'],
      summary: "Fields of the tenant's registration form, in display order",
      response: { 200: Type.Array(RegistrationFieldSchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => listRegistrationFields(ctx.db(), tenantOf(request).id));

  anyone.get('/registration/sort', {
    schema: {
      operationId: 'getRegistrationFieldOrder',
      tags: ['organization'],
      summary: 'Registration field ids in display order',
      response: { 200: Type.Array(Type.Integer()), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => registrationFieldOrder(ctx.db(), tenantOf(request).id));
}
