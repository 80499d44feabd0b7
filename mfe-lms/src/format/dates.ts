import type { Language } from '@halaqa/contracts';
import { dateTimeFormat } from '@halaqa/i18n';

const dateFormat = (language: Language) => dateTimeFormat(language, { dateStyle: 'medium' });

/** A date in the page language ("Mar 3, 2026", "٣ مارس ٢٠٢٦"). */
export function formatDate(iso: string, language: Language): string {
  return dateFormat(language).format(new Date(iso));
}

/** A start–end span, shortened where both share a month or year; either end may be missing. */
export function formatDateRange(start: string | null, end: string | null, language: Language): string | null {
  if (start && end) return dateFormat(language).formatRange(new Date(start), new Date(end));
  if (start) return formatDate(start, language);
  if (end) return formatDate(end, language);
  return null;
}
