import type { Language } from '@halaqa/contracts';
import { numberFormat } from '@halaqa/i18n';

/** How many decimals a major unit of `currencyCode` has (SAR: 2, so 100 halalas a riyal). */
function fractionDigits(currencyCode: string): number {
  return numberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An integer amount of minor units as an exact decimal string ("-1150" in
 * SAR -> "-11.50"): Intl formats a decimal string without ever turning the
 * amount into a float, so no halala is lost on the way.
 */
function decimalOf(minor: number, digits: number): `${number}` {
  const sign = minor < 0 ? '-' : '';
  const whole = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  return (digits === 0 ? `${sign}${whole}` : `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`) as `${number}`;
}

/**
 * An amount in minor units (halalas for SAR: every amount the API answers),
 * written in the page language ("SAR 150.00", "‏١٥٠٫٠٠ ر.س.‏"). The one money
 * formatter of the site: every page and slot that shows a price uses it.
 */
export function formatMoney(minor: number, currencyCode: string, language: Language): string {
  return numberFormat(language, { style: 'currency', currency: currencyCode }).format(decimalOf(minor, fractionDigits(currencyCode)));
}

/** Minor units as major units, for a field where people type prices ("150" SAR, not 15000 halalas). */
export const toMajorUnits = (minor: number, currencyCode: string): number => minor / 10 ** fractionDigits(currencyCode);

/** What someone typed in major units, as whole minor units. */
export const toMinorUnits = (major: number, currencyCode: string): number => Math.round(major * 10 ** fractionDigits(currencyCode));
