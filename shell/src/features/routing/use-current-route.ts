import { useLocation } from '@halaqa/router';
import { REMOTE_NAMES, REMOTE_PREFIXES, ownerOfPath, type RemoteManifestEntry, type RouteDefinition } from '@halaqa/contracts';
import { shellRoutes } from '../../routes/shell-routes';
import { useRemoteModule } from '../remotes/use-remote-module';
import { useManifest } from '../tenant/tenant-context';
import { matchRoute } from './match-route';

const ALL_OWNERS = REMOTE_NAMES.map((name) => ({ name, prefixes: REMOTE_PREFIXES[name] }));
const NOT_FOUND: RouteDefinition = { path: '*', page: 'notFound', meta: {} };

export type CurrentRoute =
  | { area: 'shell'; route: RouteDefinition }
  /** The path belongs to a remote this organization has switched off. */
  | { area: 'switched-off'; route: RouteDefinition }
  | { area: 'remote'; remote: RemoteManifestEntry; status: 'loading' | 'failed'; route: null; retry: () => void }
  | { area: 'remote'; remote: RemoteManifestEntry; status: 'ready'; route: RouteDefinition | null; retry: () => void };

/**
 * Which part of the site owns the current path and which route it is. For a
 * remote this loads its small `./routes` module first (no React), so the guard
 * can decide before the remote's app is downloaded.
 */
export function useCurrentRoute(): CurrentRoute {
  const { pathname } = useLocation();
  const manifest = useManifest();
  const remote = ownerOfPath(pathname, manifest.remotes);
  const routesModule = useRemoteModule(remote ?? null, 'routes');

  if (remote) {
    const retry = () => void routesModule.refetch();
    if (routesModule.isError) return { area: 'remote', remote, status: 'failed', route: null, retry };
    if (!routesModule.data) return { area: 'remote', remote, status: 'loading', route: null, retry };
    return { area: 'remote', remote, status: 'ready', route: matchRoute(routesModule.data.routes, pathname), retry };
  }
  if (ownerOfPath(pathname, ALL_OWNERS)) return { area: 'switched-off', route: NOT_FOUND };
  return { area: 'shell', route: matchRoute(shellRoutes, pathname) ?? NOT_FOUND };
}
