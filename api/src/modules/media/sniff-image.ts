/** Image types a profile image may have, told from the file's first bytes (never from the name or the declared type). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMime = (typeof IMAGE_MIME_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, PNG, 0)) return 'image/png';
  if (startsWith(bytes, JPEG, 0)) return 'image/jpeg';
  // RIFF <size> WEBP
  if (startsWith(bytes, ascii('RIFF'), 0) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

function startsWith(bytes: Uint8Array, prefix: number[], offset: number): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/** A raster type we store (and can resize); SVG covers and other files are not. */
export function isImageMime(mime: string): mime is ImageMime {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mime);
}
