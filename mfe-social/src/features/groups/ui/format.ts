import type { Language } from '@halaqa/contracts';
import { dateTimeFormat, numberFormat } from '@halaqa/i18n';

/** When something was written, in the member's time zone and the page language. */
export const formatDateTime = (iso: string, language: Language) =>
  dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const formatCount = (count: number, language: Language) => numberFormat(language).format(count);

/** A positive whole number from the address, else null. */
export const idOf = (value: string | undefined): number | null => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
