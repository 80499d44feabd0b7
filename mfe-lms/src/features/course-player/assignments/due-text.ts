import type { Language } from '@halaqa/contracts';
import { dateTimeFormat } from '@halaqa/i18n';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * "due in 2 days", "due in 3 hours", "was due yesterday": the time to a date
 * in words of the page language, in days once it is a day or more away.
 */
export function relativeDue(dueIso: string, now: Date, language: Language): string {
  const difference = new Date(dueIso).getTime() - now.getTime();
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (Math.abs(difference) >= DAY) return format.format(Math.round(difference / DAY), 'day');
  if (Math.abs(difference) >= HOUR) return format.format(Math.round(difference / HOUR), 'hour');
  return format.format(Math.round(difference / 60_000), 'minute');
}

/** A date and time in the member's time zone and language ("Mar 5, 2026, 11:59 PM"). */
export function formatDueDate(iso: string, language: Language, timeZone?: string): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}
