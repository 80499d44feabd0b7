import type { Language } from '@halaqa/contracts';
import { dateTimeFormat } from '@halaqa/i18n';

/** A certificate's date in the reader's time zone and language: "24 November 2026". */
export function certificateDay(iso: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}
