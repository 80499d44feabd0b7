import type { App, AppContext } from '../../core/context';
import { errorResponses } from '../../core/http-schemas';
import { routeScopes } from '../../core/route-scope';
import { userOf, type Tenancy } from '../../core/tenancy';
import { CurrentUserSchema } from '../auth/dto';
import { currentUser } from '../auth/current-user';
import { notFound } from '../../core/errors';
import { SendPhoneCodeAnswerSchema, SendPhoneCodeBodySchema, VerifyPhoneBodySchema } from './dto';
import { sendPhoneCode, verifyPhone } from './service';

export async function phoneVerificationRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const { members } = await routeScopes(app, tenancy, { members: { tenant: 'resolve', user: 'required' } });

  members.post('/phone-verification/send', {
    schema: {
      operationId: 'sendPhoneCode',
      tags: ['users'],
      summary: 'Text a 6-digit code (10 minutes) to the number the member wants to verify',
      body: SendPhoneCodeBodySchema,
      response: { 200: SendPhoneCodeAnswerSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
  }, async (request) => {
    const user = userOf(request);
    return sendPhoneCode(ctx.db(), { organizationId: user.organizationId, userId: user.id }, request.body.phoneNumber, ctx.now());
  });

  members.post('/phone-verification/verify', {
    schema: {
      operationId: 'verifyPhone',
      tags: ['users'],
      summary: "Prove the number with the texted code; it becomes the member's verified phone",
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
