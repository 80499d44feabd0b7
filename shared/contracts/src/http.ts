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
} as const;

export function bearerToken(token: string): string {
  return `Bearer ${token}`;
}

/** Paged list answer of the API (`skip`/`take` queries, spec section 7 "Pagination"). */
export interface Paged<T> {
  count: number;
  data: T[];
}
