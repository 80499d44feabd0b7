import type { Language } from '@halaqa/contracts';

/** How many minor units a major unit of `currencyCode` has (SAR: 100). */
function minorUnitsPerMajor(currencyCode: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions().maximumFractionDigits ?? 2;
  return 10 ** digits;
}

export const toMajorUnits = (minor: number, currencyCode: string): number => minor / minorUnitsPerMajor(currencyCode);
export const toMinorUnits = (major: number, currencyCode: string): number => Math.round(major * minorUnitsPerMajor(currencyCode));

/** An amount in minor units, written in the page language ("SAR 150.00", "‏150.00 ر.س.‏"). */
export function formatMoney(minor: number, currencyCode: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currencyCode }).format(toMajorUnits(minor, currencyCode));
}
