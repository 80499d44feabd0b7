import type { AppContext } from '../../core/context';
import { errorResponses } from '../../core/http-schemas';
import { siteUrl } from '../../core/site-url';
import { tenantOf } from '../../core/tenancy';
import { answerAuthResult } from '../auth/session-cookies';
import type { RegistrationScopes } from './routes';
import { EmailSentSchema, RegisterAnswerSchema, RegisterBodySchema, RegisterByEmailBodySchema } from './sign-up-dto';
import { register, registerByEmail } from './sign-up-service';

/** Signing up with the registration form: POST auth/register and auth/register-by-email (paths under auth/). */
export function signUpRoutes({ byName }: RegistrationScopes, ctx: AppContext): void {
  byName.post('/auth/register', {
    schema: {
      operationId: 'register',
      tags: ['auth'],
      summary: 'Create an account from the registration form; signed in at once unless approval is manual',
      body: RegisterBodySchema,
      response: { 201: RegisterAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
  }, async (request, reply) => {
    const tenant = tenantOf(request);
    const answer = await register(ctx.db(), tenant, request.body, {
      site: siteUrl(request, tenant.domainPrefix, ctx.defaultOrgPrefix), now: ctx.now(),
    });
    return reply.code(201).send(answerAuthResult(request, reply, answer));
  });

  byName.post('/auth/register-by-email', {
    schema: {
      operationId: 'registerByEmail',
      tags: ['auth'],
      summary: 'Create an account without a password; a set-password link is emailed',
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
