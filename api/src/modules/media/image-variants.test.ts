import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { imageVariants, isVariantWidth, negotiateFormat } from './image-variants';
import { localMediaStorage } from './storage';

describe('image variants', () => {
  let dir: string;
  beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'variants-')); });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function storedPhoto(width: number, height: number) {
    const bytes = await sharp({ create: { width, height, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    const storage = localMediaStorage(dir);
    const key = await storage.save(4, bytes);
    return { key, file: storage.locate(key)!, mime: 'image/jpeg' as const };
  }

  it('chooses WebP, then AVIF, then the uploaded format from Accept', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('webp');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif,image/*')).toBe('avif');
    expect(negotiateFormat('image/*')).toBe('original');
    expect(negotiateFormat(undefined)).toBe('original');
  });

  it('knows only the fixed widths', () => {
    expect(isVariantWidth(640)).toBe(true);
    expect(isVariantWidth(641)).toBe(false);
  });

  it('writes a resized copy in the asked format once, and never upscales', async () => {
    const source = await storedPhoto(1600, 900);
    const variants = imageVariants(dir);

    const avif = await variants.variantOf(source, 320, 'avif');
    expect(avif.mime).toBe('image/avif');
    const meta = await sharp(avif.file).metadata();
    expect([meta.format, meta.compression, meta.width, meta.height]).toEqual(['heif', 'av1', 320, 180]);
    const written = fs.statSync(avif.file).mtimeMs;
    await variants.variantOf(source, 320, 'avif');
    expect(fs.statSync(avif.file).mtimeMs).toBe(written);

    const small = await storedPhoto(500, 250);
    const original = await variants.variantOf(small, 1280, 'original');
    expect(original.mime).toBe('image/jpeg');
    expect((await sharp(original.file).metadata()).width).toBe(500);
  });

  it('encodes a variant asked for twice at once only once', async () => {
    const source = await storedPhoto(1200, 800);
    const variants = imageVariants(dir);
    const [a, b] = await Promise.all([variants.variantOf(source, 640, 'webp'), variants.variantOf(source, 640, 'webp')]);
    expect(a.file).toBe(b.file);
    expect(fs.readdirSync(path.dirname(a.file)).filter((name) => name.includes('partial'))).toEqual([]);
    expect((await sharp(a.file).metadata()).format).toBe('webp');
  });
});
