import { createHmac } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, HTTP_HEADERS, REFRESH_COOKIE_PATH, SESSION_COOKIES } from '@halaqa/contracts';
import { derivedSecret, sameSignature } from '../../core/access-token';
import { AppError } from '../../core/errors';
import type { AuthResult, SignedIn, TokensDto } from './dto';
import { pageCookieOptions, pageCookieValue } from './page-session';
import { REFRESH_TOKEN_TTL_MS, type Tokens } from './sessions';
import type { IssuedAuthResult, SignedInSession } from './signed-in';

/** Longer than any token we issue: anything bigger is not ours and is not hashed or compared. */
const MAX_COOKIE_VALUE_LENGTH = 512;

export const invalidRefreshToken = () => new AppError(401, ERROR_CODES.INVALID_REFRESH_TOKEN, 'Invalid refresh token');
const csrfRefused = () => new AppError(403, ERROR_CODES.CSRF_REFUSED, 'The request did not prove it comes from this site (x-csrf-token)');

/**
 * The refresh cookie: out of reach of scripts (httpOnly), never sent by
 * another site (SameSite=Strict), sent only to the session calls (Path), and
 * over TLS only when the site is served over TLS (a Secure cookie would be
 * dropped by a browser on plain http://localhost).
 */
export function refreshCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, secure, sameSite: 'strict', path: REFRESH_COOKIE_PATH, maxAge: REFRESH_TOKEN_TTL_MS / 1000 };
}

/** The CSRF cookie: readable by the page (it echoes it in x-csrf-token), so not httpOnly; every path reads it. */
export function csrfCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: false, secure, sameSite: 'strict', path: '/', maxAge: REFRESH_TOKEN_TTL_MS / 1000 };
}

/**
 * The CSRF value of a refresh token: a keyed hash of it, so it is as
 * unguessable as the token, changes with every rotation, and cannot be
 * planted: a cookie written by a sibling subdomain (cookie tossing) would
 * not match the victim's refresh token.
 */
export function csrfValueOf(refreshToken: string): string {
  return createHmac('sha256', derivedSecret('csrf')).update(refreshToken).digest('base64url');
}

const overTls = (request: FastifyRequest) => request.protocol === 'https';

function setSessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: Tokens): void {
  const secure = overTls(request);
  void reply.setCookie(SESSION_COOKIES.refresh, tokens.refreshToken, refreshCookieOptions(secure));
  void reply.setCookie(SESSION_COOKIES.csrf, csrfValueOf(tokens.refreshToken), csrfCookieOptions(secure));
  const session = { familyId: tokens.sessionFamilyId, userId: tokens.userId, organizationId: tokens.organizationId };
  void reply.setCookie(SESSION_COOKIES.page, pageCookieValue(session, Date.now(), REFRESH_TOKEN_TTL_MS), pageCookieOptions(secure, REFRESH_TOKEN_TTL_MS));
}

/** Tells the browser to forget the session's cookies (same name, path and flags, or it keeps them). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = overTls(request);
  // clearCookie puts Max-Age=0 and an expiry in 1970 over the lifetime given here.
  void reply.clearCookie(SESSION_COOKIES.refresh, refreshCookieOptions(secure));
  void reply.clearCookie(SESSION_COOKIES.csrf, csrfCookieOptions(secure));
  void reply.clearCookie(SESSION_COOKIES.page, pageCookieOptions(secure, REFRESH_TOKEN_TTL_MS));
}

function cookieOf(request: FastifyRequest, name: string): string | null {
  const value = request.cookies[name];
  return value && value.length <= MAX_COOKIE_VALUE_LENGTH ? value : null;
}

/** The refresh token the browser sent, if any. */
export function refreshCookieOf(request: FastifyRequest): string | null {
  return cookieOf(request, SESSION_COOKIES.refresh);
}

/**
 * Double submit: the header must equal the CSRF cookie, which only a page
 * of this site can read, and be the value of the refresh token it came
 * with. Another site can make the browser send the cookies (were SameSite
 * not there) but can neither read them nor set the header.
 */
export function assertCsrfProof(request: FastifyRequest, refreshToken: string): void {
  const header = request.headers[HTTP_HEADERS.csrf];
  const cookie = cookieOf(request, SESSION_COOKIES.csrf);
  if (typeof header !== 'string' || !cookie) throw csrfRefused();
  if (!sameSignature(header, cookie) || !sameSignature(header, csrfValueOf(refreshToken))) throw csrfRefused();
}

/** Sets the session cookies and answers the rest of the tokens. */
export function answerTokens(request: FastifyRequest, reply: FastifyReply, tokens: Tokens): TokensDto {
  setSessionCookies(request, reply, tokens);
  return { accessToken: tokens.accessToken, expiresAt: tokens.expiresAt, portals: tokens.portals };
}

export function answerSignedIn(request: FastifyRequest, reply: FastifyReply, result: SignedInSession): SignedIn {
  return { status: 'signed-in', tokens: answerTokens(request, reply, result.tokens), user: result.user };
}

export function answerAuthResult(request: FastifyRequest, reply: FastifyReply, result: IssuedAuthResult): AuthResult {
  return result.status === 'signed-in' ? answerSignedIn(request, reply, result) : result;
}
