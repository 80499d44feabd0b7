import { eq } from 'drizzle-orm';
import type { Language } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { siteLink } from '../../../core/site-url';
import { personName } from '../../lms/localized-name';
import { recordEvent, type BothLanguages } from '../../notifications/events';
import { organizations } from '../../organizations/tables';
import { queueMessage } from '../../outbox/service';
import type { Canceller } from '../tables';
import { bookingRowOf, type BookingPerson, type BookingRow } from './booking-rows';
import { invitationOf } from './invitation';

/**
 * What the two parties hear about a session (docs/design/coaching-api.md
 * "Meeting links and invitations", "Notifications"): a notification each
 * (domain event, notices.ts) and an email through the outbox with the
 * session's invitation (.ics) in the recipient's language. Written in the
 * transaction of the change, so they exist exactly when it commits.
 */

export type SessionChange =
  | { kind: 'booked' }
  | { kind: 'cancelled'; by: Canceller; outcome: string }
  | { kind: 'rescheduled'; fromStartsAt: Date };

/** The page both parties' notices and emails lead to. */
const MY_SESSIONS_PATH = '/coaching/my-sessions';

const namesOf = (person: BookingPerson): BothLanguages => ({ en: personName('en', person), ar: personName('ar', person) });
const languageOf = (person: BookingPerson): Language => (person.preferredLanguage === 'ar' ? 'ar' : 'en');

/** The start as the recipient reads it: UTC, written out (the page shows it in their own zone). */
function when(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', {
    dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC',
  }).format(date) + ' UTC';
}

function emailOf(change: SessionChange, row: BookingRow, other: string, language: Language, link: string | null): { subject: string; body: string } {
  const at = when(row.booking.startsAt, language);
  const tail = [
    change.kind !== 'cancelled' ? (language === 'ar' ? `رابط الجلسة: ${row.booking.meetingUrl}` : `Meeting link: ${row.booking.meetingUrl}`) : '',
    link ? (language === 'ar' ? `جلساتك: ${link}` : `Your sessions: ${link}`) : '',
    change.kind !== 'cancelled' ? (language === 'ar' ? 'دعوة التقويم مرفقة.' : 'The calendar invitation is attached.') : '',
  ].filter(Boolean).join('\n');
  if (language === 'ar') {
    switch (change.kind) {
      case 'booked': return { subject: `جلسة إرشاد مؤكدة مع ${other}`, body: `جلستك مع ${other} مؤكدة: ${at}.\n\n${tail}` };
      case 'cancelled': return { subject: `أُلغيت جلسة الإرشاد مع ${other}`, body: `أُلغيت جلستك مع ${other} (${at}).\n\n${tail}` };
      case 'rescheduled': return { subject: `تغيّر موعد جلسة الإرشاد مع ${other}`, body: `الموعد الجديد لجلستك مع ${other}: ${at} (بدلاً من ${when(change.fromStartsAt, language)}).\n\n${tail}` };
    }
  }
  switch (change.kind) {
    case 'booked': return { subject: `Coaching session confirmed with ${other}`, body: `Your session with ${other} is confirmed: ${at}.\n\n${tail}` };
    case 'cancelled': return { subject: `Coaching session with ${other} cancelled`, body: `Your session with ${other} (${at}) was cancelled.\n\n${tail}` };
    case 'rescheduled': return { subject: `Coaching session with ${other} moved`, body: `Your session with ${other} moved to ${at} (was ${when(change.fromStartsAt, language)}).\n\n${tail}` };
  }
}

async function domainPrefixOf(tx: Db, organizationId: number): Promise<string> {
  const [row] = await tx.select({ domainPrefix: organizations.domainPrefix }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.domainPrefix ?? 'halaqa';
}

/**
 * Tells both parties about the change of one booking. `actorUserId`: who
 * did it (null: the system), left out of the notification but still emailed
 * (the invitation is their calendar's copy too). `site`: the organization's
 * address for the link, when the change came from a request.
 */
export async function announceSessionChange(
  tx: Db, organizationId: number, bookingId: number, change: SessionChange, options: { actorUserId: number | null; site: string | null; now: Date },
): Promise<void> {
  const row = await bookingRowOf(tx, organizationId, bookingId);
  if (!row) return;
  const { booking } = row;
  const coach = namesOf(row.coach);
  const member = namesOf(row.member);
  const startsAt = booking.startsAt.toISOString();
  const audience = [booking.memberId, booking.coachId].filter((id) => id !== options.actorUserId);
  if (audience.length > 0) {
    const common = { organizationId, actorUserId: options.actorUserId, subject: { bookingId }, audience: { kind: 'users' as const, userIds: audience } };
    if (change.kind === 'booked') await recordEvent(tx, { ...common, type: 'coaching.booked', payload: { coach, member, startsAt } });
    if (change.kind === 'cancelled') {
      await recordEvent(tx, { ...common, type: 'coaching.cancelled', payload: { coach, member, startsAt, by: change.by, outcome: change.outcome } });
    }
    if (change.kind === 'rescheduled') {
      await recordEvent(tx, { ...common, type: 'coaching.rescheduled', payload: { coach, member, startsAt, fromStartsAt: change.fromStartsAt.toISOString() } });
    }
  }
  const domainPrefix = await domainPrefixOf(tx, organizationId);
  const link = options.site ? siteLink(options.site, MY_SESSIONS_PATH, {}) : null;
  for (const [recipient, other] of [[row.member, row.coach], [row.coach, row.member]] as const) {
    const language = languageOf(recipient);
    const text = emailOf(change, row, personName(language, other), language, link);
    await queueMessage(tx, {
      organizationId, channel: 'email', recipient: recipient.email, template: `coaching-${change.kind}`, language,
      subject: text.subject, body: text.body,
      data: {
        bookingId: String(bookingId), meetingUrl: booking.meetingUrl, ...(link ? { link } : {}),
        'invitation.ics': invitationOf(row, { domainPrefix, language, now: options.now }),
      },
    });
  }
}
