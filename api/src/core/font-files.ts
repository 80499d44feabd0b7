import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FontFallback } from '@halaqa/contracts';
import { fallbackReader } from './font-metrics';

/** Fonts we serve from their @fontsource package (`/assets/fonts/<package>/<file>`). */
const FONT_PACKAGES = ['inter', 'cairo', 'lora', 'noto-naskh-arabic'] as const;

const folders = new Map<string, string | null>();

/** The `files` folder of a served @fontsource package; null for any other name. */
export function fontFilesDir(fontPackage: string): string | null {
  if (!(FONT_PACKAGES as readonly string[]).includes(fontPackage)) return null;
  if (!folders.has(fontPackage)) {
    let folder: string | null = null;
    try {
      folder = path.join(path.dirname(require.resolve(`@fontsource/${fontPackage}/package.json`)), 'files');
    } catch {
      folder = null;
    }
    folders.set(fontPackage, folder && existsSync(folder) ? folder : null);
  }
  return folders.get(fontPackage) ?? null;
}

const readFallback = fallbackReader();
const SERVED_FONT = /^\/assets\/fonts\/([a-z0-9-]+)\/([a-z0-9-]+)\.woff2$/;

/**
 * The metric-compatible fallback of a font we serve, read from the WOFF
 * twin of its file; undefined for a font at another address.
 */
export function fallbackOfServedFont(url: string): FontFallback | undefined {
  const match = SERVED_FONT.exec(url);
  const folder = match ? fontFilesDir(match[1]!) : null;
  return folder ? readFallback(path.join(folder, `${match![2]}.woff`)) : undefined;
}
