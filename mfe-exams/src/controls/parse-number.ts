/** Arabic-Indic (U+0660..) and Eastern Arabic-Indic (U+06F0..) digits as ASCII. */
const DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const digitOf = (char: string) => String((char.codePointAt(0)! - (char >= '\u06F0' ? 0x06f0 : 0x0660)));
/** Marks of writing direction and spaces (a thousands gap, a stray space). */
const IGNORED = /[\s\u00A0\u202F\u200E\u200F\u061C\u066C']/g;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A number as a member may type it: Arabic-Indic digits, the Arabic decimal
 * separator (٫) or a decimal comma, a typographic minus, spaces between
 * thousands. A comma is a decimal comma unless a point is there too (then
 * commas group thousands). Empty text is null; what is not a number is NaN.
 */
export function parseNumber(text: string): number | null {
  let clean = text.replace(DIGITS, digitOf).replace(IGNORED, '').replace(/[\u2212\u2012\u2013\uFE63\uFF0D]/g, '-').replace(/\u066B/g, '.');
  if (clean === '') return null;
  if (clean.includes('.')) clean = clean.replace(/,/g, '');
  else if ((clean.match(/,/g) ?? []).length === 1) clean = clean.replace(',', '.');
  if (!NUMBER.test(clean)) return Number.NaN;
  const value = Number(clean);
  return Number.isFinite(value) ? value : Number.NaN;
}
