import { createHmac } from 'node:crypto';
import { derivedSecret, sameSignature } from '../../core/access-token';

/**
 * Signed addresses expire at the end of the hour after the current one: a
 * URL lives between one and two hours, and every answer made within the
 * same hour carries the same URL, so browsers and caches can keep the file.
 */
const WINDOW_MS = 60 * 60 * 1000;

/** Seconds since the epoch at which a URL signed at `nowMs` stops working. */
function mediaUrlExpiry(nowMs: number): number {
  return ((Math.floor(nowMs / WINDOW_MS) + 2) * WINDOW_MS) / 1000;
}

function signatureOf(path: string, exp: number): string {
  return createHmac('sha256', derivedSecret('media-url')).update(`${path}\n${exp}`).digest('base64url');
}

/**
 * `path?exp=&sig=`: an HMAC of the path and the expiry, so neither can be
 * changed. Other query values (the width `w`) stay outside the signature:
 * the client picks them, and they cannot reach another file.
 *
 * Signed with the wall clock, not the request's: URLs are made where no
 * request clock is at hand (catalogue cards), and checked the same way.
 */
export function signMediaPath(path: string, nowMs: number = Date.now()): string {
  const exp = mediaUrlExpiry(nowMs);
  return `${path}?exp=${exp}&sig=${signatureOf(path, exp)}`;
}

export type MediaSignatureCheck =
  | { ok: true; expiresAt: number }
  | { ok: false; reason: 'unsigned' | 'tampered' | 'expired' };

/** Course media are signed for one member and live 15 minutes: a shared link soon stops working, and access is asked again on every fetch. */
const MEMBER_URL_LIFE_MS = 15 * 60 * 1000;

/**
 * Member-bound and upload signatures cover the user as well, under secrets of
 * their own: an hour-window signature can never pass for one of them, nor a
 * member's media address for an upload address.
 */
type BoundPurpose = 'media-member-url' | 'media-upload-url';

function boundSignatureOf(purpose: BoundPurpose, path: string, exp: number, userId: number): string {
  return createHmac('sha256', derivedSecret(purpose)).update(`${path}\n${exp}\n${userId}`).digest('base64url');
}

function signBound(purpose: BoundPurpose, path: string, userId: number, exp: number): string {
  return `${path}?exp=${exp}&u=${userId}&sig=${boundSignatureOf(purpose, path, exp, userId)}`;
}

function checkBound(purpose: BoundPurpose, path: string, query: BoundQuery, nowMs: number): MediaSignatureCheck {
  const { exp, u, sig } = query;
  if (exp === undefined || u === undefined || sig === undefined) return { ok: false, reason: 'unsigned' };
  if (!sameSignature(boundSignatureOf(purpose, path, exp, u), sig)) return { ok: false, reason: 'tampered' };
  if (exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt: exp * 1000 };
}

/** The query of a member-bound or upload address. */
export interface BoundQuery {
  exp?: number | undefined;
  u?: number | undefined;
  sig?: string | undefined;
}

/**
 * `path?exp=&u=&sig=`: the address of course media for member `userId`, valid
 * 15 minutes. The signature covers path, expiry and member; the route then
 * asks whether that member may still read the media.
 */
export function signMemberMediaPath(path: string, userId: number, nowMs: number = Date.now()): string {
  return signBound('media-member-url', path, userId, Math.floor((nowMs + MEMBER_URL_LIFE_MS) / 1000));
}

/** Whether the query is a member-bound signature this server made for `path`, still valid at `nowMs`. */
export function checkMemberMediaSignature(path: string, query: BoundQuery, nowMs: number = Date.now()): MediaSignatureCheck {
  return checkBound('media-member-url', path, query, nowMs);
}

/** The address chunks of an upload are PUT to: bound to the media (the path), its uploader and an expiry, so no bearer is needed. */
export function signUploadPath(path: string, userId: number, expiresAtMs: number): string {
  return signBound('media-upload-url', path, userId, Math.floor(expiresAtMs / 1000));
}

export function checkUploadSignature(path: string, query: BoundQuery, nowMs: number = Date.now()): MediaSignatureCheck {
  return checkBound('media-upload-url', path, query, nowMs);
}

/** Whether `exp` and `sig` are a signature this server made for `path`, still valid at `nowMs`. */
export function checkMediaSignature(path: string, exp: number | undefined, sig: string | undefined, nowMs: number = Date.now()): MediaSignatureCheck {
  if (exp === undefined || sig === undefined) return { ok: false, reason: 'unsigned' };
  if (!sameSignature(signatureOf(path, exp), sig)) return { ok: false, reason: 'tampered' };
  if (exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt: exp * 1000 };
}
