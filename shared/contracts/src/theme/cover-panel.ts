import { readableOn } from './contrast';

/** Up to two letters: the first of the first two words. */
export function initialsOf(name: string): string {
  return name.trim().split(/\s+/).slice(0, 2).map((word) => [...word][0] ?? '').join('').toUpperCase();
}

/** A stable colour per item, so a card without a cover keeps its look between visits. */
const hueOf = (id: number): number => (id * 137) % 360;

export interface Panel { background: string; text: string }

/** `hsl(hue saturation% lightness%)` as `#rrggbb`. */
function hslHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * The coloured panel of an item without a picture (a cover, a person) and
 * the text that reads on it (AA); the same in the app and in the first
 * screen the API writes into a page.
 */
export function panelOf(id: number, saturation = 55, lightness = 42): Panel {
  const background = hslHex(hueOf(id), saturation, lightness);
  return { background, text: readableOn(background) };
}
