import { createHmac } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { derivedSecret, sameSignature } from '../../core/access-token';

/**
 * The page cookie (decision 0019, "A member's page"): which session a page
 * request comes from, so the server can write a member's first screen. It
 * is no credential for the API (the API reads only the Authorization
 * header); the page writer turns it into a one-off access token for its
 * in-process call, and that call meets every check a browser's call does
 * (the session still open, the member still active, in this organization).
 *
 * `familyId.userId.organizationId.expiry.signature`, signed with a key of
 * its own: nothing else the server signs can be passed off as one.
 */
export interface PageSession {
  familyId: string;
  userId: number;
  organizationId: number;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PAGE_COOKIE = new RegExp(`^(${UUID})\\.([1-9][0-9]{0,9})\\.([1-9][0-9]{0,9})\\.([1-9][0-9]{0,10})\\.([A-Za-z0-9_-]{43})$`);

const signatureOf = (body: string) => createHmac('sha256', derivedSecret('page-session')).update(body).digest('base64url');

/** The cookie's value for a session, good for `ttlMs` from `nowMs` (the refresh token's lifetime: it is renewed with it). */
export function pageCookieValue(session: PageSession, nowMs: number, ttlMs: number): string {
  const body = `${session.familyId}.${session.userId}.${session.organizationId}.${Math.floor((nowMs + ttlMs) / 1000)}`;
  return `${body}.${signatureOf(body)}`;
}

/** The session a page cookie names, or null when it is not one we signed, has expired, or is another organization's. */
export function readPageCookie(value: string | undefined, organizationId: number, nowMs: number): PageSession | null {
  const match = value ? PAGE_COOKIE.exec(value) : null;
  if (!match) return null;
  const [, familyId, userId, organization, expiry, signature] = match as unknown as [string, string, string, string, string, string];
  if (!sameSignature(signatureOf(`${familyId}.${userId}.${organization}.${expiry}`), signature)) return null;
  if (Number(expiry) * 1000 <= nowMs || Number(organization) !== organizationId) return null;
  return { familyId, userId: Number(userId), organizationId };
}

/**
 * Out of reach of scripts, sent with every page of the site (Path=/) and on
 * a link followed from another site (SameSite=Lax: what comes back is the
 * member's own page, which that site cannot read), never with its
 * sub-requests.
 */
export function pageCookieOptions(secure: boolean, ttlMs: number): CookieSerializeOptions {
  return { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: Math.floor(ttlMs / 1000) };
}
