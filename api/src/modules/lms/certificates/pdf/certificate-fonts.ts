import path from 'node:path';
import { fontFilesDir } from '../../../../core/font-files';
import type { Script } from './bidi-runs';

export type Weight = 400 | 700;

/** The served families, by the name templates use, and their @fontsource package. */
const LATIN_FAMILIES: Record<string, string> = { Inter: 'inter', Lora: 'lora', Cairo: 'cairo' };

/**
 * The font file of a script and weight. Arabic is always set in Cairo: Noto
 * Naskh Arabic splits its letters' dots into glyphs of their own that carry
 * no characters, so a PDF set in it reads as broken text when copied,
 * searched or read aloud (docs/decisions/0013-certificate-pdf.md). Latin
 * text takes the template's family when it is a Latin one.
 */
export function certificateFontFile(script: Script, weight: Weight, family: string): string {
  const fontPackage = script === 'arabic' ? 'cairo' : LATIN_FAMILIES[family] ?? 'cairo';
  const folder = fontFilesDir(fontPackage);
  if (!folder) throw new Error(`font package @fontsource/${fontPackage} is not installed`);
  return path.join(folder, `${fontPackage}-${script}-${weight}-normal.woff`);
}
