import { hostForTenant } from '@halaqa/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The site address to put in emailed links: `http(s)://<host>` of the request.
 * `request.protocol` and `request.host` honour x-forwarded-proto/-host only
 * when Fastify's `trustProxy` is configured, so a client cannot point our
 * links at another site through headers.
 *
 * The tenant of a request may come from `x-organization` rather than the
 * Host (the shell on plain `localhost` is the default organization), so when
 * the Host does not already name the tenant the prefix is put in front of
 * the hostname: `localhost:8080` + nour -> `nour.localhost:8080`.
 */
export function siteUrl(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  tenantPrefix: string,
  defaultPrefix: string,
): string {
  return `${request.protocol}://${hostForTenant(request.host, tenantPrefix, defaultPrefix)}`;
}

/** `<site>/<path>?<query>` with the query values encoded. */
export function siteLink(site: string, path: string, query: Record<string, string>): string {
  const url = new URL(path, `${site}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
