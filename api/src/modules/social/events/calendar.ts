import sanitizeHtml from 'sanitize-html';
import { icsCalendar, icsText, icsUtc } from '../../../core/ics';
import type { EventRow } from './visible-event';

/**
 * The event as an iCalendar file (RFC 5545): one VEVENT whose UID is stable
 * (`event-{id}@{prefix}`), so a calendar that imports it again updates it.
 */

const plain = (html: string) => sanitizeHtml(html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
  .replace(/\n{3,}/g, '\n\n').trim();

export interface CalendarSource {
  event: EventRow;
  title: string;
  description: string;
  domainPrefix: string;
  /** The event's page on the organization's site. */
  url: string;
  now: Date;
}

export function calendarOf({ event, title, description, domainPrefix, url, now }: CalendarSource): string {
  const location = event.location ?? (event.type === 'ONLINE' ? 'Online' : null);
  return icsCalendar({ product: 'Events', method: 'PUBLISH', event: [
    `UID:event-${event.id}@${domainPrefix}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(event.startTime)}`,
    `DTEND:${icsUtc(event.endingTime)}`,
    `SUMMARY:${icsText(title)}`,
    ...(description ? [`DESCRIPTION:${icsText(plain(description))}`] : []),
    ...(location ? [`LOCATION:${icsText(location)}`] : []),
    ...(event.latitude !== null && event.longitude !== null ? [`GEO:${Number(event.latitude)};${Number(event.longitude)}`] : []),
    `URL:${url}`,
    `STATUS:${event.cancelledAt ? 'CANCELLED' : 'CONFIRMED'}`,
    `LAST-MODIFIED:${icsUtc(event.updatedAt)}`,
  ] });
}
