import type { Portals, SessionTokens } from './types';
import { BROWSER_STORAGE_KEYS } from '@halaqa/contracts/src/browser-storage';

/**
 * Local storage key of the session marker, shared by every tab of the site.
 * It once held the tokens: an entry of that time is wiped (wipeLegacyTokens).
 */
export const SESSION_MARKER_STORAGE_KEY = BROWSER_STORAGE_KEYS.sessionMarker;

/**
 * What every tab may know about the session, and nothing secret: that
 * someone is signed in, who, and with which portals. The access token lives
 * in each tab's memory, the refresh token in an httpOnly cookie. `id` tells
 * one sign-in from the next, so a tab knows its access token belongs to a
 * session that has since been replaced.
 */
export interface SessionMarker {
  id: string;
  userId: number | null;
  portals: Portals;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isPortals(value: unknown): value is Portals {
  const portals = value as Record<string, unknown> | null | undefined;
  return typeof portals === 'object' && portals !== null
    && typeof portals.isAdministrator === 'boolean' && typeof portals.isInstructor === 'boolean';
}

/** What sign-in and refresh answer: the access token, its expiry and the portals (the refresh token is a cookie). */
export function isTokens(value: unknown): value is SessionTokens {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.accessToken === 'string' && v.accessToken !== ''
    && typeof v.expiresAt === 'string' && !Number.isNaN(Date.parse(v.expiresAt))
    && isPortals(v.portals);
}

function isMarker(value: unknown): value is SessionMarker {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && v.id !== ''
    && (v.userId === null || (typeof v.userId === 'number' && Number.isInteger(v.userId)))
    && isPortals(v.portals)
    && !('accessToken' in v) && !('refreshToken' in v);
}

function parse(raw: string | null | undefined): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * Reads the marker. Anything unreadable (edited by hand, written by an older
 * version) counts as signed out rather than breaking the page.
 */
export function readMarker(storage: Store | null): SessionMarker | null {
  const parsed = parse(storage?.getItem(SESSION_MARKER_STORAGE_KEY));
  return isMarker(parsed) ? parsed : null;
}

export function writeMarker(storage: Store | null, marker: SessionMarker): void {
  const { id, userId, portals } = marker;
  storage?.setItem(SESSION_MARKER_STORAGE_KEY, JSON.stringify({ id, userId, portals: { isAdministrator: portals.isAdministrator, isInstructor: portals.isInstructor } }));
}

export function clearMarker(storage: Store | null): void {
  storage?.removeItem(SESSION_MARKER_STORAGE_KEY);
}

/**
 * Removes tokens an earlier version kept in local storage. Their refresh
 * token cannot be used any more (refresh reads the cookie), so that session
 * is over: the member signs in again, and the tokens leave the disk.
 */
export function wipeLegacyTokens(storage: Store | null): void {
  const parsed = parse(storage?.getItem(SESSION_MARKER_STORAGE_KEY));
  if (typeof parsed === 'object' && parsed !== null && ('accessToken' in parsed || 'refreshToken' in parsed)) clearMarker(storage);
}

/** A new marker id: unguessability does not matter, only that two sign-ins differ. */
export function newMarkerId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
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
