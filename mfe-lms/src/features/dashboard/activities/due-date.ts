import { dateTimeFormat } from '@halaqa/i18n';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "in 3 days", "yesterday", "in 2 months": the nearest sensible unit, in the page language. */
export function relativeTime(target: Date, now: Date, language: string): string {
  const diff = target.getTime() - now.getTime();
  const abs = Math.abs(diff);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (abs < HOUR) return format.format(Math.round(diff / MINUTE), 'minute');
  if (abs < DAY) return format.format(Math.round(diff / HOUR), 'hour');
  if (abs < 30 * DAY) return format.format(Math.round(diff / DAY), 'day');
  if (abs < 365 * DAY) return format.format(Math.round(diff / (30 * DAY)), 'month');
  return format.format(Math.round(diff / (365 * DAY)), 'year');
}

/** The date itself ("Mar 3, 2026"), beside the relative one. */
export const absoluteDate = (target: Date, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'medium' }).format(target);
