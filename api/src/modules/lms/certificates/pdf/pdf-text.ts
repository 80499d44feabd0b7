import { openPdf } from '../../../media/open-pdf';

/**
 * The text of each line of a PDF's first page, as a reader extracts it
 * (pdf.js: the ToUnicode maps, right-to-left runs put back in reading
 * order), in drawing order; presentation forms folded to their letters.
 * What the certificate tests read to check the Arabic comes out right.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const document = await openPdf(bytes);
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
