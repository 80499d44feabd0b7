import { useLocation } from '@halaqa/router';
import type { RemoteManifestEntry, RouteDefinition } from '@halaqa/contracts';
import { siteMap } from '@halaqa/mfe-runtime';
import { shell } from '../definition';
import { useManifest } from './manifest-context';
import { matchRoute } from './match-route';

const NOT_FOUND: RouteDefinition = { path: '*', page: 'notFound', meta: {} };

export type CurrentRoute =
  | { area: 'shell'; route: RouteDefinition }
  /** A remote's path; `route` is null when its definition has no such page (not found). */
  | { area: 'remote'; remote: RemoteManifestEntry; route: RouteDefinition | null };

/** The route a path shows: its owner's page, else the shell's (null: not found in the owning remote). */
export function routeAtPath(pathname: string): RouteDefinition | null {
  const owner = siteMap().ownerOf(pathname);
  return owner ? matchRoute(owner.routes, pathname) : matchRoute(shell.definition.routes, pathname);
}

/**
 * Which part of the site owns the current path and which route it is, from
 * the loaded definitions alone: nothing is downloaded to decide. A path of a
 * remote the organization has switched off matches no remote, so it falls to
 * the shell's table and its not-found page.
 */
export function useCurrentRoute(): CurrentRoute {
  const { pathname } = useLocation();
  const manifest = useManifest();
  const owner = siteMap().ownerOf(pathname);
  const remote = owner && manifest.remotes.find((entry) => entry.name === owner.name);
  if (remote) return { area: 'remote', remote, route: matchRoute(remote.routes, pathname) };
  return { area: 'shell', route: matchRoute(shell.definition.routes, pathname) ?? NOT_FOUND };
}
