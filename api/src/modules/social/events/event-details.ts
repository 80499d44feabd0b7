import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { personName } from '../../lms/localized-name';
import { media } from '../../media/tables';
import { mediaContentUrl } from '../../media/service';
import { users } from '../../users/tables';
import {
  socialEventAttachments, socialEventAttendanceItems, socialEventAttendanceRecords, socialEventEnrollments, socialEventGuests,
  socialEventHosts, socialEventTranslations,
} from '../tables';
import type { EventViewer } from './access';
import type { EventDetails } from './dto';
import { cardOf, eventCardRow } from './event-cards';
import { meetingUrlVisible } from './event-rules';
import { visibleEvent } from './visible-event';
import { waitlistOf } from './waitlist-store';
import { waitlistPositionOf } from './waitlist';

const urlOf = (mediaId: number | null) => (mediaId === null ? null : mediaContentUrl(mediaId));

/** GET events/{eventId}: the event as the viewer may see it (docs/design/social-api.md "EventDetails"). */
export async function eventDetails(db: Db, viewer: EventViewer, eventId: number): Promise<EventDetails> {
  const { event, amHost } = await visibleEvent(db, viewer, eventId);
  const row = await eventCardRow(db, viewer, eventId);
  if (!row) throw new Error('a visible event has no card');
  const card = cardOf(row, viewer);
  const [texts] = await db.select().from(socialEventTranslations)
    .where(and(eq(socialEventTranslations.eventId, eventId), eq(socialEventTranslations.language, viewer.language))).limit(1);
  const [hosts, guests, attachments, mine] = await Promise.all([
    db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName, profileImageId: users.profileImageId })
      .from(socialEventHosts).innerJoin(users, and(eq(users.organizationId, socialEventHosts.organizationId), eq(users.id, socialEventHosts.userId)))
      .where(eq(socialEventHosts.eventId, eventId)).orderBy(asc(users.id)),
    db.select().from(socialEventGuests).where(eq(socialEventGuests.eventId, eventId)).orderBy(asc(socialEventGuests.id)),
    db.select({ mediaId: media.id, name: media.fileName, mime: media.mime, pageCount: media.pageCount })
      .from(socialEventAttachments).innerJoin(media, eq(media.id, socialEventAttachments.mediaId))
      .where(eq(socialEventAttachments.eventId, eventId)).orderBy(asc(socialEventAttachments.position)),
    viewer.userId === null ? Promise.resolve([]) : db.select({ id: socialEventEnrollments.id, status: socialEventEnrollments.status })
      .from(socialEventEnrollments).where(and(eq(socialEventEnrollments.eventId, eventId), eq(socialEventEnrollments.userId, viewer.userId))).limit(1),
  ]);
  const enrollment = mine[0] ?? null;
  const waitlistPosition = enrollment?.status === 'WAITLISTED' ? waitlistPositionOf(await waitlistOf(db, eventId), enrollment.id) : null;
  const insider = card.myStatus === 'ENROLLED' || amHost || viewer.canManage;
  return {
    ...card,
    description: texts?.description || event.description,
    outline: texts?.outline || event.outline,
    targetAudience: texts?.targetAudience || event.targetAudience,
    creditHours: event.creditHours,
    ceu: event.ceu,
    latitude: event.latitude,
    longitude: event.longitude,
    meetingUrl: event.meetingUrl && meetingUrlVisible(event, viewer.now, insider) ? event.meetingUrl : null,
    hosts: hosts.map((host) => ({ id: host.id, name: personName(viewer.language, host), avatarUrl: urlOf(host.profileImageId) })),
    guests: guests.map((guest) => ({ id: guest.id, name: guest.name, bio: guest.bio, avatarUrl: urlOf(guest.avatarMediaId) })),
    attachments: attachments.map((file) => ({ ...file, url: mediaContentUrl(file.mediaId) })),
    maxEnrollmentCount: event.maxEnrollmentCount,
    enrolledCount: event.enrolledCount,
    waitlistPosition,
    amHost,
    canManage: viewer.canManage,
    myCreditHours: enrollment ? await creditHoursOf(db, eventId, viewer.userId!) : null,
    cancelled: event.cancelledAt !== null,
  };
}

/** The member's credit on the event: the sum over the attendance items they were checked in for. */
async function creditHoursOf(db: Db, eventId: number, userId: number): Promise<string> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${socialEventAttendanceItems.creditHours}), 0)::numeric(8, 2)::text` })
    .from(socialEventAttendanceRecords)
    .innerJoin(socialEventAttendanceItems, eq(socialEventAttendanceItems.id, socialEventAttendanceRecords.attendanceItemId))
    .where(and(eq(socialEventAttendanceItems.eventId, eventId), eq(socialEventAttendanceRecords.userId, userId)));
  return row?.total ?? '0.00';
}
