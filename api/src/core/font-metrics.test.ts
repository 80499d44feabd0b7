import fs from 'node:fs';
import path from 'node:path';
import { fallbackOfServedFont, fontFilesDir } from './font-files';
import { fallbackFor, readWoffMetrics } from './font-metrics';

const woff = (fontPackage: string, file: string) => fs.readFileSync(path.join(fontFilesDir(fontPackage)!, file));

describe('font metrics', () => {
  it("sizes Arial like Inter (within half a per cent of the published Inter fallback, 107.12 / 90.44 / 22.52)", () => {
    const fallback = fallbackFor(readWoffMetrics(woff('inter', 'inter-latin-400-normal.woff'))!);
    expect(fallback.sizeAdjust).toBeCloseTo(107.1, 0);
    expect(fallback.ascentOverride).toBeCloseTo(90.4, 0);
    expect(fallback.descentOverride).toBeCloseTo(22.5, 0);
    expect(fallback.lineGapOverride).toBe(0);
  });

  it('matches only the line box of a font without Latin letters', () => {
    const metrics = readWoffMetrics(woff('cairo', 'cairo-arabic-400-normal.woff'))!;
    expect(metrics.averageWidth).toBeNull();
    expect(fallbackFor(metrics)).toMatchObject({ sizeAdjust: 100, ascentOverride: 130.3, descentOverride: 57.1 });
  });

  it('reads nothing from a file that is not WOFF', () => {
    expect(readWoffMetrics(woff('inter', 'inter-latin-400-normal.woff2'))).toBeNull();
    expect(readWoffMetrics(Buffer.from('hello'))).toBeNull();
  });

  it('finds the fallback of fonts we serve only', () => {
    expect(fallbackOfServedFont('/assets/fonts/inter/inter-latin-700-normal.woff2')?.sizeAdjust).toBeGreaterThan(100);
    expect(fallbackOfServedFont('/assets/fonts/unknown/x-400-normal.woff2')).toBeUndefined();
    expect(fallbackOfServedFont('/assets/fonts/inter/../../../etc/passwd')).toBeUndefined();
    expect(fallbackOfServedFont('https://fonts.example.com/inter.woff2')).toBeUndefined();
  });
});
