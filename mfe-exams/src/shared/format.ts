import type { Language } from '@halaqa/contracts';
import { dateTimeFormat, numberFormat } from '@halaqa/i18n';

/** A date and time in the page's language and the member's time zone (the browser's). */
export function formatDateTime(iso: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A number as the page's language writes it (Arabic-Indic digits in Arabic). */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A span of time as a clock: "1:05:09", "04:59" (hours only when there are some). */
export function formatClock(milliseconds: number, language: Language): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const two = numberFormat(language, { minimumIntegerDigits: 2, useGrouping: false });
  const one = numberFormat(language, { useGrouping: false });
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${one.format(hours)}:${two.format(minutes)}:${two.format(seconds)}` : `${two.format(minutes)}:${two.format(seconds)}`;
}

/** A span of time in words ("2 days, 3 hours", "5 minutes"): the two largest units. */
export function formatSpan(milliseconds: number, language: Language): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const parts: Array<[number, Intl.NumberFormatOptions['unit']]> = [
    [Math.floor(total / 86_400), 'day'], [Math.floor((total % 86_400) / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'], [total % 60, 'second'],
  ];
  const first = parts.findIndex(([amount]) => amount > 0);
  if (first < 0) return numberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(0);
  const shown = parts.slice(first, first + 2).filter(([amount]) => amount > 0);
  const words = shown.map(([amount, unit]) => numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount));
  return new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format(words);
}
