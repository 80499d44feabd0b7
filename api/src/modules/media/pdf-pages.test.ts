import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PAGE_WIDTH, renderPdfPages } from './pdf-pages';

// Two 300x200 pt pages made with @napi-rs/canvas's PDF backend (fixtures/README.md): English, then Arabic.
const pdf = fs.readFileSync(path.join(__dirname, 'fixtures', 'two-pages.pdf'));
// Before pdfjs is loaded by any test of this file.
const nativePush = Array.prototype.push;

test('each page becomes a WebP 1200 px wide and its text', async () => {
  const pages = await renderPdfPages(pdf);
  expect(pages.map(({ pageNumber, width, height }) => ({ pageNumber, width, height }))).toEqual([
    { pageNumber: 1, width: PAGE_WIDTH, height: 800 },
    { pageNumber: 2, width: PAGE_WIDTH, height: 800 },
  ]);
  const first = await sharp(pages[0]!.webp).metadata();
  expect([first.format, first.width, first.height]).toEqual(['webp', 1200, 800]);
  // The red box of page 1 is drawn: a pixel inside it is red.
  const { data } = await sharp(pages[0]!.webp).extract({ left: 200, top: 500, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  expect(data[0]).toBeGreaterThan(150);
  expect(data[1]).toBeLessThan(80);
  expect(pages[0]!.text).toBe('Page one: Hello');
}, 30_000);

test('Arabic comes out as logical text (letters in reading order, not presentation forms)', async () => {
  const [, arabic] = await renderPdfPages(pdf);
  // The fixture's producer maps the lam-alef ligature to nothing, so "السلام" loses its "لا"; the rest is exact.
  expect(arabic!.text).toMatch(/^السم عليكم$|^السلام عليكم$/);
  expect(arabic!.text).toContain('عليكم');
  expect(/[\uFB50-\uFDFF\uFE70-\uFEFF]/.test(arabic!.text)).toBe(false);
}, 30_000);

test('bytes that are not a PDF are refused', async () => {
  await expect(renderPdfPages(Buffer.from('%PDF-1.7 but nothing after'))).rejects.toThrow();
});

test('loading pdfjs leaves Array.prototype.push native (its core-js would replace it for the whole process)', async () => {
  await renderPdfPages(pdf);
  expect(Array.prototype.push).toBe(nativePush);
  expect(Function.prototype.toString.call(Array.prototype.push)).toContain('[native code]');
}, 30_000);
