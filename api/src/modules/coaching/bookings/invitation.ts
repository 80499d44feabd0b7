import { icsCalendar, icsText, icsUtc } from '../../../core/ics';
import { personName } from '../../lms/localized-name';
import type { BookingRow } from './booking-rows';

/** A parameter value (3.2): quoted, without the quotes it may not hold. */
const quoted = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/**
 * A booking as an iCalendar invitation (RFC 5545, METHOD:REQUEST; CANCEL
 * once cancelled). The UID is stable (`coaching-{id}@{prefix}.halaqa`), so a
 * calendar that imports it again updates the same entry; a rescheduled
 * session is a new booking, so a new entry (the old one's file says CANCEL).
 */
export function invitationOf(row: BookingRow, options: { domainPrefix: string; language: 'en' | 'ar'; now: Date }): string {
  const { booking } = row;
  const coach = personName(options.language, row.coach);
  const member = personName(options.language, row.member);
  const title = options.language === 'ar' ? `جلسة إرشاد: ${coach} و${member}` : `Coaching session: ${coach} and ${member}`;
  const cancelled = booking.status === 'CANCELLED';
  return icsCalendar({ product: 'Coaching', method: cancelled ? 'CANCEL' : 'REQUEST', event: [
    `UID:coaching-${booking.id}@${options.domainPrefix}.halaqa`,
    `DTSTAMP:${icsUtc(options.now)}`,
    `DTSTART:${icsUtc(booking.startsAt)}`,
    `DTEND:${icsUtc(booking.endsAt)}`,
    `SUMMARY:${icsText(title)}`,
    `LOCATION:${icsText(booking.meetingUrl)}`,
    `URL:${booking.meetingUrl}`,
    `ORGANIZER;CN=${quoted(personName('en', row.coach))}:mailto:${row.coach.email}`,
    `ATTENDEE;CN=${quoted(personName('en', row.member))};ROLE=REQ-PARTICIPANT:mailto:${row.member.email}`,
    `STATUS:${cancelled ? 'CANCELLED' : booking.status === 'HELD' ? 'TENTATIVE' : 'CONFIRMED'}`,
    `SEQUENCE:${cancelled ? 1 : 0}`,
    `LAST-MODIFIED:${icsUtc(booking.updatedAt)}`,
  ] });
}
