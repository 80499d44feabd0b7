import { and, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../core/db/types';
import { personName } from '../../lms/localized-name';
import { mediaContentUrl } from '../../media/service';
import { meetingUrlVisible } from '../../social/events/event-rules';
import { users } from '../../users/tables';
import type { CoachingViewer } from '../access';
import { DEFAULT_PROVIDER_SETTINGS as DEFAULTS } from '../availability/settings';
import { coachingBookings, coachingSettings } from '../tables';
import { memberDeadline } from './cancellation-policy';
import type { Booking, StoredCancelOutcome } from './dto';

/**
 * Bookings as the two parties read them (docs/design/coaching-api.md
 * "Booking"): the row with both people and the coach's cancellation terms.
 */

const coachUser = alias(users, 'coach_user');
const memberUser = alias(users, 'member_user');
const personColumns = (table: typeof coachUser | typeof memberUser) => ({
  id: table.id, firstName: table.firstName, lastName: table.lastName, arFirstName: table.arFirstName, arLastName: table.arLastName,
  profileImageId: table.profileImageId, email: table.email, preferredLanguage: table.preferredLanguage,
});

/** The caller is the member or the coach of the booking. */
export const partyOf = (viewer: Pick<CoachingViewer, 'userId'>): SQL =>
  or(eq(coachingBookings.memberId, viewer.userId), eq(coachingBookings.coachId, viewer.userId))!;

/** Bookings of the organization matching `where`, with both people and the coach's terms. */
export function bookingRows(db: Db, organizationId: number, where: SQL | undefined) {
  return db.select({
    booking: coachingBookings,
    coach: personColumns(coachUser),
    member: personColumns(memberUser),
    settings: {
      timeZone: coachingSettings.timeZone, enableCancellation: coachingSettings.enableCancellation,
      cancellationMinimumHours: coachingSettings.cancellationMinimumHours,
    },
  }).from(coachingBookings)
    .innerJoin(coachUser, and(eq(coachUser.organizationId, coachingBookings.organizationId), eq(coachUser.id, coachingBookings.coachId)))
    .innerJoin(memberUser, and(eq(memberUser.organizationId, coachingBookings.organizationId), eq(memberUser.id, coachingBookings.memberId)))
    .leftJoin(coachingSettings, and(eq(coachingSettings.organizationId, coachingBookings.organizationId), eq(coachingSettings.coachId, coachingBookings.coachId)))
    .where(and(eq(coachingBookings.organizationId, organizationId), where));
}

export type BookingRow = Awaited<ReturnType<typeof bookingRows>>[number];
export type BookingPerson = BookingRow['coach'];

/** The one booking of the organization, or undefined. */
export async function bookingRowOf(db: Db, organizationId: number, bookingId: number, where?: SQL): Promise<BookingRow | undefined> {
  const [row] = await bookingRows(db, organizationId, and(eq(coachingBookings.id, bookingId), where)).limit(1);
  return row;
}

/** The coach's cancellation terms, the defaults when they never saved settings. */
export const termsOf = (row: BookingRow) => ({
  timeZone: row.settings?.timeZone ?? DEFAULTS.timeZone,
  enableCancellation: row.settings?.enableCancellation ?? DEFAULTS.enableCancellation,
  cancellationMinimumHours: row.settings?.cancellationMinimumHours ?? DEFAULTS.cancellationMinimumHours,
});

const avatarOf = (person: BookingPerson) => (person.profileImageId === null ? null : mediaContentUrl(person.profileImageId));

export function bookingOf(row: BookingRow, viewer: Pick<CoachingViewer, 'userId' | 'language' | 'now'>): Booking {
  const { booking } = row;
  const terms = termsOf(row);
  const myRole = booking.memberId === viewer.userId ? 'MEMBER' : 'COACH';
  // A hold whose time ran out is cancelled already for everyone who reads it, even before a write records it.
  const lapsedAt = booking.status === 'HELD' && booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= viewer.now.getTime() ? booking.holdExpiresAt : null;
  const live = booking.status !== 'CANCELLED' && !lapsedAt;
  // The coach may open the room at any time; the member from 15 minutes before the start (as for events).
  const showLink = live && (myRole === 'COACH'
    || meetingUrlVisible({ startTime: booking.startsAt, endingTime: booking.endsAt, cancelledAt: null }, viewer.now, true));
  const deadline = memberDeadline({ startsAt: booking.startsAt, ...terms });
  return {
    id: booking.id,
    coach: { id: row.coach.id, name: personName(viewer.language, row.coach), avatarUrl: avatarOf(row.coach), timeZone: terms.timeZone },
    member: { id: row.member.id, name: personName(viewer.language, row.member), avatarUrl: avatarOf(row.member) },
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    status: lapsedAt ? 'CANCELLED' : booking.status,
    kind: booking.kind,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    meetingUrl: showLink ? booking.meetingUrl : null,
    cancelledBy: lapsedAt ? 'SYSTEM' : booking.cancelledBy,
    cancelledAt: (lapsedAt ?? booking.cancelledAt)?.toISOString() ?? null,
    cancelReason: booking.cancelReason,
    cancelOutcome: lapsedAt ? 'HOLD_EXPIRED' : booking.cancelOutcome as StoredCancelOutcome | null,
    cancellableUntil: deadline?.toISOString() ?? null,
    purchase: booking.kind === 'PAID' && booking.status === 'HELD' && !lapsedAt ? { itemType: 'COACHING_SESSION', itemId: booking.id } : null,
    myRole,
  };
}
