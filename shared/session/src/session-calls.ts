import { API_BASE_PATH, HTTP_HEADERS, SESSION_COOKIES, bearerToken } from '@halaqa/contracts';
import { toApiError, type ApiError } from '@halaqa/api-client';
import { apiOrigin, currentLanguage, organizationPrefix } from './session-config';
import { isTokens } from './token-storage';
import type { SessionTokens } from './types';

export type Fetch = (request: Request) => Promise<Response>;

interface CallOptions {
  body?: unknown;
  accessToken?: string;
  headers?: Record<string, string>;
}

/**
 * The calls the session makes on its own: they must not go through the
 * typed client, whose bearer comes from the session (refresh would wait on
 * itself) and whose error reactions sign out (logout would loop).
 */
async function post(fetch: Fetch, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers({ [HTTP_HEADERS.language]: currentLanguage(), ...options.headers });
  const prefix = organizationPrefix();
  if (prefix) headers.set(HTTP_HEADERS.organization, prefix);
  if (options.accessToken) headers.set(HTTP_HEADERS.authorization, bearerToken(options.accessToken));
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  return fetch(new Request(`${apiOrigin()}${API_BASE_PATH}/${path}`, {
    method: 'POST',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    // The session cookies (refresh, CSRF) go with same-origin calls only: this is the default, said out loud.
    credentials: 'same-origin',
  }));
}

/** A cookie of the page readable by scripts (only the CSRF one of ours is). */
function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The CSRF cookie of this page, echoed in x-csrf-token so the API knows the refresh comes from the site itself. */
export function pageCsrfToken(): string | null {
  return typeof document === 'undefined' ? null : readCookie(document.cookie, SESSION_COOKIES.csrf);
}

export type RefreshResult = { ok: true; tokens: SessionTokens } | { ok: false; error: ApiError };

/**
 * POST auth/refresh: the browser sends the httpOnly refresh cookie, we send
 * the CSRF value read from its twin cookie. The API rotates both cookies.
 */
export async function refreshTokens(fetch: Fetch, csrfToken: string | null): Promise<RefreshResult> {
  let response: Response;
  try {
    response = await post(fetch, 'auth/refresh', { headers: csrfToken ? { [HTTP_HEADERS.csrf]: csrfToken } : {} });
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, error: toApiError(answer ?? new Error(''), response) };
  if (!isTokens(answer)) return { ok: false, error: toApiError(new Error('Malformed refresh answer'), new Response(null, { status: 502 })) };
  return { ok: true, tokens: answer };
}

/** POST auth/logout: revokes this session (and the cookie's), or every session of the user; the API clears the cookies. */
export async function logout(fetch: Fetch, accessToken: string, removeAll: boolean): Promise<void> {
  await post(fetch, 'auth/logout', { body: { removeAll }, accessToken });
}

/**
 * POST auth/sso: exchanges a single-sign-on token (the super_token link) for
 * a session. Outside the typed client because its 401 auth-006 is about the
 * token in the body, not the caller's session: it must not sign anyone out.
 */
export async function exchangeSsoToken(fetch: Fetch, token: string): Promise<SessionTokens | null> {
  const response = await post(fetch, 'auth/sso', { body: { token } });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof answer !== 'object' || answer === null) return null;
  const tokens = (answer as { status?: unknown; tokens?: unknown }).tokens;
  return (answer as { status?: unknown }).status === 'signed-in' && isTokens(tokens) ? tokens : null;
}
