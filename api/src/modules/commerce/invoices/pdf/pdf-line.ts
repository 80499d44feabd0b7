import { bidiRuns, type BidiRun } from '../../../lms/certificates/pdf/bidi-runs';
import { certificateFontFile, type Weight } from '../../../lms/certificates/pdf/certificate-fonts';
import { fixRightToLeftLigatures } from '../../../lms/certificates/pdf/ligature-text';

/**
 * One line of mixed Arabic and Latin text in a box, the way certificates
 * draw theirs (docs/decisions/0013-certificate-pdf.md): split into bidi runs,
 * each run shaped at once in its script's font, placed in visual order and
 * drawn in reading order so the PDF's text extracts in reading order.
 */
export interface LineStyle {
  size: number;
  weight: Weight;
  /** The paragraph direction: the document's language. */
  rtl: boolean;
  color: string;
  /** start: the left edge in English, the right edge in Arabic. */
  align: 'start' | 'end' | 'center';
}

/** Latin text takes Inter, Arabic Cairo (the served fonts that keep their text when extracted). */
const LATIN_FAMILY = 'Inter';
/** With features, pdfkit shapes a whole run at once instead of word by word (which breaks right-to-left order). */
const FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = ['kern'];

/** Where the baseline sits below a line's top, as a fraction of the font size. */
const BASELINE = 0.9;

function setFont(doc: PDFKit.PDFDocument, run: BidiRun, style: LineStyle): void {
  doc.font(certificateFontFile(run.script, style.weight, LATIN_FAMILY)).fontSize(style.size);
  fixRightToLeftLigatures(doc);
}

function measure(doc: PDFKit.PDFDocument, text: string, style: LineStyle) {
  const { logical, visual } = bidiRuns(text, style.rtl ? 'rtl' : 'ltr');
  const widths = new Map(visual.map((run) => {
    setFont(doc, run, style);
    return [run, doc.widthOfString(run.text, { features: FEATURES })] as const;
  }));
  return { logical, visual, widths, width: [...widths.values()].reduce((sum, width) => sum + width, 0) };
}

/** The text, cut with an ellipsis at its logical end when wider than the box (an item's long name in a table cell). */
export function fitted(doc: PDFKit.PDFDocument, text: string, width: number, style: LineStyle): string {
  if (measure(doc, text, style).width <= width) return text;
  const characters = [...text];
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(doc, `${characters.slice(0, middle).join('').trimEnd()}…`, style).width <= width) low = middle;
    else high = middle - 1;
  }
  return `${characters.slice(0, low).join('').trimEnd()}…`;
}

/** The text in at most two lines that fit the box (a column's label), split at the space that balances them best. */
export function wrapped(doc: PDFKit.PDFDocument, text: string, width: number, style: LineStyle): string[] {
  if (measure(doc, text, style).width <= width) return [text];
  const words = text.split(' ');
  let best: [string, string] | null = null;
  let bestWidth = Infinity;
  for (let cut = 1; cut < words.length; cut++) {
    const parts: [string, string] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const widest = Math.max(...parts.map((part) => measure(doc, part, style).width));
    if (widest < bestWidth) [best, bestWidth] = [parts, widest];
  }
  return best ? best.map((part) => fitted(doc, part, width, style)) : [fitted(doc, text, width, style)];
}

export function drawLine(doc: PDFKit.PDFDocument, text: string, box: { x: number; y: number; width: number }, style: LineStyle): void {
  if (!text) return;
  const { logical, visual, widths, width } = measure(doc, text, style);
  const side = style.align === 'center' ? 'center' : (style.align === 'start') !== style.rtl ? 'left' : 'right';
  let x = side === 'left' ? box.x : side === 'right' ? box.x + box.width - width : box.x + (box.width - width) / 2;
  const positions = new Map(visual.map((run) => {
    const at = x;
    x += widths.get(run)!;
    return [run, at] as const;
  }));
  doc.fillColor(style.color);
  // One baseline for every run: Cairo and Inter have different ascents, so placing each run by its top would
  // set the Latin words of an Arabic line higher or lower (and a reader would split the line in two).
  const baseline = box.y + style.size * BASELINE;
  for (const run of logical) {
    setFont(doc, run, style);
    doc.text(run.text, positions.get(run)!, baseline, { lineBreak: false, features: FEATURES, baseline: 'alphabetic' });
  }
}
