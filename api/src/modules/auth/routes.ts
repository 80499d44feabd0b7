import { Type } from '@sinclair/typebox';
import { requireAdministrator, requireQueryPortal } from '../../core/authorize';
import { bearerSecurity, errorResponses, TenantHeadersSchema } from '../../core/http-schemas';
import type { App, AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { tenantOf, userOf, type Tenancy } from '../../core/tenancy';
import { ERROR_CODES } from '@halaqa/contracts';
import { accountOrganizations } from './account-organizations';
import { currentUser } from './current-user';
import { deleteAccount } from './delete-account';
import {
  AccountOrganizationSchema, AuthResultSchema, CurrentUserSchema, DeleteAccountBodySchema, LoginBodySchema, LogoutBodySchema,
  MasqueradeBodySchema, RefreshBodySchema, RefreshHeadersSchema, ResendAnswerSchema, ResendBodySchema, SignedInSchema,
  SsoExchangeBodySchema, SsoQuerySchema, SsoTicketSchema, TokensSchema, TwoFactorBodySchema,
} from './dto';
import { login } from './login';
import { logout } from './logout';
import { masquerade } from './masquerade';
import { rotateRefreshToken } from './refresh';
import { createSsoTicket, exchangeSsoToken } from './sso';
import { completeTwoFactor, resendTwoFactor } from './two-factor';

const tags = ['auth'];

/** Sessions (contract "Auth calls"): sign-in, two-factor, refresh, logout, masquerade, single sign-on, account deletion. */
export function authRoutes(app: App, ctx: AppContext, tenancy: Tenancy): void {
  app.post('/auth/login', {
    preHandler: tenancy.resolveTenantByName,
    schema: {
      operationId: 'login', tags, summary: 'Sign in with email and password (may ask for a two-factor code)',
      headers: TenantHeadersSchema, body: LoginBodySchema,
      response: { 200: AuthResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request) => login(ctx.db(), {
    organizationId: tenantOf(request).id, email: request.body.email, password: request.body.password, address: request.ip, now: ctx.now(),
  }));

  app.post('/auth/2fa', {
    preHandler: tenancy.resolveTenantByName,
    schema: {
      operationId: 'verifyTwoFactor', tags, summary: 'Finish a sign-in with the emailed 6-digit code (single use)',
      headers: TenantHeadersSchema, body: TwoFactorBodySchema,
      response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => completeTwoFactor(ctx.db(), tenantOf(request).id, request.body, ctx.now()));

  app.post('/auth/resend', {
    preHandler: tenancy.resolveTenantByName,
    schema: {
      operationId: 'resendTwoFactor', tags, summary: 'Email a new two-factor code; earlier codes stop working',
      headers: TenantHeadersSchema, body: ResendBodySchema,
      response: { 200: ResendAnswerSchema, ...errorResponses(400, 401, 404, 429) },
    },
  }, async (request) => resendTwoFactor(ctx.db(), tenantOf(request).id, request.body.twoFactorToken, ctx.now()));

  app.get('/auth', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUserAllowingReset],
    schema: {
      operationId: 'getCurrentUser', tags, summary: 'The signed-in user', security: bearerSecurity,
      headers: TenantHeadersSchema, response: { 200: CurrentUserSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request) => {
    const user = userOf(request);
    const profile = await currentUser(ctx.db(), user.organizationId, user.id, user.masqueradedById);
    if (!profile) throw new AppError(401, ERROR_CODES.INVALID_ACCESS_TOKEN, 'Invalid access token');
    return profile;
  });

  app.delete('/auth', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser],
    schema: {
      operationId: 'deleteAccount', tags, summary: 'Delete the signed-in account and everything it owns', security: bearerSecurity,
      headers: TenantHeadersSchema, body: DeleteAccountBodySchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await deleteAccount(ctx.db(), userOf(request), request.body.password);
    return reply.code(204).send(null);
  });

  app.post('/auth/logout', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUserAllowingReset],
    schema: {
      operationId: 'logout', tags, summary: 'End this session, or every session of the user with removeAll', security: bearerSecurity,
      headers: TenantHeadersSchema, body: LogoutBodySchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await logout(ctx.db(), userOf(request), request.body, ctx.now());
    return reply.code(204).send(null);
  });

  app.post('/auth/refresh', {
    preHandler: tenancy.resolveTenantByName,
    schema: {
      operationId: 'refreshTokens', tags, summary: 'Exchange a refresh token for new tokens (rotation; reuse ends the session)',
      headers: TenantHeadersSchema, body: RefreshBodySchema,
      response: { 200: TokensSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => rotateRefreshToken(ctx.db(), tenantOf(request).id, request.body.token, ctx.now()));

  app.get('/auth/refresh', {
    preHandler: tenancy.resolveTenantByName,
    schema: {
      operationId: 'refreshTokensByHeader', tags, summary: 'POST auth/refresh with the token in x-refresh-token',
      headers: Type.Composite([TenantHeadersSchema, RefreshHeadersSchema]),
      response: { 200: TokensSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => rotateRefreshToken(ctx.db(), tenantOf(request).id, request.headers['x-refresh-token'], ctx.now()));

  app.post('/auth/masquerade', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser, requireAdministrator(ctx)],
    schema: {
      operationId: 'masquerade', tags, summary: 'Administrator: sign in as a member of the organization', security: bearerSecurity,
      headers: TenantHeadersSchema, body: MasqueradeBodySchema,
      response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => masquerade(ctx.db(), userOf(request), request.body.userId, ctx.now()));

  app.get('/auth/organizations', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser],
    schema: {
      operationId: 'listAccountOrganizations', tags, summary: "Organizations where the user's email has an account", security: bearerSecurity,
      headers: TenantHeadersSchema, response: { 200: Type.Array(AccountOrganizationSchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => accountOrganizations(ctx.db(), userOf(request)));

  app.get('/auth/sso', {
    preHandler: [tenancy.resolveTenant, tenancy.requireUser, requireQueryPortal(ctx)],
    schema: {
      operationId: 'createSsoToken', tags, summary: 'A 2-minute single-use token for the admin or instructor dashboard', security: bearerSecurity,
      headers: TenantHeadersSchema, querystring: SsoQuerySchema,
      response: { 200: SsoTicketSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => createSsoTicket(ctx.db(), userOf(request), request.query.portal, request.language, ctx.now()));

  app.post('/auth/sso', {
    preHandler: tenancy.resolveTenantByName,
    schema: {
      operationId: 'exchangeSsoToken', tags, summary: 'Sign in with a single-sign-on token (once)',
      headers: TenantHeadersSchema, body: SsoExchangeBodySchema,
      response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => exchangeSsoToken(ctx.db(), tenantOf(request).id, request.body.token, ctx.now()));
}
