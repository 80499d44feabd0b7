import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { containerName, type RemoteAppProps, type RemoteManifestEntry, type RemoteRoutesModule } from '@halaqa/contracts';

export type RemoteAppModule = LifeCycles<RemoteAppProps>;
export interface RemoteModules {
  routes: RemoteRoutesModule;
  app: RemoteAppModule;
}
export type RemoteModuleName = keyof RemoteModules;

/** Waits before the 2nd and 3rd attempt to fetch a remote that failed. */
export const RETRY_DELAYS_MS = [400, 1200] as const;

const toFederation = (remote: RemoteManifestEntry) => ({ name: containerName(remote.name), entry: remote.entry });

/** Makes the organization's remotes known; nothing is downloaded until first use. */
export function registerManifest(remotes: readonly RemoteManifestEntry[]) {
  registerRemotes(remotes.map(toFederation));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads `./routes` or `./app` of a remote, retrying a failed entry: a failed
 * attempt re-registers the remote with `force`, which drops the broken
 * container so the next attempt fetches the entry again.
 */
export async function loadRemoteModule<K extends RemoteModuleName>(
  remote: RemoteManifestEntry,
  module: K,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<RemoteModules[K]> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) {
      await sleep(delays[attempt - 1] ?? 0);
      registerRemotes([toFederation(remote)], { force: true });
    }
    try {
      const loaded = await loadRemote<RemoteModules[K]>(`${containerName(remote.name)}/${module}`);
      if (loaded) return (loaded as { default?: RemoteModules[K] }).default ?? loaded;
      lastError = new Error(`${remote.name}/${module} loaded empty`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`Could not load ${remote.name}/${module}`);
}
