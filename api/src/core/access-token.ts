import { createHmac, timingSafeEqual } from 'node:crypto';

/** The two portals of spec section 3 "User". */
export interface Portals {
  isAdministrator: boolean;
  isInstructor: boolean;
}

export interface AccessTokenClaims {
  userId: number;
  organizationId: number;
  portals: Portals;
  /** The session family (session_families.id) the token belongs to: revoking the family kills the token. */
  sessionFamilyId: string;
}

export interface VerifiedAccessToken extends AccessTokenClaims {
  issuedAt: number;
  expiresAt: number;
}

export type VerifyResult =
  | { ok: true; token: VerifiedAccessToken }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export interface TokenOptions {
  secret?: string;
  /** Clock in milliseconds, for tests. */
  now?: number;
}

/** Short-lived (ARCHITECTURE section 4): the refresh token carries the session. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const DEVELOPMENT_SECRET = 'halaqa-development-access-token-secret';
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** ACCESS_TOKEN_SECRET, else a fixed development secret (never for production). */
function accessTokenSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.ACCESS_TOKEN_SECRET || DEVELOPMENT_SECRET;
}

export function usesDevelopmentSecret(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.ACCESS_TOKEN_SECRET;
}

/**
 * A key of its own for one other thing the server signs (media URLs, CSRF
 * tokens), derived from ACCESS_TOKEN_SECRET: one secret to configure, yet a
 * signature made for one purpose is never valid for another.
 */
export function derivedSecret(purpose: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  return createHmac('sha256', accessTokenSecret(env)).update(`halaqa:${purpose}`).digest();
}

/** An HS256 JWT: `sub` user id, `org` organization id, `portals`, `sid` session family, `iat`, `exp`. */
export function signAccessToken(claims: AccessTokenClaims, options: TokenOptions & { ttlSeconds?: number } = {}): string {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const payload = base64url(JSON.stringify({
    sub: String(claims.userId),
    org: claims.organizationId,
    portals: { isAdministrator: claims.portals.isAdministrator, isInstructor: claims.portals.isInstructor },
    sid: claims.sessionFamilyId,
    iat,
    exp: iat + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS),
  }));
  const signingInput = `${HEADER}.${payload}`;
  return `${signingInput}.${sign(signingInput, options.secret ?? accessTokenSecret())}`;
}

/** Compares a signature (or any secret text) with the expected one without leaking where they differ. */
export function sameSignature(expected: string, given: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function verifyAccessToken(token: string, options: TokenOptions = {}): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || token.length > 4096) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  // Only our own header: rejects alg=none and algorithm swaps outright.
  if (header !== HEADER) return { ok: false, reason: 'malformed' };
  if (!sameSignature(sign(`${header}.${payload}`, options.secret ?? accessTokenSecret()), signature)) return { ok: false, reason: 'signature' };
  const claims = parsePayload(payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (claims.expiresAt * 1000 <= (options.now ?? Date.now())) return { ok: false, reason: 'expired' };
  return { ok: true, token: claims };
}

function parsePayload(payload: string): VerifiedAccessToken | null {
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { sub, org, portals, sid, iat, exp } = data as Record<string, unknown>;
  const userId = Number(sub);
  if (!Number.isSafeInteger(userId) || userId < 1) return null;
  if (!isPositiveInt(org) || !isPositiveInt(iat) || !isPositiveInt(exp)) return null;
  if (typeof sid !== 'string' || !UUID_PATTERN.test(sid)) return null;
  const p = (portals ?? {}) as Record<string, unknown>;
  return {
    userId,
    organizationId: org,
    portals: { isAdministrator: p.isAdministrator === true, isInstructor: p.isInstructor === true },
    sessionFamilyId: sid,
    issuedAt: iat,
    expiresAt: exp,
  };
}

// session_families.id is a uuid; anything else would only fail later in a query.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isPositiveInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
