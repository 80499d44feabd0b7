/**
 * The organization's domain prefix from a host (with or without port):
 * `demo.localhost:8080` and `demo.halaqa.app` give `demo`; plain `localhost`,
 * an address, a bare domain or `www` give null (the default organization).
 * The shell and the API resolve tenants with this one function.
 */
export function domainPrefixOf(host: string): string | null {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (!hostname || hostname.startsWith('[') || /^[\d.]+$/.test(hostname)) return null;
  const labels = hostname.split('.');
  // `demo.localhost` has two labels; a public domain needs three (`demo.halaqa.app`).
  const minimum = labels[labels.length - 1] === 'localhost' ? 2 : 3;
  const first = labels[0];
  return labels.length >= minimum && first && first !== 'www' ? first : null;
}

/**
 * The host that names `tenantPrefix` on the site of `host`: kept when it
 * already does (or serves it as the default organization), the first label
 * swapped when it names another organization, the prefix put in front of a
 * host without one. Addresses cannot carry a prefix and are kept.
 */
export function hostForTenant(host: string, tenantPrefix: string, defaultPrefix?: string): string {
  const hostPrefix = domainPrefixOf(host);
  if (hostPrefix === tenantPrefix) return host;
  if (hostPrefix === null) {
    if (tenantPrefix === defaultPrefix) return host;
    if (/^\[|^[\d.]+(:\d+)?$/.test(host)) return host;
    return `${tenantPrefix}.${host.replace(/^www\./, '')}`;
  }
  return `${tenantPrefix}.${host.slice(host.indexOf('.') + 1)}`;
}

/** The home page of another organization of this site, optionally in a language. */
export function organizationUrl(location: { protocol: string; host: string }, prefix: string, language?: string): string {
  const url = `${location.protocol}//${hostForTenant(location.host, prefix)}/`;
  return language ? `${url}?lang=${encodeURIComponent(language)}` : url;
}
