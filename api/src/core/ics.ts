/**
 * The parts of an iCalendar file (RFC 5545) every calendar the API writes
 * shares: TEXT escaping, UTC date-times, line folding and the file frame.
 */

/** TEXT escaping (RFC 5545 3.3.11). */
export const icsText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** UTC date-time form (3.3.5). */
export const icsUtc = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

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

/** One VCALENDAR around one VEVENT's content lines, folded, CRLF-terminated. */
export function icsCalendar(options: { product: string; method: 'PUBLISH' | 'REQUEST' | 'CANCEL'; event: string[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Halaqa//${options.product}//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method}`,
    'BEGIN:VEVENT',
    ...options.event,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
