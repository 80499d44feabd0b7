/**
 * HTTP conventions shared by the API and its clients: where the API lives and
 * which request headers carry the tenant, the language and the session.
 */
export const API_BASE_PATH = '/api';

/** Request header names (lower case, as Node and fetch normalize them). */
export const HTTP_HEADERS = {
  /** Domain prefix of the organization the request is for (e.g. `demo`). */
  organization: 'x-organization',
  /** Interface language of the request: `en` or `ar` (default `en`). */
  language: 'x-lang',
  /** `Bearer <access token>`. */
  authorization: 'authorization',
  /** POST auth/refresh: the value of the CSRF cookie, proving the page itself asks (double submit). */
  csrf: 'x-csrf-token',
} as const;

/**
 * The session's cookies (docs/decisions/0006). The refresh token is httpOnly
 * and only sent to /api/auth; the CSRF cookie is readable by the page, which
 * echoes it in `x-csrf-token` when it refreshes.
 */
export const SESSION_COOKIES = {
  refresh: 'halaqa_refresh',
  csrf: 'halaqa_csrf',
  /** Names the session to the server's page writer (decision 0019), and to nothing else. */
  page: 'halaqa_page',
} as const;

/** Where the refresh cookie is sent: the calls that rotate or end a session, nothing else. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export function bearerToken(token: string): string {
  return `Bearer ${token}`;
}

/** Paged list answer of the API (`skip`/`take` queries, spec section 7 "Pagination"). */
export interface Paged<T> {
  count: number;
  data: T[];
}
