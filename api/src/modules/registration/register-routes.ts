import type { App, AppContext } from '../../core/context';
import { errorResponses, TenantHeadersSchema } from '../../core/http-schemas';
import { siteUrl } from '../../core/site-url';
import { tenantOf, type Tenancy } from '../../core/tenancy';
import { EmailSentSchema, RegisterAnswerSchema, RegisterBodySchema, RegisterByEmailBodySchema } from './register-dto';
import { register, registerByEmail } from './register-service';

/** POST auth/register and auth/register-by-email (paths under auth/, code with the registration form). */
export function registerRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  app.post('/auth/register', {
    preHandler: tenancy.resolveTenantByName,
    schema: {
      operationId: 'register',
      tags: ['auth'],
      summary: 'Create an account from the registration form; signed in at once unless approval is manual',
      headers: TenantHeadersSchema,
      body: RegisterBodySchema,
      response: { 201: RegisterAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
  }, async (request, reply) => {
    const tenant = tenantOf(request);
    const answer = await register(ctx.db(), tenant, request.body, {
      site: siteUrl(request, tenant.domainPrefix, ctx.defaultOrgPrefix), now: ctx.now(),
    });
    return reply.code(201).send(answer);
  });

  app.post('/auth/register-by-email', {
    preHandler: tenancy.resolveTenantByName,
    schema: {
      operationId: 'registerByEmail',
      tags: ['auth'],
      summary: 'Create an account without a password; a set-password link is emailed',
      headers: TenantHeadersSchema,
      body: RegisterByEmailBodySchema,
      response: { 201: EmailSentSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
  }, async (request, reply) => {
    const tenant = tenantOf(request);
    const answer = await registerByEmail(ctx.db(), tenant, request.body, {
      site: siteUrl(request, tenant.domainPrefix, ctx.defaultOrgPrefix), now: ctx.now(),
    });
    return reply.code(201).send(answer);
  });
}
