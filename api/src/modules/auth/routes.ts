import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAdministrator, requireQueryPortal } from '../../core/authorize';
import { errorResponses } from '../../core/http-schemas';
import type { App, AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { routeScopes } from '../../core/route-scope';
import { tenantOf, userOf, type Tenancy } from '../../core/tenancy';
import { ERROR_CODES } from '@halaqa/contracts';
import { OrganizationSummarySchema } from '../organizations/dto';
import { accountOrganizations } from './account-organizations';
import { currentUser } from './current-user';
import { deleteAccount } from './delete-account';
import {
  AuthResultSchema, CurrentUserSchema, DeleteAccountBodySchema, LoginBodySchema, LogoutBodySchema,
  MasqueradeBodySchema, RefreshHeadersSchema, ResendAnswerSchema, ResendBodySchema, SignedInSchema,
  SsoExchangeBodySchema, SsoQuerySchema, SsoTicketSchema, TokensSchema, TwoFactorBodySchema,
} from './dto';
import { login } from './login';
import { logout } from './logout';
import { masquerade } from './masquerade';
import { rotateRefreshToken } from './refresh';
import {
  answerAuthResult, answerSignedIn, answerTokens, assertCsrfProof, clearSessionCookies, invalidRefreshToken, refreshCookieOf,
} from './session-cookies';
import { createSsoTicket, exchangeSsoToken } from './sso';
import { completeTwoFactor, resendTwoFactor } from './two-factor';

const tags = ['auth'];

/** Sessions (contract "Auth calls"): sign-in, two-factor, refresh, logout, masquerade, single sign-on, account deletion. */
export async function authRoutes(app: App, ctx: AppContext, tenancy: Tenancy): Promise<void> {
  const { byName, members, membersAllowingReset } = await routeScopes(app, tenancy, {
    // Calls that sign in: a stale or expired access token must not get in their way.
    byName: { tenant: 'by-name', user: 'none' },
    members: { tenant: 'resolve', user: 'required' },
    // What a user who must reset their password still needs (GET auth, logout).
    membersAllowingReset: { tenant: 'resolve', user: 'allowing-reset' },
  });

  byName.post('/auth/login', {
    schema: {
      operationId: 'login', tags, summary: 'Sign in with email and password (may ask for a two-factor code)',
      body: LoginBodySchema,
      response: { 200: AuthResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
    },
  }, async (request, reply) => answerAuthResult(request, reply, await login(ctx.db(), ctx.systemDb(), {
    organizationId: tenantOf(request).id, email: request.body.email, password: request.body.password, address: request.ip, now: ctx.now(),
  })));

  byName.post('/auth/2fa', {
    schema: {
      operationId: 'verifyTwoFactor', tags, summary: 'Finish a sign-in with the emailed 6-digit code (single use)',
      body: TwoFactorBodySchema,
      response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => answerSignedIn(request, reply, await completeTwoFactor(ctx.db(), tenantOf(request).id, request.body, ctx.now())));

  byName.post('/auth/resend', {
    schema: {
      operationId: 'resendTwoFactor', tags, summary: 'Email a new two-factor code; earlier codes stop working',
      body: ResendBodySchema,
      response: { 200: ResendAnswerSchema, ...errorResponses(400, 401, 404, 429) },
    },
  }, async (request) => resendTwoFactor(ctx.db(), tenantOf(request).id, request.body.twoFactorToken, ctx.now()));

  membersAllowingReset.get('/auth', {
    schema: {
      operationId: 'getCurrentUser', tags, summary: 'The signed-in user',
      response: { 200: CurrentUserSchema, ...errorResponses(401, 403, 404) },
    },
  }, async (request) => {
    const user = userOf(request);
    const profile = await currentUser(ctx.db(), user.organizationId, user.id, user.masqueradedById);
    if (!profile) throw new AppError(401, ERROR_CODES.INVALID_ACCESS_TOKEN, 'Invalid access token');
    return profile;
  });

  members.delete('/auth', {
    schema: {
      operationId: 'deleteAccount', tags, summary: 'Delete the signed-in account and everything it owns',
      body: DeleteAccountBodySchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await deleteAccount(ctx.db(), userOf(request), request.body.password);
    return reply.code(204).send(null);
  });

  membersAllowingReset.post('/auth/logout', {
    schema: {
      operationId: 'logout', tags, summary: 'End this session, or every session of the user with removeAll',
      body: LogoutBodySchema,
      response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => {
    await logout(ctx.db(), userOf(request), { removeAll: request.body.removeAll, refreshToken: refreshCookieOf(request) }, ctx.now());
    clearSessionCookies(request, reply);
    return reply.code(204).send(null);
  });

  // The refresh token comes from its cookie, with the CSRF proof in a header (session-cookies.ts).
  const refresh = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = refreshCookieOf(request);
    if (!token) throw invalidRefreshToken();
    assertCsrfProof(request, token);
    try {
      return answerTokens(request, reply, await rotateRefreshToken(ctx.db(), tenantOf(request).id, token, ctx.now()));
    } catch (error) {
      // The session is over (unknown, reused, expired, revoked, user disabled): the browser may forget it.
      if (error instanceof AppError) clearSessionCookies(request, reply);
      throw error;
    }
  };

  byName.post('/auth/refresh', {
    schema: {
      operationId: 'refreshTokens', tags,
      summary: 'New tokens for the refresh cookie, which is rotated (reuse ends the session); x-csrf-token must echo the CSRF cookie',
      headers: RefreshHeadersSchema,
      response: { 200: TokensSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, refresh);

  byName.get('/auth/refresh', {
    schema: {
      operationId: 'refreshTokensByHeader', tags, summary: 'POST auth/refresh, as GET (spec section 7 names both)',
      headers: RefreshHeadersSchema,
      response: { 200: TokensSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, refresh);

  members.post('/auth/masquerade', {
    preHandler: requireAdministrator(ctx),
    schema: {
      operationId: 'masquerade', tags, summary: 'Administrator: sign in as a member of the organization',
      body: MasqueradeBodySchema,
      response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => answerSignedIn(request, reply, await masquerade(ctx.db(), userOf(request), request.body.userId, ctx.now())));

  members.get('/auth/organizations', {
    schema: {
      operationId: 'listAccountOrganizations', tags, summary: "Organizations where the user's email has an account",
      response: { 200: Type.Array(OrganizationSummarySchema), ...errorResponses(401, 403, 404) },
    },
  }, async (request) => accountOrganizations(ctx.systemDb(), userOf(request)));

  members.get('/auth/sso', {
    preHandler: requireQueryPortal(ctx),
    schema: {
      operationId: 'createSsoToken', tags, summary: 'A 2-minute single-use token for the admin or instructor dashboard',
      querystring: SsoQuerySchema,
      response: { 200: SsoTicketSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request) => createSsoTicket(ctx.db(), userOf(request), request.query.portal, request.language, ctx.now()));

  byName.post('/auth/sso', {
    schema: {
      operationId: 'exchangeSsoToken', tags, summary: 'Sign in with a single-sign-on token (once)',
      body: SsoExchangeBodySchema,
      response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 404) },
    },
  }, async (request, reply) => answerSignedIn(request, reply, await exchangeSsoToken(ctx.db(), tenantOf(request).id, request.body.token, ctx.now())));
}
