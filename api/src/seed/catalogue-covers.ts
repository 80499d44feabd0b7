import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Seeded course covers: a picture in a colour chosen from the course name,
 * stored as WebP like the pictures organizations upload (an upload is PNG,
 * JPEG or WebP; the server makes the resized variants of each). Vector
 * covers with the initials as text cost the page: each SVG image is a
 * document of its own for the browser to lay out on the main thread, with a
 * font to find for its text (about 36 ms on this machine for a page of
 * twelve covers, issue 10), where a raster image is decoded off it. The
 * page draws the initials itself for a course without a cover.
 * Deterministic, so a cover whose file went missing is written again identical.
 */

const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#1f6feb', '#0b3d91'], ['#0f766e', '#064e3b'], ['#b45309', '#7c2d12'], ['#7c3aed', '#4c1d95'],
  ['#be123c', '#881337'], ['#0369a1', '#0c4a6e'], ['#4d7c0f', '#365314'], ['#c2410c', '#7c2d12'],
];

export const COURSE_COVER = { mime: 'image/webp', fileName: 'course-cover.webp' } as const;

/** The cover's drawing: a diagonal gradient and two soft circles. */
export function courseCoverSvg(name: string): Buffer {
  const digest = createHash('sha256').update(name).digest();
  const [from, to] = PALETTE[digest[0]! % PALETTE.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/>
<circle cx="690" cy="80" r="150" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="90" cy="420" r="110" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="${200 + (digest[1]! % 400)}" cy="${120 + (digest[2]! % 210)}" r="${60 + (digest[3]! % 60)}" fill="#ffffff" fill-opacity="0.1"/>
</svg>
`;
  return Buffer.from(svg, 'utf8');
}

/** The cover as the WebP file the seed stores. */
export function courseCoverImage(name: string): Promise<Buffer> {
  return sharp(courseCoverSvg(name)).webp({ quality: 80 }).toBuffer();
}
