import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';

/** Content version of a file: first 12 hex of its sha1, `missing` when absent. */
export function createEntryVersioner() {
  // Keyed by path; recomputed only when the file's size or mtime changes (a redeploy).
  const cache = new Map<string, { stamp: string; version: string }>();
  return async function versionOf(file: string): Promise<string> {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      cache.delete(file);
      return 'missing';
    }
    if (!stat.isFile()) return 'missing';
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const cached = cache.get(file);
    if (cached?.stamp === stamp) return cached.version;
    const version = createHash('sha1').update(await fs.readFile(file)).digest('hex').slice(0, 12);
    cache.set(file, { stamp, version });
    return version;
  };
}
