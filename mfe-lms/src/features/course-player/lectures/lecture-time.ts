import type { Language } from '@halaqa/contracts';
import { dateTimeFormat } from '@halaqa/i18n';

/**
 * A lecture's time in the member's own time zone (the browser's), with the
 * zone written out: "Tuesday, March 3, 2026, 10:00 – 11:30 AM GMT+3".
 */
export function formatLectureTime(startsAt: string, endsAt: string, language: Language): string {
  const format = dateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' });
  const zone = dateTimeFormat(language, { timeZoneName: 'short' }).formatToParts(new Date(startsAt)).find((part) => part.type === 'timeZoneName')?.value;
  const range = format.formatRange(new Date(startsAt), new Date(endsAt));
  return zone ? `${range} (${zone})` : range;
}

/** A moment in the member's time zone: "Mar 3, 2026, 9:45 AM". */
export function formatMoment(iso: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** An OpenStreetMap page centred on the place (no map library: a link). */
export function mapLinkOf(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
