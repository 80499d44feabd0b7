import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { containerName, type RemoteAppProps, type RemoteManifestEntry } from '@halaqa/contracts';
import { reportProblem } from '@halaqa/mfe-runtime';

export type RemoteAppModule = LifeCycles<RemoteAppProps>;

/** Waits before the 2nd and 3rd attempt to fetch a remote that failed. */
const RETRY_DELAYS_MS = [400, 1200] as const;

const toFederation = (remote: Pick<RemoteManifestEntry, 'name' | 'entry'>) => ({ name: containerName(remote.name), entry: remote.entry });

/** Makes the organization's remotes known; nothing is downloaded until first use. */
export function registerManifest(remotes: readonly RemoteManifestEntry[]) {
  registerRemotes(remotes.map(toFederation));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads an exposed module of a remote (`./app`, or `./slots/<name>`),
 * retrying a failed entry: a failed attempt re-registers the remote with
 * `force`, which drops the broken container so the next attempt fetches the
 * entry again.
 */
export async function loadRemoteModule<T>(
  remote: Pick<RemoteManifestEntry, 'name' | 'entry'>,
  module: string,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) {
      await sleep(delays[attempt - 1] ?? 0);
      registerRemotes([toFederation(remote)], { force: true });
    }
    try {
      const loaded = await loadRemote<T>(`${containerName(remote.name)}/${module}`);
      if (loaded) return (loaded as { default?: T }).default ?? loaded;
      lastError = new Error(`${remote.name}/${module} loaded empty`);
    } catch (error) {
      lastError = error;
    }
  }
  // After the retries: what the visitor now sees is the area's fallback (or an empty slot).
  reportProblem({ kind: 'remote-load-failed', error: lastError, area: remote.name });
  throw lastError instanceof Error ? lastError : new Error(`Could not load ${remote.name}/${module}`);
}
