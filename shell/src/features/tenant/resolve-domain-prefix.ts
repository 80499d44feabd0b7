const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The organization's domain prefix from the host name: `demo.localhost` and
 * `demo.halaqa.example` give `demo`; plain `localhost`, an address or a bare
 * domain give null (the default organization).
 */
export function resolveDomainPrefix(hostname: string): string | null {
  const host = hostname.toLowerCase();
  if (IPV4.test(host) || host.includes(':')) return null;
  const labels = host.split('.').filter(Boolean);
  const isLocal = labels.at(-1) === 'localhost';
  const prefix = labels[0];
  if (!prefix || prefix === 'www') return null;
  if (isLocal) return labels.length >= 2 ? prefix : null;
  return labels.length >= 3 ? prefix : null;
}
