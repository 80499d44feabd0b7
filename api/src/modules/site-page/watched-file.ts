import fs from 'node:fs/promises';

/**
 * A built file (the shell's `index.html`, a build's `first-load.json`), read
 * and parsed once and again only when it changes (a redeploy); null while it
 * does not exist or cannot be parsed.
 */
export function watchedFile<T>(file: string, parse: (text: string) => T): () => Promise<T | null> {
  let cached: { stamp: string; value: T | null } | null = null;
  return async () => {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      cached = null;
      return null;
    }
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    if (cached?.stamp !== stamp) {
      const text = await fs.readFile(file, 'utf8');
      let value: T | null;
      try {
        value = parse(text);
      } catch {
        value = null;
      }
      cached = { stamp, value };
    }
    return cached.value;
  };
}
