/**
 * What may leave the browser in a problem report (POST frontend-logger): the
 * reporter scrubs before sending, the API again before logging. A file of its
 * own, apart from ./telemetry.ts: the shell's first load needs the constants
 * there, and this only once a problem has happened.
 */
import { FRONTEND_REPORT_LIMITS } from './telemetry';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A page's path as a report may carry it: no origin, query or hash (they
 * carry search words, tokens, emails), and every segment that could name a
 * person (numbers, long random-looking ids, anything with an `@`) as `:id`.
 */
export function reportPagePath(url: string): string {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').map((segment) =>
    (/^\d+$/.test(segment) || segment.includes('@') || /^[A-Za-z0-9_%-]{24,}$/.test(segment) || /^[0-9a-f-]{16,}$/i.test(segment) ? ':id' : segment));
  return cut(segments.join('/') || '/', FRONTEND_REPORT_LIMITS.page);
}

const REDACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  // A bearer credential: the token68 characters of RFC 7235.
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  // Signed tokens (JWT-shaped: three base64url parts, the first a JSON header).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // Queries and fragments of addresses: search words, reset codes, signatures.
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^\s"'`()<>?#]*)[?#][^\s"'`()<>]*/gi, '$1'],
  [/\?[^\s"'`()<>]*=[^\s"'`()<>]*/g, ''],
  // Phone and card numbers.
  [/\+?\d[\d -]{7,}\d/g, '[number]'],
];

/** A message or stack as a report may carry it: tokens, emails, queries and long numbers removed, then cut to `max`. */
export function scrubReportText(text: string, max: number): string {
  let scrubbed = text;
  for (const [pattern, replacement] of REDACTIONS) scrubbed = scrubbed.replace(pattern, replacement);
  return cut(scrubbed, max);
}
