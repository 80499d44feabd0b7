import { dateTimeFormat } from '@halaqa/i18n';
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * When an entry happened, date and time, in the page language and the
 * reader's time zone ("Mar 3, 2026, 2:05 PM"; Arabic with the Arabic
 * locale and its digits, as the rest of the product formats dates).
 */
export function formatWhen(iso: string, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}
