import type { Language } from '@halaqa/contracts';

/** When a comment was written, in the member's own time zone (the browser's) and the page language. */
export const formatDateTime = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
