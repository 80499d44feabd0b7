import { dateTimeFormat } from '@halaqa/i18n';
/** ISO weekday 1 (Monday) .. 7 (Sunday) as a name in the page language. */
export const weekdayName = (weekday: number, language: string): string =>
  dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
