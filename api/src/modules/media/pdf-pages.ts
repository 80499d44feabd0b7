import sharp from 'sharp';
import { openPdf } from './open-pdf';

/**
 * PDF pages rendered on the server (no PDF engine is sent to the browser):
 * pdfjs-dist's legacy build, which runs on Node 20, draws each page onto an
 * @napi-rs/canvas, sharp encodes it as WebP, and getTextContent gives the
 * page's text for screen readers and search.
 */
export interface RenderedPdfPage {
  pageNumber: number;
  webp: Buffer;
  width: number;
  height: number;
  text: string;
}

/** Wide enough for a laptop screen at 1x and a phone at 3x. */
export const PAGE_WIDTH = 1200;
/** A page as tall as 4 widths (a long scroll) is drawn narrower, so no canvas is huge. */
const MAX_PAGE_HEIGHT = PAGE_WIDTH * 4;
const WEBP_QUALITY = 80;

export async function renderPdfPages(bytes: Uint8Array): Promise<RenderedPdfPage[]> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const document = await openPdf(bytes);
  try {
    const pages: RenderedPdfPage[] = [];
    // One page at a time: only one canvas is ever in memory.
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const natural = page.getViewport({ scale: 1 });
      const scale = Math.min(PAGE_WIDTH / natural.width, MAX_PAGE_HEIGHT / natural.height);
      const viewport = page.getViewport({ scale });
      const width = Math.max(1, Math.round(viewport.width));
      const height = Math.max(1, Math.round(viewport.height));
      const canvas = createCanvas(width, height);
      const context = canvas.getContext('2d');
      // PDF pages are transparent where nothing is drawn; the viewer shows paper.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
      const { data: rgba } = context.getImageData(0, 0, width, height);
      const webp = await sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 } })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      const text = pageText((await page.getTextContent()).items);
      page.cleanup();
      pages.push({ pageNumber, webp, width, height, text });
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/**
 * The page's text in reading order: pdfjs gives runs in content order with
 * right-to-left runs already in logical order; NFKC turns Arabic
 * presentation forms (what many PDFs map their glyphs to) back into letters.
 */
function pageText(items: ReadonlyArray<object>): string {
  let text = '';
  for (const item of items) {
    if (!('str' in item) || typeof item.str !== 'string') continue;
    text += item.str;
    if ('hasEOL' in item && item.hasEOL) text += '\n';
  }
  return text
    .normalize('NFKC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}
