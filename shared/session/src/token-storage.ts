import type { SessionTokens } from './types';

/** Local storage key of the tokens (shared by every tab of the site). */
export const TOKENS_STORAGE_KEY = 'auth';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function isTokens(value: unknown): value is SessionTokens {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const portals = v.portals as Record<string, unknown> | null | undefined;
  return typeof v.accessToken === 'string' && v.accessToken !== ''
    && typeof v.refreshToken === 'string' && v.refreshToken !== ''
    && typeof v.expiresAt === 'string' && !Number.isNaN(Date.parse(v.expiresAt))
    && typeof portals === 'object' && portals !== null
    && typeof portals.isAdministrator === 'boolean' && typeof portals.isInstructor === 'boolean';
}

/**
 * Reads the stored tokens. Anything unreadable (edited by hand, written by an
 * older version) counts as signed out rather than breaking the page.
 */
export function readTokens(storage: Store | null): SessionTokens | null {
  const raw = storage?.getItem(TOKENS_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isTokens(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeTokens(storage: Store | null, tokens: SessionTokens): void {
  const { accessToken, refreshToken, expiresAt, portals } = tokens;
  storage?.setItem(TOKENS_STORAGE_KEY, JSON.stringify({ accessToken, refreshToken, expiresAt, portals: { isAdministrator: portals.isAdministrator, isInstructor: portals.isInstructor } }));
}

export function clearTokens(storage: Store | null): void {
  storage?.removeItem(TOKENS_STORAGE_KEY);
}

/** The user id (`sub` claim) of an access token, without verifying it: the API does that. */
export function userIdOf(accessToken: string): number | null {
  const payload = accessToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
    const sub = typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : undefined;
    const id = typeof sub === 'number' ? sub : typeof sub === 'string' ? Number(sub) : NaN;
    return Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}
