import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { MEDIA_IMAGE_WIDTHS, type MediaImageWidth } from '@halaqa/contracts/src/media';
import type { ImageMime } from './sniff-image';

/** What a browser may be sent for a raster image, best first. */
export type VariantFormat = 'avif' | 'webp' | 'original';

const MIME_OF: Record<Exclude<VariantFormat, 'original'>, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * The format to send for what the `Accept` header allows: WebP, else AVIF,
 * else the uploaded format (so an old browser still sees the picture).
 * WebP before AVIF, though AVIF is a little smaller: a phone decodes an AVIF
 * cover with about four times the CPU (12 against 3 ms for a 640-pixel cover
 * in Chromium on this machine), and a list shows up to twelve of them while
 * the page starts (decision 0022).
 */
export function negotiateFormat(accept: string | undefined): VariantFormat {
  const accepted = (accept ?? '').toLowerCase();
  if (accepted.includes('image/webp')) return 'webp';
  if (accepted.includes('image/avif')) return 'avif';
  return 'original';
}

export function isVariantWidth(width: number): width is MediaImageWidth {
  return (MEDIA_IMAGE_WIDTHS as readonly number[]).includes(width);
}

interface ImageVariant {
  file: string;
  mime: string;
}

/** The original: a file on this disk, or (from a remote store) its bytes, fetched only when a variant must be made. */
type VariantSource = string | (() => Promise<Buffer>);

export interface ImageVariants {
  /**
   * The stored image `key` (an `ImageMime` raster) at `width` in `format`:
   * written once to the variants folder, then served from it. Never wider
   * than the original (no upscaling).
   */
  variantOf(source: { key: string; file: VariantSource; mime: ImageMime }, width: MediaImageWidth, format: VariantFormat): Promise<ImageVariant>;
}

const KEY_PATTERN = /^(\d+)\/([0-9a-f]{32})$/;

// Quality settings that keep photos clean at about a third of JPEG's bytes.
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 72 }),
  'image/jpeg': (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true }),
  'image/png': (image: Sharp) => image.png({ compressionLevel: 9, palette: true }),
  'image/webp': (image: Sharp) => image.webp({ quality: 72 }),
} as const;

/**
 * Resized copies of uploaded pictures, made the first time they are asked
 * for and kept beside the originals (`<mediaDir>/variants/`). Only the
 * widths of MEDIA_IMAGE_WIDTHS exist, so a caller cannot make the server
 * encode (and store) arbitrary sizes; requests for the same variant made
 * while it is being encoded share one encoding.
 */
export function imageVariants(mediaDir: string): ImageVariants {
  const root = path.join(mediaDir, 'variants');
  const inFlight = new Map<string, Promise<ImageVariant>>();

  async function encode(source: VariantSource, mime: ImageMime, width: MediaImageWidth, format: VariantFormat, target: string): Promise<void> {
    const image = sharp(typeof source === 'string' ? source : await source(), { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true });
    const encoded = format === 'original' ? ENCODE[mime](image) : ENCODE[format](image);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.partial`;
    await encoded.toFile(partial);
    await fs.promises.rename(partial, target);
  }

  return {
    async variantOf(source, width, format) {
      const match = KEY_PATTERN.exec(source.key);
      if (!match) throw new Error(`invalid media key ${source.key}`);
      const extension = format === 'original' ? source.mime.slice('image/'.length) : format;
      const file = path.join(root, match[1]!, `${match[2]}-${width}.${extension}`);
      const variant: ImageVariant = { file, mime: format === 'original' ? source.mime : MIME_OF[format] };
      if (fs.existsSync(file)) return variant;
      const pending = inFlight.get(file);
      if (pending) return pending;
      const made = encode(source.file, source.mime, width, format, file)
        .then(() => variant)
        .finally(() => inFlight.delete(file));
      inFlight.set(file, made);
      return made;
    },
  };
}
