import { useQuery, type QueryClient } from '@halaqa/query';
import type { RemoteManifestEntry } from '@halaqa/contracts';
import { loadSingleSpa } from './load-single-spa';
import { loadRemoteModule, type RemoteAppModule } from './remote-loader';

/** A remote's `./app`, loaded once per page and kept (retries live in the loader). */
const remoteAppQuery = (remote: RemoteManifestEntry) => ({
  queryKey: ['remote-module', remote.name, remote.entry, 'app'],
  queryFn: () => loadRemoteModule<RemoteAppModule>(remote, 'app'),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 0,
});

export function useRemoteApp(remote: RemoteManifestEntry) {
  return useQuery<RemoteAppModule>(remoteAppQuery(remote));
}

/**
 * Starts loading the remote that owns the page being opened, and single-spa
 * that mounts it, before the shell's first render: the code is on its way
 * while the shell draws, and the page's host finds it loaded or loading.
 */
export function startLoadingRemoteApp(queryClient: QueryClient, remote: RemoteManifestEntry): void {
  void queryClient.prefetchQuery(remoteAppQuery(remote));
  void loadSingleSpa();
}
