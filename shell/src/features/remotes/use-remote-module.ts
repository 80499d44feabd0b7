import { useQuery } from '@tanstack/react-query';
import type { RemoteManifestEntry } from '@halaqa/contracts';
import { loadRemoteModule, type RemoteModuleName, type RemoteModules } from './remote-loader';

/** A remote's module, loaded once per page and kept (retries live in the loader). */
export function useRemoteModule<K extends RemoteModuleName>(remote: RemoteManifestEntry | null, module: K) {
  return useQuery<RemoteModules[K]>({
    queryKey: ['remote-module', remote?.name, remote?.entry, module],
    queryFn: () => loadRemoteModule(remote as RemoteManifestEntry, module),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 0,
    enabled: remote !== null,
  });
}
