import fs from 'node:fs/promises';
import subsetFont from 'subset-font';
import type { FontStyle } from '@halaqa/contracts';

/**
 * The characters of nearly every English page: printable ASCII, the no-break
 * space and typographic punctuation. A font cut to them is half the
 * @fontsource "latin" file (Inter: 13.7 kB instead of 23.7 kB), and a page
 * that needs anything else (an accented name) also loads the full file for
 * those characters alone, through unicode-range.
 */
const BASIC_LATIN = ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~'
  + '\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122';
const BASIC_LATIN_RANGE = 'U+0020-007E,U+00A0,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20AC,U+2122';
/** @fontsource's own range for its "latin" files. */
const LATIN_RANGE = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const LATIN_FILE = /^(\/assets\/fonts\/[a-z0-9-]+\/[a-z0-9-]+)-latin-(\d+-normal\.woff2)$/;
const BASIC_FILE = /^([a-z0-9-]+)-latin-basic-(\d+-normal\.woff2)$/;

/**
 * The faces of one served "latin" style: the full file for the rarer
 * characters first, the basic cut last, because for characters in both
 * ranges the browser takes the face declared last. Other fonts stay as
 * they are.
 */
export function splitLatinStyle(style: FontStyle): FontStyle[] {
  const match = LATIN_FILE.exec(style.url);
  if (!match) return [style];
  return [
    { ...style, unicodeRange: LATIN_RANGE },
    { weight: style.weight, url: `${match[1]}-latin-basic-${match[2]}`, unicodeRange: BASIC_LATIN_RANGE },
  ];
}

/** `inter-latin-400-normal.woff2` for `inter-latin-basic-400-normal.woff2`; null for any other name. */
export function basicSourceOf(fileName: string): string | null {
  const match = BASIC_FILE.exec(fileName);
  return match ? `${match[1]}-latin-${match[2]}` : null;
}

const cut = new Map<string, Promise<Buffer>>();

/** The basic cut of a font file: made once per process (about 0.1 s), then served from memory. */
export function basicLatinCut(sourceFile: string): Promise<Buffer> {
  let made = cut.get(sourceFile);
  if (!made) {
    made = fs.readFile(sourceFile).then((bytes) => subsetFont(bytes, BASIC_LATIN, { targetFormat: 'woff2' }));
    // A failure is not remembered: the next request tries again.
    made.catch(() => cut.delete(sourceFile));
    cut.set(sourceFile, made);
  }
  return made;
}
