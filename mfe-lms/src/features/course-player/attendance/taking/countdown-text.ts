import { numberFormat } from '@halaqa/i18n';
/**
 * What is left until a moment, as minutes and seconds ("4:05") in the page
 * language's digits; rounded up, so "0:00" is only shown once it is due.
 */
export function countdownText(untilMs: number, nowMs: number, language: string): string {
  const seconds = Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
  const number = (value: number, digits: number) => numberFormat(language, { minimumIntegerDigits: digits, useGrouping: false }).format(value);
  return `${number(Math.floor(seconds / 60), 1)}:${number(seconds % 60, 2)}`;
}
