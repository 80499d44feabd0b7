import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context';
import { requireAdministrator } from '../../core/authorize';
import { errorResponses } from '../../core/http-schemas';
import { siteUrl } from '../../core/site-url';
import { tenantOf, userOf } from '../../core/tenancy';
import {
  EmailBodySchema, ExistsSchema, NoContentSchema, ResetConfirmBodySchema, ResetMemberBodySchema, ResetRequestParamsSchema,
  TokenBodySchema, VerifiedSchema,
} from './account-dto';
import { emailExists, resendVerification, verifyEmail } from './email-verification';
import { confirmPasswordReset, requestPasswordReset, resetMemberPassword } from './password-reset';
import type { UserScopes } from './routes';

/** Email verification and password reset (contract: docs/design/identity-api.md). */
export function accountRoutes({ byName, members }: UserScopes, ctx: AppContext): void {
  const linkOptions = (request: FastifyRequest) => ({ site: siteUrl(request, tenantOf(request).domainPrefix, ctx.defaultOrgPrefix), now: ctx.now() });

  byName.post('/auth/verify-email-exists', {
    schema: {
      operationId: 'verifyEmailExists',
      tags: ['auth'],
      summary: 'Whether the email already has an account in this organization',
      body: EmailBodySchema,
      response: { 200: ExistsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => ({ exists: await emailExists(ctx.db(), tenantOf(request).id, request.body.email) }));

  byName.post('/auth/verify-email', {
    schema: {
      operationId: 'verifyEmail',
      tags: ['auth'],
      summary: 'Use an emailed verification link (once, within 24 hours)',
      body: TokenBodySchema,
      response: { 200: VerifiedSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    await verifyEmail(ctx.db(), tenantOf(request).id, request.body.token, ctx.now());
    return { verified: true as const };
  });

  members.post('/auth/verify-email/resend', {
    schema: {
      operationId: 'resendVerifyEmail',
      tags: ['auth'],
      summary: 'Email a new verification link; the previous one stops working',
      response: { 202: NoContentSchema, ...errorResponses(401, 403, 404, 429) },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    await resendVerification(ctx.db(), { organizationId: user.organizationId, userId: user.id }, linkOptions(request));
    return reply.code(202).send(null);
  });

  // Static paths before the parameter: Fastify matches `student` and `confirm` first.
  members.post('/reset-password/student', {
    preHandler: requireAdministrator(ctx),
    schema: {
      operationId: 'resetMemberPassword',
      tags: ['auth'],
      summary: "Administrator: force a member's password reset and email them a link",
      body: ResetMemberBodySchema,
      response: { 202: NoContentSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request, reply) => {
    const admin = userOf(request);
    await resetMemberPassword(ctx.db(), { organizationId: admin.organizationId, isAdministrator: admin.portals.isAdministrator }, request.body.userId, linkOptions(request));
    return reply.code(202).send(null);
  });

  byName.post('/reset-password/confirm', {
    schema: {
      operationId: 'confirmPasswordReset',
      tags: ['auth'],
      summary: 'Set a new password with an emailed reset link; every session of the account ends',
      body: ResetConfirmBodySchema,
      response: { 204: NoContentSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await confirmPasswordReset(ctx.db(), tenantOf(request).id, request.body, ctx.now());
    return reply.code(204).send(null);
  });

  byName.post('/reset-password/:prefix', {
    schema: {
      operationId: 'requestPasswordReset',
      tags: ['auth'],
      summary: "Email a reset link if the address has an account; always 202 (no enumeration). prefix: the organization's domain prefix",
      params: ResetRequestParamsSchema,
      body: EmailBodySchema,
      response: { 202: NoContentSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request, reply) => {
    await requestPasswordReset(ctx.db(), tenantOf(request), { prefix: request.params.prefix, email: request.body.email }, linkOptions(request));
    return reply.code(202).send(null);
  });
}
