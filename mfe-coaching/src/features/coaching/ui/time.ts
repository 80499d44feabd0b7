import { dateTimeFormat } from '@halaqa/i18n';
// Times in the member's own zone, with Intl only (no date library in the
// browser: docs/design/coaching-api.md "Time"). The browser's zone is the
// member's; local days are the browser's local days.

/** The browser's IANA zone. */
export const memberTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Tuesday, 1 December 2026 at 09:00" in the member's zone. */
export const formatWhen = (iso: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

/** "09:00" in the member's zone. */
export const formatTime = (iso: string, language: string): string =>
  dateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));

/** "Tuesday, 1 December" of a local day. */
export const formatDay = (day: Date, language: string): string =>
  dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long' }).format(day);

/** A zone as people read it: "Arabian Standard Time (Asia/Riyadh)". */
export function zoneLabel(zone: string, language: string): string {
  try {
    const name = dateTimeFormat(language, { timeZone: zone, timeZoneName: 'long' })
      .formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== zone ? `${name} (${zone})` : zone;
  } catch {
    return zone;
  }
}

/** The local day's key, "2026-12-01". */
export function dayKey(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Local midnight of the day `days` after `day` (DST-safe: built from the calendar fields). */
export const addDays = (day: Date, days: number): Date => new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);

/** Local midnight of today. */
export const today = (now = new Date()): Date => addDays(now, 0);

/** Whole local days from `from` to `to` (both midnights). */
export const daysBetween = (from: Date, to: Date): number =>
  Math.round((Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) / 86_400_000);
