import { createHash } from 'node:crypto';

/**
 * Seeded course covers: an SVG card in a colour chosen from the course name,
 * with the course's initials. Deterministic, so a cover whose file went
 * missing is written again identical.
 */

const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#1f6feb', '#0b3d91'], ['#0f766e', '#064e3b'], ['#b45309', '#7c2d12'], ['#7c3aed', '#4c1d95'],
  ['#be123c', '#881337'], ['#0369a1', '#0c4a6e'], ['#4d7c0f', '#365314'], ['#c2410c', '#7c2d12'],
];

const ARABIC = /[\u0600-\u06ff]/;

/** First letters of the first two words (the Arabic article is skipped so the letter is the word's own). */
export function courseInitials(name: string): string {
  const words = name.split(/[\s\-–:()]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.slice(0, 2)
    .map((word) => (ARABIC.test(word) && word.startsWith('ال') && word.length > 3 ? word.slice(2) : word))
    .map((word) => [...word][0]!.toLocaleUpperCase('en'))
    .join(words.some((word) => ARABIC.test(word)) ? ' ' : '');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function courseCoverSvg(name: string): Buffer {
  const digest = createHash('sha256').update(name).digest();
  const [from, to] = PALETTE[digest[0]! % PALETTE.length]!;
  const initials = escapeXml(courseInitials(name));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/>
<circle cx="690" cy="80" r="150" fill="#ffffff" fill-opacity="0.08"/>
<circle cx="90" cy="420" r="110" fill="#ffffff" fill-opacity="0.06"/>
<text x="400" y="225" text-anchor="middle" dominant-baseline="central" font-family="Cairo, Inter, Arial, sans-serif" font-size="160" font-weight="700" fill="#ffffff">${initials}</text>
</svg>
`;
  return Buffer.from(svg, 'utf8');
}
