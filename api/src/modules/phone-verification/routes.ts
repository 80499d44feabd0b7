import type { App, AppContext } from '../../core/context';
import { bearerSecurity, errorResponses, TenantHeadersSchema } from '../../core/http-schemas';
import { userOf, type Tenancy } from '../../core/tenancy';
import { CurrentUserSchema } from '../auth/dto';
import { currentUser } from '../auth/current-user';
import { notFound } from '../../core/errors';
import { SendPhoneCodeAnswerSchema, SendPhoneCodeBodySchema, VerifyPhoneBodySchema } from './dto';
import { sendPhoneCode, verifyPhone } from './service';

export function phoneVerificationRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  app.post('/phone-verification/send', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser],
    schema: {
      operationId: 'sendPhoneCode',
      tags: ['users'],
      summary: 'Text a 6-digit code (10 minutes) to the number the member wants to verify',
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      body: SendPhoneCodeBodySchema,
      response: { 200: SendPhoneCodeAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
  }, async (request) => {
    const user = userOf(request);
    return sendPhoneCode(ctx.db(), { organizationId: user.organizationId, userId: user.id }, request.body.phoneNumber, ctx.now());
  });

  app.post('/phone-verification/verify', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser],
    schema: {
      operationId: 'verifyPhone',
      tags: ['users'],
      summary: "Prove the number with the texted code; it becomes the member's verified phone",
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      body: VerifyPhoneBodySchema,
      response: { 200: CurrentUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
  }, async (request) => {
    const user = userOf(request);
    await verifyPhone(ctx.db(), { organizationId: user.organizationId, userId: user.id }, request.body, ctx.now());
    const answer = await currentUser(ctx.db(), user.organizationId, user.id, user.masqueradedById);
    if (!answer) throw notFound();
    return answer;
  });
}
