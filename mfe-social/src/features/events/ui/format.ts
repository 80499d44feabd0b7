import type { Language } from '@halaqa/contracts';
import { formatMoney } from '@halaqa/ui/pages';
import { dateTimeFormat, numberFormat } from '@halaqa/i18n';

/** The zone's short name at that moment ("GMT+3"), so a time is never read in the wrong zone. */
function zoneName(iso: string, language: Language): string | undefined {
  return dateTimeFormat(language, { timeZoneName: 'short' }).formatToParts(new Date(iso)).find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * An event's time in the member's own time zone (the browser's) and the page
 * language, the zone written out: "Tue, Mar 3, 2026, 10:00 – 11:30 AM (GMT+3)".
 */
export function formatEventTime(startTime: string, endingTime: string, language: Language): string {
  const format = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const start = new Date(startTime);
  const end = new Date(endingTime);
  const range = end > start ? format.formatRange(start, end) : format.format(start);
  const zone = zoneName(startTime, language);
  return zone ? `${range} (${zone})` : range;
}

/** A moment in the member's time zone: "Mar 3, 2026, 9:45 AM". */
export function formatMoment(iso: string, language: Language): string {
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** An amount in minor units, in the page language ("SAR 150.00"). */
export const formatPrice = (minor: number, currency: string, language: Language) => formatMoney(minor, currency, language);

/** A decimal string from the API ("1.50") in the page language's digits ("1.5", "١٫٥"). */
export function formatDecimal(value: string, language: Language): string {
  const number = Number(value);
  return Number.isFinite(number) ? numberFormat(language, { maximumFractionDigits: 2 }).format(number) : value;
}

/** An OpenStreetMap page centred on the place: a link, no map tiles or scripts (the site's CSP allows neither). */
export function mapLinkOf(latitude: string, longitude: string): string | null {
  const lat = Number(latitude);
  const lon = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** A positive whole number from the address, else null. */
export const idOf = (value: string | undefined): number | null => (value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);
