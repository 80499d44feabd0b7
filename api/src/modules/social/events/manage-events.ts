import { ERROR_CODES } from '@halaqa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { badRequest, notFound } from '../../../core/errors';
import { sanitizeRichText } from '../../../core/rich-text';
import { media } from '../../media/tables';
import { recordEvent } from '../../notifications/events';
import { socialEventEnrollments, socialEvents, socialGroups } from '../tables';
import type { SignedInViewer } from './access';
import type { CreateEventBody, PatchEventBody } from './dto';
import { paidPlacesOf, refundPaidPlaces } from './cancellation-refunds';
import { lockEvent, promoteWaitlist } from './enrollment-writes';
import { titlesOf } from './event-titles';
import type { EventRow } from './visible-event';

type EventValues = Partial<typeof socialEvents.$inferInsert>;

const dateOrNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));
const coordinate = (value: number | null | undefined) => (value === undefined ? undefined : value === null ? null : value.toFixed(6));
const rich = (value: string | undefined) => (value === undefined ? undefined : sanitizeRichText(value));

/** The columns a body sets (rich text sanitized, times as dates); what it leaves out stays undefined. */
function valuesOf(body: PatchEventBody): EventValues {
  const values: EventValues = {
    title: body.title?.trim(),
    description: rich(body.description),
    outline: rich(body.outline),
    targetAudience: rich(body.targetAudience),
    creditHours: body.creditHours,
    ceu: body.ceu,
    type: body.type,
    language: body.language,
    isPublished: body.isPublished,
    maxEnrollmentCount: body.maxEnrollmentCount,
    startTime: dateOrNull(body.startTime) ?? undefined,
    endingTime: dateOrNull(body.endingTime) ?? undefined,
    enrollmentStartsAt: dateOrNull(body.enrollmentStartsAt),
    enrollmentEndsAt: dateOrNull(body.enrollmentEndsAt),
    meetingUrl: body.meetingUrl,
    location: body.location === undefined ? undefined : body.location?.trim() || null,
    latitude: coordinate(body.latitude),
    longitude: coordinate(body.longitude),
    coverMediaId: body.coverMediaId,
    price: body.price,
    oldPrice: body.oldPrice,
    groupId: body.groupId,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The event as it would be once changed: its times in order, its places not below those taken (400 req-001). */
function assertConsistent(event: Pick<EventRow, 'startTime' | 'endingTime' | 'enrollmentStartsAt' | 'enrollmentEndsAt' | 'maxEnrollmentCount' | 'enrolledCount' | 'title'>): void {
  if (!event.title) throw badRequest('title must not be empty');
  if (event.endingTime.getTime() <= event.startTime.getTime()) throw badRequest('endingTime must be after startTime');
  if (event.enrollmentStartsAt && event.enrollmentEndsAt && event.enrollmentEndsAt.getTime() < event.enrollmentStartsAt.getTime()) {
    throw badRequest('enrollmentEndsAt must not be before enrollmentStartsAt');
  }
  if (event.maxEnrollmentCount !== null && event.maxEnrollmentCount < event.enrolledCount) {
    throw badRequest(`maxEnrollmentCount cannot be below the ${event.enrolledCount} places taken`);
  }
}

/** The media and the group a body names belong to the organization (else 404, as if they did not exist). */
async function assertOwnReferences(db: Db, organizationId: number, values: EventValues): Promise<void> {
  if (values.coverMediaId) await assertOwnMedia(db, organizationId, [values.coverMediaId]);
  if (values.groupId) {
    const [group] = await db.select({ id: socialGroups.id }).from(socialGroups)
      .where(and(eq(socialGroups.organizationId, organizationId), eq(socialGroups.id, values.groupId))).limit(1);
    if (!group) throw notFound(ERROR_CODES.NOT_FOUND, 'Group not found');
  }
}

export async function assertOwnMedia(db: Db, organizationId: number, mediaIds: readonly number[]): Promise<void> {
  const rows = await db.select({ id: media.id }).from(media).where(and(eq(media.organizationId, organizationId), inArray(media.id, [...mediaIds])));
  if (rows.length !== new Set(mediaIds).size) throw notFound(ERROR_CODES.NOT_FOUND, 'Media not found');
}

/** POST events: a new event of the organization (unpublished unless said otherwise). */
export async function createEvent(tx: Db, viewer: SignedInViewer, body: CreateEventBody): Promise<number> {
  const values = valuesOf(body);
  const draft = {
    title: values.title ?? '', startTime: values.startTime!, endingTime: values.endingTime!, enrollmentStartsAt: values.enrollmentStartsAt ?? null,
    enrollmentEndsAt: values.enrollmentEndsAt ?? null, maxEnrollmentCount: values.maxEnrollmentCount ?? null, enrolledCount: 0,
  };
  assertConsistent(draft);
  await assertOwnReferences(tx, viewer.organizationId, values);
  const [row] = await tx.insert(socialEvents).values({
    ...values, title: draft.title, startTime: draft.startTime, endingTime: draft.endingTime, organizationId: viewer.organizationId, createdBy: viewer.userId,
  }).returning({ id: socialEvents.id });
  return row!.id;
}

const TIME_OR_PLACE: ReadonlyArray<keyof EventRow> = ['startTime', 'endingTime', 'type', 'location', 'latitude', 'longitude', 'meetingUrl'];
const sameValue = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

async function audienceOf(tx: Db, eventId: number, statuses: Array<'ENROLLED' | 'WAITLISTED'>): Promise<number[]> {
  const rows = await tx.select({ userId: socialEventEnrollments.userId }).from(socialEventEnrollments)
    .where(and(eq(socialEventEnrollments.eventId, eventId), inArray(socialEventEnrollments.status, statuses)));
  return rows.map((row) => row.userId);
}

/**
 * PATCH events/{eventId}: a change of time or place tells the enrolled
 * (event.changed); more places go to the waitlist at once.
 */
export async function patchEvent(tx: Db, viewer: SignedInViewer, eventId: number, body: PatchEventBody): Promise<void> {
  const event = await lockEvent(tx, viewer.organizationId, eventId);
  const values = valuesOf(body);
  const next = { ...event, ...values } as EventRow;
  assertConsistent(next);
  await assertOwnReferences(tx, viewer.organizationId, values);
  await tx.update(socialEvents).set({ ...values, updatedAt: viewer.now }).where(eq(socialEvents.id, eventId));
  const moved = TIME_OR_PLACE.some((key) => key in values && !sameValue(event[key], next[key]));
  if (moved && !event.cancelledAt && next.isPublished) {
    const userIds = await audienceOf(tx, eventId, ['ENROLLED']);
    if (userIds.length) {
      await recordEvent(tx, {
        type: 'event.changed', organizationId: viewer.organizationId, actorUserId: viewer.userId, subject: { eventId },
        audience: { kind: 'users', userIds }, payload: { title: await titlesOf(tx, next), startTime: next.startTime.toISOString() },
      });
    }
  }
  await promoteWaitlist(tx, next, event.enrolledCount, viewer.now);
}

/**
 * POST events/{eventId}/cancel: the event is off (idempotent); its enrolled
 * and waitlisted members are told, and every paid place is refunded in full
 * (the refunds are written here, in the cancel's transaction; the caller
 * sends them after the commit). The paid places' order and item rows are
 * locked before the event's: commerce's refund decision locks them first and
 * the event last (taking the place back), so the two never wait on each
 * other; places bought meanwhile are read again under the event's lock.
 */
export async function cancelEvent(tx: Db, viewer: SignedInViewer, eventId: number): Promise<{ refundIds: number[] }> {
  const early = await refundPaidPlaces(tx, await paidPlacesOf(tx, viewer.organizationId, eventId));
  const event = await lockEvent(tx, viewer.organizationId, eventId);
  const late = await refundPaidPlaces(tx, (await paidPlacesOf(tx, viewer.organizationId, eventId))
    .filter((place) => !early.refundedUserIds.includes(place.userId)));
  const refundIds = [...early.refundIds, ...late.refundIds];
  if (event.cancelledAt) return { refundIds };
  await tx.update(socialEvents).set({ cancelledAt: viewer.now, updatedAt: viewer.now }).where(eq(socialEvents.id, eventId));
  const refunded = new Set([...early.refundedUserIds, ...late.refundedUserIds]);
  const userIds = await audienceOf(tx, eventId, ['ENROLLED', 'WAITLISTED']);
  if (!userIds.length || !event.isPublished) return { refundIds };
  const title = await titlesOf(tx, event);
  // Who paid hears their money comes back; the others only that it is off.
  for (const [audience, paid] of [[userIds.filter((id) => !refunded.has(id)), false], [userIds.filter((id) => refunded.has(id)), true]] as const) {
    if (!audience.length) continue;
    await recordEvent(tx, {
      type: 'event.cancelled', organizationId: viewer.organizationId, actorUserId: viewer.userId, subject: { eventId },
      audience: { kind: 'users', userIds: [...audience] }, payload: paid ? { title, refunded: true } : { title },
    });
  }
  return { refundIds };
}
