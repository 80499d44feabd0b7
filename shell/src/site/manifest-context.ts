import { createContext, useContext } from 'react';
import type { RemoteManifest } from '@halaqa/contracts';

export const ManifestContext = createContext<RemoteManifest | null>(null);

/** The organization's remote manifest, loaded once at start-up. */
export function useManifest(): RemoteManifest {
  const manifest = useContext(ManifestContext);
  if (!manifest) throw new Error('useManifest must be used inside the shell');
  return manifest;
}
