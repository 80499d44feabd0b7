import { dateTimeFormat } from '@halaqa/i18n';
/** A language code as a name in the page language ("ar" -> "Arabic" / "العربية"). */
export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A plain date "2027-03-01" written in the page language, read as a calendar date (no zone shift). */
export function formatPlainDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}
