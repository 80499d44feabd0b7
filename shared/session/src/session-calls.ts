import { API_BASE_PATH, HTTP_HEADERS, bearerToken } from '@halaqa/contracts';
import { toApiError, type ApiError } from '@halaqa/api-client';
import { apiOrigin, currentLanguage, organizationPrefix } from './session-config';
import { isTokens } from './token-storage';
import type { SessionTokens } from './types';

export type Fetch = (request: Request) => Promise<Response>;

/**
 * The calls the session makes on its own: they must not go through the
 * typed client, whose bearer comes from the session (refresh would wait on
 * itself) and whose error reactions sign out (logout would loop).
 */
async function post(fetch: Fetch, path: string, body: unknown, accessToken?: string): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json', [HTTP_HEADERS.language]: currentLanguage() });
  const prefix = organizationPrefix();
  if (prefix) headers.set(HTTP_HEADERS.organization, prefix);
  if (accessToken) headers.set(HTTP_HEADERS.authorization, bearerToken(accessToken));
  return fetch(new Request(`${apiOrigin()}${API_BASE_PATH}/${path}`, { method: 'POST', headers, body: JSON.stringify(body) }));
}

export type RefreshResult = { ok: true; tokens: SessionTokens } | { ok: false; error: ApiError };

/** POST auth/refresh: rotates the refresh token. */
export async function refreshTokens(fetch: Fetch, refreshToken: string): Promise<RefreshResult> {
  let response: Response;
  try {
    response = await post(fetch, 'auth/refresh', { token: refreshToken });
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, error: toApiError(body ?? new Error(''), response) };
  if (!isTokens(body)) return { ok: false, error: toApiError(new Error('Malformed refresh answer'), new Response(null, { status: 502 })) };
  return { ok: true, tokens: body };
}

/** POST auth/logout: revokes this session, or every session of the user. */
export async function logout(fetch: Fetch, accessToken: string, refreshToken: string, removeAll: boolean): Promise<void> {
  await post(fetch, 'auth/logout', { removeAll, refreshToken }, accessToken);
}

/**
 * POST auth/sso: exchanges a single-sign-on token (the super_token link) for
 * a session. Outside the typed client because its 401 auth-006 is about the
 * token in the body, not the caller's session: it must not sign anyone out.
 */
export async function exchangeSsoToken(fetch: Fetch, token: string): Promise<SessionTokens | null> {
  const response = await post(fetch, 'auth/sso', { token });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || typeof body !== 'object' || body === null) return null;
  const tokens = (body as { status?: unknown; tokens?: unknown }).tokens;
  return (body as { status?: unknown }).status === 'signed-in' && isTokens(tokens) ? tokens : null;
}
