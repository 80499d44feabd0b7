import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { bearerToken, HTTP_HEADERS, type Language } from '@halaqa/contracts';
import type { paths } from './schema.gen';
import { createEarlyAnswers } from './early-answers';
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

export type ApiClient = Client<paths> & {
  /**
   * Sends a GET (an address under /api, with its query) ahead of the page
   * that will make it: the page's identical request then gets this answer
   * (see early-answers.ts). Its failures are silent: the page's own request
   * goes out and meets them.
   */
  sendAhead(address: string): void;
};

type TenantOptions = Pick<ApiClientOptions, 'getLanguage' | 'getOrganizationPrefix' | 'getAccessToken'>;

async function applyTenantHeaders(headers: Headers, options: TenantOptions): Promise<void> {
  headers.set(HTTP_HEADERS.language, options.getLanguage());
  const prefix = options.getOrganizationPrefix();
  if (prefix) headers.set(HTTP_HEADERS.organization, prefix);
  const token = await options.getAccessToken();
  if (token) headers.set(HTTP_HEADERS.authorization, bearerToken(token));
}

/** The request headers every call carries (spec section 7): language, organization, bearer token. */
export function tenantHeaders(options: TenantOptions): Middleware {
  return {
    async onRequest({ request }) {
      await applyTenantHeaders(request.headers, options);
      return request;
    },
  };
}

/** A typed client of the API, generated from its OpenAPI document. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const early = createEarlyAnswers();
  const served = early.serving(baseFetch);
  const client = createClient<paths>({
    baseUrl,
    fetch: options.refreshAccessToken || options.onError ? withResponseHooks(served, options) : served,
  });
  client.use(tenantHeaders(options));
  return Object.assign(client, {
    sendAhead(address: string) {
      const request = new Request(`${baseUrl}${address}`);
      applyTenantHeaders(request.headers, options).then(
        () => early.send(baseFetch, request),
        () => { /* no token: the page's own request will say so */ },
      );
    },
  });
}
