import { domainPrefixOf } from '@halaqa/contracts';

/**
 * The address of another organization on this site: its domain prefix in
 * place of ours (`demo.localhost:8080` -> `nour.localhost:8080`), or in
 * front of a host without one (`localhost:8080` -> `nour.localhost:8080`).
 */
export function organizationUrl(prefix: string, location: Pick<Location, 'protocol' | 'host'>, language: string): string {
  const labels = location.host.split('.');
  const host = domainPrefixOf(location.host) ? [prefix, ...labels.slice(1)].join('.') : `${prefix}.${location.host}`;
  return `${location.protocol}//${host}/?lang=${encodeURIComponent(language)}`;
}
