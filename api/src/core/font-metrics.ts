import fs from 'node:fs';
import zlib from 'node:zlib';
import type { FontFallback } from '@halaqa/contracts';

/** The vertical metrics and average width of a font, in font units. */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Positive: how far below the baseline. */
  descent: number;
  lineGap: number;
  /** Average advance over English text; null for a font without Latin letters (an Arabic subset). */
  averageWidth: number | null;
}

/**
 * Letters of running English text with their frequency (per cent; the space
 * about one character in six): the width that matters for where lines break
 * is the average advance over text, not over all glyphs (OS/2
 * xAvgCharWidth counts every glyph, wide symbols included).
 */
const TEXT_FREQUENCIES: ReadonlyArray<readonly [string, number]> = [
  [' ', 18], ['e', 12.7], ['t', 9.1], ['a', 8.2], ['o', 7.5], ['i', 7], ['n', 6.7], ['s', 6.3], ['h', 6.1], ['r', 6],
  ['d', 4.3], ['l', 4], ['c', 2.8], ['u', 2.8], ['m', 2.4], ['w', 2.4], ['f', 2.2], ['g', 2], ['y', 2], ['p', 1.9],
  ['b', 1.5], ['v', 1], ['k', 0.8], ['j', 0.15], ['x', 0.15], ['q', 0.1], ['z', 0.07],
];

/** Arial's (and Helvetica's) advance widths of those characters, per 1000 units. */
const ARIAL_WIDTHS: Readonly<Record<string, number>> = {
  ' ': 278, a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222, m: 833,
  n: 556, o: 556, p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722, x: 500, y: 500, z: 500,
};

/**
 * Arial's metrics: the local font the fallback face stands on. Liberation
 * Sans (Linux) and Arimo are metric-compatible with it, so one set of
 * overrides fits all three.
 */
const ARIAL_METRICS: FontMetrics = {
  unitsPerEm: 1000,
  ascent: 905,
  descent: 212,
  lineGap: 33,
  averageWidth: weightedWidth((char) => ARIAL_WIDTHS[char] ?? null)!,
};
const LOCAL_FALLBACKS = ['Arial', 'Liberation Sans', 'Arimo'];

/** The frequency-weighted advance over English text; null when the font lacks Latin letters. */
function weightedWidth(advanceOf: (char: string) => number | null): number | null {
  let total = 0;
  let weights = 0;
  for (const [char, weight] of TEXT_FREQUENCIES) {
    const advance = advanceOf(char);
    if (advance === null) return null;
    total += advance * weight;
    weights += weight;
  }
  return total / weights;
}

/**
 * Reads head, hhea and OS/2 of a WOFF 1.0 file (each table zlib-compressed
 * on its own; WOFF2's one brotli stream with transformed tables is not
 * needed: @fontsource ships both). Null when the file is not a WOFF font.
 */
export function readWoffMetrics(bytes: Buffer): FontMetrics | null {
  if (bytes.length < 44 || bytes.readUInt32BE(0) !== 0x774f4646) return null; // 'wOFF'
  const tables = new Map<string, Buffer>();
  const count = bytes.readUInt16BE(12);
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20;
    if (entry + 20 > bytes.length) return null;
    const tag = bytes.toString('latin1', entry, entry + 4);
    if (!TABLES.has(tag)) continue;
    const offset = bytes.readUInt32BE(entry + 4);
    const compressed = bytes.readUInt32BE(entry + 8);
    const original = bytes.readUInt32BE(entry + 12);
    const data = bytes.subarray(offset, offset + compressed);
    tables.set(tag, compressed < original ? zlib.inflateSync(data) : data);
  }
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const os2 = tables.get('OS/2');
  const cmap = tables.get('cmap');
  const hmtx = tables.get('hmtx');
  if (!head || !hhea || !os2 || !cmap || !hmtx || head.length < 20 || hhea.length < 36 || os2.length < 4) return null;
  const glyphOf = glyphLookup(cmap);
  const metricCount = hhea.readUInt16BE(34);
  const advanceOf = (char: string): number | null => {
    const glyph = glyphOf(char.codePointAt(0)!);
    if (!glyph || metricCount === 0) return null;
    const entry = Math.min(glyph, metricCount - 1) * 4;
    return entry + 2 <= hmtx.length ? hmtx.readUInt16BE(entry) : null;
  };
  // OS/2 fsSelection bit 7 (USE_TYPO_METRICS): browsers then lay lines out with the typo metrics.
  const useTypo = os2.length >= 74 && (os2.readUInt16BE(62) & 0x80) !== 0;
  return {
    unitsPerEm: head.readUInt16BE(18),
    ascent: useTypo ? os2.readInt16BE(68) : hhea.readInt16BE(4),
    descent: Math.abs(useTypo ? os2.readInt16BE(70) : hhea.readInt16BE(6)),
    lineGap: useTypo ? os2.readInt16BE(72) : hhea.readInt16BE(8),
    averageWidth: weightedWidth(advanceOf),
  };
}

const TABLES = new Set(['head', 'hhea', 'OS/2', 'cmap', 'hmtx']);

/** Character -> glyph id from the font's Unicode cmap (format 4 or 12); 0 when unmapped. */
function glyphLookup(cmap: Buffer): (codePoint: number) => number {
  const count = cmap.readUInt16BE(2);
  let format4: number | null = null;
  let format12: number | null = null;
  for (let i = 0; i < count; i++) {
    const record = 4 + i * 8;
    const platform = cmap.readUInt16BE(record);
    const encoding = cmap.readUInt16BE(record + 2);
    const offset = cmap.readUInt32BE(record + 4);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const format = cmap.readUInt16BE(offset);
    if (format === 4) format4 ??= offset;
    if (format === 12) format12 ??= offset;
  }
  if (format12 !== null) {
    const table = format12;
    const groups = cmap.readUInt32BE(table + 12);
    return (codePoint) => {
      for (let g = 0; g < groups; g++) {
        const group = table + 16 + g * 12;
        const start = cmap.readUInt32BE(group);
        if (codePoint >= start && codePoint <= cmap.readUInt32BE(group + 4)) return cmap.readUInt32BE(group + 8) + codePoint - start;
      }
      return 0;
    };
  }
  if (format4 === null) return () => 0;
  const table = format4;
  const segments = cmap.readUInt16BE(table + 6) / 2;
  const ends = table + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    for (let s = 0; s < segments; s++) {
      if (codePoint > cmap.readUInt16BE(ends + s * 2)) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (codePoint < start) return 0;
      const delta = cmap.readInt16BE(deltas + s * 2);
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const at = rangeOffsets + s * 2 + rangeOffset + (codePoint - start) * 2;
      const glyph = cmap.readUInt16BE(at);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

const percent = (value: number) => Math.round(value * 10_000) / 100;

/**
 * The @font-face overrides that make Arial take the web font's room: the
 * same average advance (size-adjust) and the same line box (ascent,
 * descent, line gap, divided by size-adjust because the browser scales
 * them with it), so nothing moves when the web font swaps in.
 */
export function fallbackFor(font: FontMetrics, local: FontMetrics = ARIAL_METRICS): FontFallback {
  // A font without Latin letters (an Arabic subset) keeps Arial's size: its
  // line box is what moves text when it swaps in, and that is still matched.
  const sizeAdjust = font.averageWidth !== null && local.averageWidth !== null
    ? (font.averageWidth / font.unitsPerEm) / (local.averageWidth / local.unitsPerEm)
    : 1;
  return {
    local: LOCAL_FALLBACKS,
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / font.unitsPerEm / sizeAdjust),
    descentOverride: percent(font.descent / font.unitsPerEm / sizeAdjust),
    lineGapOverride: percent(font.lineGap / font.unitsPerEm / sizeAdjust),
  };
}

/** Remembers each file's answer: the files ship with the server and never change while it runs. */
export function fallbackReader(): (woffFile: string | null) => FontFallback | undefined {
  const known = new Map<string, FontFallback | undefined>();
  return (woffFile) => {
    if (!woffFile) return undefined;
    if (!known.has(woffFile)) {
      let metrics: FontMetrics | null = null;
      try { metrics = readWoffMetrics(fs.readFileSync(woffFile)); } catch { metrics = null; }
      known.set(woffFile, metrics ? fallbackFor(metrics) : undefined);
    }
    return known.get(woffFile);
  };
}
