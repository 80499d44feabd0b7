import type { Language } from './language';
import type { OrganizationProfile } from './organization';
import type { RouteTable } from './routes';

export const REMOTE_NAMES = ['mfe-auth', 'mfe-lms', 'mfe-exams', 'mfe-commerce', 'mfe-social', 'mfe-coaching'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container names cannot contain dashes. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/**
 * The path prefixes each remote owns (ARCHITECTURE section 1). The longest
 * matching prefix wins, so `/profile/payment-history` belongs to commerce
 * while the rest of `/profile` belongs to auth.
 */
export const REMOTE_PREFIXES: Record<RemoteName, readonly string[]> = {
  'mfe-auth': ['/auth', '/register', '/assessments', '/profile', '/account-settings', '/activity-log'],
  'mfe-lms': [
    '/dashboard', '/lms', '/certificates', '/external-courses', '/checklist', '/journey',
    '/library', '/my-certificates', '/favorite',
  ],
  'mfe-exams': ['/exams'],
  'mfe-commerce': ['/cart', '/profile/payment-history', '/payment-complete'],
  'mfe-social': ['/social', '/event', '/groups', '/saved-post'],
  'mfe-coaching': ['/coaching'],
};

/** One remote that an organization has enabled, as the API's manifest lists it. */
export interface RemoteManifestEntry {
  name: RemoteName;
  /** Versioned URL of the remote's `remoteEntry.js`. */
  entry: string;
  prefixes: string[];
}
export interface RemoteManifest {
  organizationId: number;
  remotes: RemoteManifestEntry[];
}

/** True when `pathname` is `prefix` or lies below it. */
export function pathHasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** The remote whose longest prefix matches the path, among the listed ones. */
export function ownerOfPath<T extends { prefixes: readonly string[] }>(pathname: string, remotes: readonly T[]): T | undefined {
  let best: T | undefined;
  let bestLength = -1;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      if (pathHasPrefix(pathname, prefix) && prefix.length > bestLength) {
        best = remote;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}

/** Navigation the shell hands to a remote: the remote never owns history. */
export interface ShellLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}
export interface ShellNavigator {
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  createHref(to: string): string;
}

/** Props the shell passes to every mounted remote app (single-spa custom props). */
export interface RemoteAppProps {
  location: ShellLocation;
  navigator: ShellNavigator;
  organization: OrganizationProfile;
  language: Language;
}

/** What `./routes` of every remote exports. */
export interface RemoteRoutesModule {
  remote: RemoteName;
  routes: RouteTable;
}
