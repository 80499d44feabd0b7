import path from 'node:path';

export const NO_CACHE = 'no-cache';
/** An answer written for one member: kept by no cache. */
export const PERSONAL = 'private, no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// webpack `[contenthash]` style names: main.3f9c2a1b.js, 412.9e1f0c2d4b.js.map
const HASHED_NAME = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

/**
 * Caching of a built file (ARCHITECTURE section 2): entries, pages and
 * manifests are revalidated every time; content-hashed files are forever.
 * Anything else is revalidated too: caching an unhashed file for a year
 * would pin stale code.
 */
export function cacheControlFor(file: string): string {
  const base = path.posix.basename(file);
  if (base === 'remoteEntry.js' || base.endsWith('.html') || base.endsWith('.json')) return NO_CACHE;
  return HASHED_NAME.test(base) ? IMMUTABLE : NO_CACHE;
}
