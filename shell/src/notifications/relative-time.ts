import type { Language } from '@halaqa/contracts';

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60], ['minute', 60], ['hour', 24], ['day', 7], ['week', 4.345], ['month', 12], ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "قبل ٥ دقائق" style: the largest unit that fits, in the page language. */
export function relativeTime(iso: string, language: Language, now: number = Date.now()): string {
  let value = (Date.parse(iso) - now) / 1000;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'long' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}
