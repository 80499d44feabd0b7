import type PDFDocument from 'pdfkit';

/** The parts of pdfkit's embedded font (EmbeddedFont, pdfkit 0.20) this fix reaches into. */
interface EmbeddedFontInternals {
  encode(text: string, features?: string[]): [string[], unknown[]];
  layout(text: string, features?: string[]): { glyphs: Array<{ id: number; codePoints: number[] }>; direction?: string };
  subset: { includeGlyph(glyphId: number): number };
  /** Code points per subset glyph id: the font's ToUnicode map. */
  unicode: number[][];
}

const fixed = new WeakSet<object>();

function internalsOf(doc: PDFKit.PDFDocument): EmbeddedFontInternals | null {
  const font = (doc as unknown as { _font?: Partial<EmbeddedFontInternals> })._font;
  const usable = font && typeof font.encode === 'function' && typeof font.layout === 'function' && font.subset && Array.isArray(font.unicode);
  return usable ? font as EmbeddedFontInternals : null;
}

/**
 * Makes the text of right-to-left ligatures read right when extracted.
 * fontkit lays an Arabic run out in visual order and gives a ligature glyph
 * its characters in reading order (lam-alef: lam, alef); a PDF reader
 * (pdf.js, a screen reader, copy and paste) takes the run's glyphs from the
 * left and reverses the right-to-left text, which reverses the ligature's
 * characters too ("ال" for "لا"). So for a ligature of a right-to-left run we
 * store its characters in visual order: reversed with the rest, they come
 * out in reading order. Call after choosing the font, before drawing.
 */
export function fixRightToLeftLigatures(doc: typeof PDFDocument.prototype): void {
  const font = internalsOf(doc);
  if (!font || fixed.has(font)) return;
  fixed.add(font);
  const encode = font.encode.bind(font);
  font.encode = (text, features) => {
    const encoded = encode(text, features);
    const run = font.layout(text, features);
    if (run.direction === 'rtl') {
      for (const glyph of run.glyphs) {
        if (glyph.codePoints.length > 1) font.unicode[font.subset.includeGlyph(glyph.id)] = [...glyph.codePoints].reverse();
      }
    }
    return encoded;
  };
}
