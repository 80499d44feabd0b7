import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { bearerToken, HTTP_HEADERS, type Language } from '@halaqa/contracts';
import type { paths } from './schema.gen';
import { withResponseHooks, type ResponseHooks } from './response-hooks';

type Maybe<T> = T | null | undefined;

export interface ApiClientOptions extends ResponseHooks {
  /** Origin of the API (paths already start with /api). */
  baseUrl: string;
  getLanguage: () => Language;
  /** The organization's domain prefix; the API falls back to the Host subdomain. */
  getOrganizationPrefix: () => Maybe<string>;
  getAccessToken: () => Maybe<string> | Promise<Maybe<string>>;
  /** For tests and non-browser callers. */
  fetch?: (request: Request) => Promise<Response>;
}

export type ApiClient = Client<paths>;

/** The request headers every call carries (spec section 7): language, organization, bearer token. */
export function tenantHeaders(options: Pick<ApiClientOptions, 'getLanguage' | 'getOrganizationPrefix' | 'getAccessToken'>): Middleware {
  return {
    async onRequest({ request }) {
      request.headers.set(HTTP_HEADERS.language, options.getLanguage());
      const prefix = options.getOrganizationPrefix();
      if (prefix) request.headers.set(HTTP_HEADERS.organization, prefix);
      const token = await options.getAccessToken();
      if (token) request.headers.set(HTTP_HEADERS.authorization, bearerToken(token));
      return request;
    },
  };
}

/** A typed client of the API, generated from its OpenAPI document. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const hooked = options.refreshAccessToken || options.onError ? withResponseHooks(baseFetch, options) : options.fetch;
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(hooked ? { fetch: hooked } : {}),
  });
  client.use(tenantHeaders(options));
  return client;
}
