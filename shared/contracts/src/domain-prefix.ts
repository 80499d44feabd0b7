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
