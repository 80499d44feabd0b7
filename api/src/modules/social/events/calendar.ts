import sanitizeHtml from 'sanitize-html';
import type { EventRow } from './visible-event';

/**
 * The event as an iCalendar file (RFC 5545): one VEVENT whose UID is stable
 * (`event-{id}@{prefix}`), so a calendar that imports it again updates it.
 */

/** TEXT escaping (RFC 5545 3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** UTC date-time form (3.3.5). */
const utc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const plain = (html: string) => sanitizeHtml(html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
  .replace(/\n{3,}/g, '\n\n').trim();

/** Lines longer than 75 octets are folded (3.1): CRLF and a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

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
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Halaqa//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${domainPrefix}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.startTime)}`,
    `DTEND:${utc(event.endingTime)}`,
    `SUMMARY:${text(title)}`,
    ...(description ? [`DESCRIPTION:${text(plain(description))}`] : []),
    ...(location ? [`LOCATION:${text(location)}`] : []),
    ...(event.latitude !== null && event.longitude !== null ? [`GEO:${Number(event.latitude)};${Number(event.longitude)}`] : []),
    `URL:${url}`,
    `STATUS:${event.cancelledAt ? 'CANCELLED' : 'CONFIRMED'}`,
    `LAST-MODIFIED:${utc(event.updatedAt)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
