import { domainPrefixOf } from '@halaqa/contracts';

/**
 * The address of another organization of the same site: its domain prefix
 * in place of ours (`demo.localhost:8080` to `nour.localhost:8080`), or in
 * front of a host that has none (plain `localhost` serves the default one).
 */
export function organizationUrl(location: Pick<Location, 'protocol' | 'host'>, prefix: string): string {
  const current = domainPrefixOf(location.host);
  const rest = current ? location.host.slice(location.host.indexOf('.') + 1) : location.host;
  return `${location.protocol}//${prefix}.${rest}/`;
}
