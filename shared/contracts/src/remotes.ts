import type { Language } from './language';
import type { OrganizationProfile } from './organization';
import type { RemoteDefinition, RemoteName } from './remote-definition';

/**
 * One remote that an organization has switched on, as the API's manifest
 * lists it: its definition (the data of its `defineRemote`) and the
 * versioned address of its entry.
 */
export interface RemoteManifestEntry extends RemoteDefinition {
  name: RemoteName;
  /** Versioned URL of the remote's `remoteEntry.js`. */
  entry: string;
}
export interface RemoteManifest {
  organizationId: number;
  remotes: RemoteManifestEntry[];
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

