import { HTTP_HEADERS, SESSION_COOKIES } from '@halaqa/contracts';

/** The session cookies as a browser would keep them after a sign-in or refresh. */
export interface SessionCookies {
  refresh: string;
  csrf: string;
  /** What names the session to the page writer (sent with every page). */
  page: string;
}

/** One Set-Cookie line, split into its value and attributes (names lower-cased). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq < 0) attributes[part.toLowerCase()] = true;
    else attributes[part.slice(0, eq).toLowerCase()] = part.slice(eq + 1);
  }
  return { name: pair.slice(0, at), value: decodeURIComponent(pair.slice(at + 1)), attributes };
}

/** Every Set-Cookie of an answer, by cookie name. */
export function setCookiesOf(headers: Headers): Map<string, SetCookie> {
  return new Map(headers.getSetCookie().map((line) => {
    const cookie = parseSetCookie(line);
    return [cookie.name, cookie];
  }));
}

/** The session cookies an answer set; null when it did not set them all. */
export function sessionCookiesOf(headers: Headers): SessionCookies | null {
  const cookies = setCookiesOf(headers);
  const refresh = cookies.get(SESSION_COOKIES.refresh)?.value;
  const csrf = cookies.get(SESSION_COOKIES.csrf)?.value;
  const page = cookies.get(SESSION_COOKIES.page)?.value;
  return refresh && csrf && page ? { refresh, csrf, page } : null;
}

/** What a page of the site sends to POST auth/refresh: both cookies and the CSRF header echoing one. */
export function refreshHeaders(cookies: Pick<SessionCookies, 'refresh' | 'csrf'>, prefix = 'demo'): Record<string, string> {
  return {
    cookie: `${SESSION_COOKIES.refresh}=${encodeURIComponent(cookies.refresh)}; ${SESSION_COOKIES.csrf}=${encodeURIComponent(cookies.csrf)}`,
    [HTTP_HEADERS.csrf]: cookies.csrf,
    'x-organization': prefix,
  };
}
