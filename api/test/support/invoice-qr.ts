import jsQR from 'jsqr';
import sharp from 'sharp';
import { renderPdfPages } from '../../src/modules/media/pdf-pages';

/**
 * The text of the QR code drawn on a PDF's first page, read the way a
 * phone would read it: the page rendered to pixels (pdf.js, as media pages
 * are) and the code found and decoded in them (jsQR). Null when no code is
 * found. For the invoice tests, and the end-to-end journey, which check
 * that a downloaded invoice's code carries the ZATCA payload.
 */
export async function qrTextOfPdf(bytes: Uint8Array): Promise<string | null> {
  const [page] = await renderPdfPages(bytes);
  if (!page) return null;
  const { data, info } = await sharp(page.webp).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  return code?.data ?? null;
}
