// Colours that read, by construction (WCAG 2.2 contrast): an organization
// chooses its colours, an administrator may change them to anything, and
// every text and control on them must still meet AA in light and dark.

/** WCAG AA: normal text; large text and the parts of controls need 3:1. */
const TEXT_CONTRAST = 4.5;
export const CONTROL_CONTRAST = 3;

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` (any case, `#` optional) as 0-255 channels; null for anything else. */
function parseHex(color: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const value = parseInt(digits, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

const toHex = ([red, green, blue]: Rgb) =>
  `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** A colour in the `#rrggbb` form, or `fallback` when it is not a colour. */
export const normalHex = (color: string | undefined, fallback: string): string => {
  const rgb = color ? parseHex(color) : null;
  return rgb ? toHex(rgb) : fallback;
};

/** WCAG relative luminance (0 black .. 1 white). */
function luminance(color: string): number {
  const rgb = parseHex(color) ?? [0, 0, 0];
  const [red, green, blue] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio, 1 (none) .. 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';
const INK = '#111111';
const BLACK = '#000000';

/**
 * The text colour for a background: white where white reads at AA (brand
 * colours keep their usual white text), else near-black, else black. One of
 * white and black always reads at 4.5:1 or more on any colour.
 */
export function readableOn(background: string): string {
  if (contrastRatio(WHITE, background) >= TEXT_CONTRAST) return WHITE;
  return contrastRatio(INK, background) >= TEXT_CONTRAST ? INK : BLACK;
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  [0, 1, 2].map((index) => from[index]! + (to[index]! - from[index]!) * amount) as unknown as Rgb;

/**
 * `color` used as text or a control on `backgrounds`: itself when it reads at
 * `ratio` on each of them, else the nearest shade that does, darker on light
 * backgrounds and lighter on dark ones (the brand's hue stays recognisable).
 */
export function legibleOn(color: string, backgrounds: readonly string[], ratio: number = TEXT_CONTRAST): string {
  const rgb = parseHex(color) ?? [0, 0, 0];
  const reads = (candidate: string) => backgrounds.every((background) => contrastRatio(candidate, background) >= ratio);
  const original = toHex(rgb);
  if (reads(original)) return original;
  const lightBackgrounds = backgrounds.reduce((sum, background) => sum + luminance(background), 0) / backgrounds.length > 0.18;
  const target: Rgb = lightBackgrounds ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 50; step += 1) {
    const candidate = toHex(mix(rgb, target, step / 50));
    if (reads(candidate)) return candidate;
  }
  return toHex(target);
}

/**
 * A shade of `background` for what sits raised on it (a hovered or current
 * tab, a search box on the app bar): moved away from `text`, so the text
 * reads on it at least as well as on the background itself.
 */
export function raisedOn(background: string, text: string, amount = 0.16): string {
  const rgb = parseHex(background) ?? [255, 255, 255];
  const away: Rgb = luminance(text) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  return toHex(mix(rgb, away, amount));
}
