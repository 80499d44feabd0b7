import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../core/context';
import { requireAdministrator } from '../../core/authorize';
import { bearerSecurity, errorResponses, TenantHeadersSchema } from '../../core/http-schemas';
import { siteUrl } from '../../core/site-url';
import { tenantOf, userOf, type Tenancy } from '../../core/tenancy';
import {
  EmailBodySchema, ExistsSchema, NoContentSchema, ResetConfirmBodySchema, ResetMemberBodySchema, ResetRequestParamsSchema,
  TokenBodySchema, VerifiedSchema,
} from './account-dto';
import { emailExists, resendVerification, verifyEmail } from './email-verification';
import { confirmPasswordReset, requestPasswordReset, resetMemberPassword } from './password-reset';

/** Email verification and password reset (contract: docs/design/identity-api.md). */
export function accountRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  const linkOptions = (request: FastifyRequest) => ({ site: siteUrl(request, tenantOf(request).domainPrefix, ctx.defaultOrgPrefix), now: ctx.now() });

  app.post('/auth/verify-email-exists', {
    preHandler: tenancy.resolveTenantByName,
    schema: {
      operationId: 'verifyEmailExists',
      tags: ['auth'],
      summary: 'Whether the email already has an account in this organization',
      headers: TenantHeadersSchema,
      body: EmailBodySchema,
      response: { 200: ExistsSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => ({ exists: await emailExists(ctx.db(), tenantOf(request).id, request.body.email) }));

  app.post('/auth/verify-email', {
    preHandler: tenancy.resolveTenantByName,
    schema: {
      operationId: 'verifyEmail',
      tags: ['auth'],
      summary: 'Use an emailed verification link (once, within 24 hours)',
      headers: TenantHeadersSchema,
      body: TokenBodySchema,
      response: { 200: VerifiedSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => {
    await verifyEmail(ctx.db(), tenantOf(request).id, request.body.token, ctx.now());
    return { verified: true as const };
  });

  app.post('/auth/verify-email/resend', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser],
    schema: {
      operationId: 'resendVerifyEmail',
      tags: ['auth'],
      summary: 'Email a new verification link; the previous one stops working',
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      response: { 202: NoContentSchema, ...errorResponses(401, 403, 404, 429) },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    await resendVerification(ctx.db(), { organizationId: user.organizationId, userId: user.id }, linkOptions(request));
    return reply.code(202).send(null);
  });

  // Static paths before the parameter: Fastify matches `student` and `confirm` first.
  app.post('/reset-password/student', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser, requireAdministrator(ctx)],
    schema: {
      operationId: 'resetMemberPassword',
      tags: ['auth'],
      summary: "Administrator: force a member's password reset and email them a link",
      security: bearerSecurity,
      headers: TenantHeadersSchema,
      body: ResetMemberBodySchema,
      response: { 202: NoContentSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request, reply) => {
    const admin = userOf(request);
    await resetMemberPassword(ctx.db(), { organizationId: admin.organizationId, isAdministrator: admin.portals.isAdministrator }, request.body.userId, linkOptions(request));
    return reply.code(202).send(null);
  });

  app.post('/reset-password/confirm', {
    preHandler: tenancy.resolveTenantByName,
    schema: {
      operationId: 'confirmPasswordReset',
      tags: ['auth'],
      summary: 'Set a new password with an emailed reset link; every session of the account ends',
      headers: TenantHeadersSchema,
      body: ResetConfirmBodySchema,
      response: { 204: NoContentSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await confirmPasswordReset(ctx.db(), tenantOf(request).id, request.body, ctx.now());
    return reply.code(204).send(null);
  });

  app.post('/reset-password/:prefix', {
    preHandler: tenancy.resolveTenantByName,
    schema: {
      operationId: 'requestPasswordReset',
      tags: ['auth'],
      summary: "Email a reset link if the address has an account; always 202 (no enumeration). prefix: the organization's domain prefix",
      headers: TenantHeadersSchema,
      params: ResetRequestParamsSchema,
      body: EmailBodySchema,
      response: { 202: NoContentSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request, reply) => {
    await requestPasswordReset(ctx.db(), tenantOf(request), { prefix: request.params.prefix, email: request.body.email }, linkOptions(request));
    return reply.code(202).send(null);
  });
}
