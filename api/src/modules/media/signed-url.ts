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

/** Whether `exp` and `sig` are a signature this server made for `path`, still valid at `nowMs`. */
export function checkMediaSignature(path: string, exp: number | undefined, sig: string | undefined, nowMs: number = Date.now()): MediaSignatureCheck {
  if (exp === undefined || sig === undefined) return { ok: false, reason: 'unsigned' };
  if (!sameSignature(signatureOf(path, exp), sig)) return { ok: false, reason: 'tampered' };
  if (exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt: exp * 1000 };
}
