import { numberFormat } from '@halaqa/i18n';
/** Points and percentages in the page language (Arabic digits in Arabic), up to two decimals. */
export const pointsText = (value: number, language: string) =>
  numberFormat(language, { maximumFractionDigits: 2 }).format(value);

/** A 0-100 percentage ("87.5%", "٨٧٫٥٪"). */
export const percentText = (value: number, language: string) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
