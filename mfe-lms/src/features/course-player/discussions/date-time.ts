import type { Language } from '@halaqa/contracts';
import { dateTimeFormat } from '@halaqa/i18n';

/** When a comment was written, in the member's own time zone (the browser's) and the page language. */
export const formatDateTime = (iso: string, language: Language) =>
  dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
