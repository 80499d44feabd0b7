import { useQuery } from '@halaqa/query';
import type { RemoteManifestEntry } from '@halaqa/contracts';
import { loadRemoteModule, type RemoteAppModule } from './remote-loader';

/** A remote's `./app`, loaded once per page and kept (retries live in the loader). */
export function useRemoteApp(remote: RemoteManifestEntry) {
  return useQuery<RemoteAppModule>({
    queryKey: ['remote-module', remote.name, remote.entry, 'app'],
    queryFn: () => loadRemoteModule<RemoteAppModule>(remote, 'app'),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 0,
  });
}
