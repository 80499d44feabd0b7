import path from 'node:path';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loading: Promise<PdfJs> | null = null;

/** pdfjs in this thread (its worker module handed over up front, as media/pdf-pages.ts does). */
function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

/**
 * The text of each line of a PDF's first page, as a reader extracts it
 * (pdf.js: the ToUnicode maps, right-to-left runs put back in reading
 * order), in drawing order; presentation forms folded to their letters.
 * What the certificate tests read to check the Arabic comes out right.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await loadPdfJs();
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false,
    standardFontDataUrl: `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`,
  }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  const lines = new Map<number, string>();
  for (const item of content.items) {
    if (!('str' in item) || !item.str) continue;
    const y = Math.round(item.transform[5]!);
    lines.set(y, (lines.get(y) ?? '') + item.str.normalize('NFKC'));
  }
  await document.destroy();
  return [...lines.entries()].sort((a, b) => b[0] - a[0]).map(([, text]) => text.replace(/\s+/g, ' ').trim());
}
