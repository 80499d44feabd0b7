import fs from 'node:fs/promises';

/**
 * The shell's built `index.html`, read once and again only when the file
 * changes (a redeploy); null while the site is not built.
 */
export function pageTemplate(file: string): () => Promise<string | null> {
  let cached: { stamp: string; text: string } | null = null;
  return async () => {
    let stat;
    try {
      stat = await fs.stat(file);
    } catch {
      cached = null;
      return null;
    }
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    if (cached?.stamp !== stamp) cached = { stamp, text: await fs.readFile(file, 'utf8') };
    return cached.text;
  };
}
