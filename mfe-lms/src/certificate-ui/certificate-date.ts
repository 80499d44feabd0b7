import type { Language } from '@halaqa/contracts';

/** A certificate's date in the reader's time zone and language: "24 November 2026". */
export function certificateDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}
