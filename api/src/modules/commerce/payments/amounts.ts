/**
 * Amounts as providers write them. Inside Halaqa an amount is an integer of
 * halalas; the card provider takes halalas too, the buy-now-pay-later
 * providers take riyals with two decimals. The conversion goes through text,
 * never through float arithmetic.
 */

/** 11500 -> "115.00". */
export function decimalOf(halalas: number): string {
  if (!Number.isSafeInteger(halalas) || halalas < 0) throw new Error(`Not an amount of halalas: ${halalas}`);
  const text = String(halalas).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/**
 * "115.00", "115.5", 115 or 115.5 (a provider's JSON number, whose shortest
 * text is the decimal the provider wrote) -> 11500 / 11550. More than two
 * decimals, a sign or anything else throws: an amount we cannot read exactly
 * is never guessed.
 */
export function halalasOf(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${String(value).slice(0, 40)}`);
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * A JSON body whose `DecimalNumber` values are written as JSON numbers
 * (`115.00`) from their text: the number a provider reads is exactly the
 * decimal we meant, with no float in between.
 */
export class DecimalNumber {
  constructor(readonly text: string) {
    if (!/^\d{1,10}\.\d{2}$/.test(text)) throw new Error(`Not a decimal amount: ${text}`);
  }

  static ofHalalas(halalas: number): DecimalNumber {
    return new DecimalNumber(decimalOf(halalas));
  }
}

const MARK = '\u0000decimal:';

export function jsonWithDecimals(body: unknown): string {
  const json = JSON.stringify(body, (_key, value: unknown) => (value instanceof DecimalNumber ? `${MARK}${value.text}` : value));
  // JSON.stringify escapes U+0000 as \u0000, so the marked strings are found exactly.
  return json.replace(/"\\u0000decimal:(\d{1,10}\.\d{2})"/g, '$1');
}
