import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@halaqa/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { recordEvent } from '../../notifications/events';
import { socialEventEnrollments, socialEvents, type EventEnrollmentStatus } from '../tables';
import { joinDecisionOf } from './event-rules';
import { titlesOf } from './event-titles';
import type { EventRow } from './visible-event';
import { promotionsOf, waitlistPositionOf } from './waitlist';
import { waitlistOf } from './waitlist-store';

/**
 * The enrollment writes of an event (join, leave, promotion, a paid place
 * and its refund). Each runs inside the caller's transaction and starts by
 * locking the event row: the count, the capacity and the waitlist are read
 * and written under that one lock, so concurrent joins and leaves queue up
 * and the capacity is exact (the CHECK on enrolled_count is the backstop).
 */

export interface Enroller {
  organizationId: number;
  userId: number;
  now: Date;
}

/** A fresh ticket nonce: the random part of the signed code (a place taken again gets a new one, so old tickets die). */
const newNonce = () => randomBytes(18).toString('base64url');

/** Locks the organization's event row for this transaction (404 when there is none). */
export async function lockEvent(tx: Db, organizationId: number, eventId: number): Promise<EventRow> {
  const [event] = await tx.select().from(socialEvents)
    .where(and(eq(socialEvents.organizationId, organizationId), eq(socialEvents.id, eventId)))
    .for('update').limit(1);
  if (!event) throw notFound(ERROR_CODES.NOT_FOUND, 'Event not found');
  return event;
}

async function enrollmentOf(tx: Db, eventId: number, userId: number) {
  const [row] = await tx.select().from(socialEventEnrollments)
    .where(and(eq(socialEventEnrollments.eventId, eventId), eq(socialEventEnrollments.userId, userId))).limit(1);
  return row ?? null;
}

export interface JoinOptions {
  waitlist: boolean;
  /** A paid order's fulfilment: the price no longer stands in the way. */
  paid?: boolean;
  /** The order line that paid for the place. */
  purchasedItemId?: number | null;
}

export interface JoinOutcome {
  status: 'ENROLLED' | 'WAITLISTED';
  position?: number;
  enrollmentId: number;
}

/** POST events/{eventId}/enrollments, and a paid place's fulfilment: a place, a place on the waitlist, or the refusal (409 evt-001..004). */
export async function joinEvent(tx: Db, who: Enroller, eventId: number, options: JoinOptions, locked?: EventRow): Promise<JoinOutcome> {
  const event = locked ?? await lockEvent(tx, who.organizationId, eventId);
  if (!event.isPublished) throw notFound(ERROR_CODES.NOT_FOUND, 'Event not found');
  const existing = await enrollmentOf(tx, eventId, who.userId);
  const waitlist = await waitlistOf(tx, eventId);
  const paid = options.paid ?? false;
  const decision = joinDecisionOf({
    ...event, waitlistLength: waitlist.length, myStatus: existing?.status ?? null, now: who.now,
  }, { waitlist: options.waitlist, paid });
  if (decision.kind === 'REFUSE') throw new AppError(409, decision.code, decision.message);

  const status: EventEnrollmentStatus = decision.kind === 'ENROLL' ? 'ENROLLED' : 'WAITLISTED';
  // Arrival is the order the event's lock was taken in, not the request's own clock: a request that began earlier
  // but waited for the lock joins behind everyone already in line (two of them were told the same place).
  const lastInLine = waitlist.reduce((latest, entry) => Math.max(latest, entry.waitlistedAt.getTime()), 0);
  const waitlistedAt = new Date(Math.max(who.now.getTime(), lastInLine + 1));
  const values = {
    status,
    source: paid ? 'PURCHASE' : 'FREE',
    purchasedItemId: options.purchasedItemId ?? null,
    ticketNonce: newNonce(),
    enrolledAt: status === 'ENROLLED' ? who.now : null,
    waitlistedAt: status === 'WAITLISTED' ? waitlistedAt : null,
    cancelledAt: null,
  };
  // One row per member and event: leaving and joining again reuses it.
  const [row] = existing
    ? await tx.update(socialEventEnrollments).set(values).where(eq(socialEventEnrollments.id, existing.id)).returning({ id: socialEventEnrollments.id })
    : await tx.insert(socialEventEnrollments).values({ ...values, organizationId: who.organizationId, eventId, userId: who.userId })
      .returning({ id: socialEventEnrollments.id });
  if (!row) throw new Error('the enrollment was not written');
  if (status === 'ENROLLED') {
    await tx.update(socialEvents).set({ enrolledCount: sql`${socialEvents.enrolledCount} + 1` }).where(eq(socialEvents.id, eventId));
  }
  await recordEvent(tx, {
    type: 'event.enrolled',
    organizationId: who.organizationId,
    actorUserId: who.userId,
    subject: { eventId },
    audience: { kind: 'none' },
    payload: { title: await titlesOf(tx, event), status },
  });
  if (status === 'ENROLLED') return { status, enrollmentId: row.id };
  const position = waitlistPositionOf([...waitlist, { id: row.id, waitlistedAt }], row.id) ?? waitlist.length + 1;
  return { status, position, enrollmentId: row.id };
}

/**
 * Gives freed places to the head of the waitlist (the pure rule decides who),
 * under the event's lock the caller holds: ENROLLED by WAITLIST, the count
 * raised, and each promoted member told. Only a free event that has not
 * started nor been cancelled promotes (a paid place is bought, never waited for).
 */
export async function promoteWaitlist(tx: Db, event: EventRow, enrolledCount: number, now: Date): Promise<number[]> {
  if (event.price > 0 || event.cancelledAt || now.getTime() >= event.startTime.getTime()) return [];
  const promoted = promotionsOf({ capacity: event.maxEnrollmentCount, takenCount: enrolledCount, waitlist: await waitlistOf(tx, event.id) });
  if (!promoted.length) return [];
  const title = await titlesOf(tx, event);
  for (const entry of promoted) {
    await tx.update(socialEventEnrollments)
      .set({ status: 'ENROLLED', source: 'WAITLIST', enrolledAt: now, ticketNonce: newNonce() })
      .where(eq(socialEventEnrollments.id, entry.id));
    await recordEvent(tx, {
      type: 'event.waitlist-promoted',
      organizationId: event.organizationId,
      subject: { eventId: event.id },
      audience: { kind: 'users', userIds: [entry.userId] },
      payload: { title },
    });
  }
  await tx.update(socialEvents).set({ enrolledCount: sql`${socialEvents.enrolledCount} + ${promoted.length}` }).where(eq(socialEvents.id, event.id));
  return promoted.map((entry) => entry.userId);
}

/** Cancels one enrollment (a place or a place on the waitlist), and gives a freed place to the waitlist, in the caller's transaction. */
async function cancelEnrollment(tx: Db, event: EventRow, enrollment: { id: number; status: EventEnrollmentStatus }, now: Date): Promise<void> {
  await tx.update(socialEventEnrollments).set({ status: 'CANCELLED', cancelledAt: now }).where(eq(socialEventEnrollments.id, enrollment.id));
  if (enrollment.status !== 'ENROLLED') return;
  await tx.update(socialEvents).set({ enrolledCount: sql`greatest(${socialEvents.enrolledCount} - 1, 0)` }).where(eq(socialEvents.id, event.id));
  await promoteWaitlist(tx, event, Math.max(0, event.enrolledCount - 1), now);
}

/** DELETE events/{eventId}/enrollments/mine: leave (404 evt-005 when not in; a paid place is left through a refund: 409 evt-004). */
export async function leaveEvent(tx: Db, who: Enroller, eventId: number): Promise<void> {
  const event = await lockEvent(tx, who.organizationId, eventId);
  const enrollment = await enrollmentOf(tx, eventId, who.userId);
  if (!enrollment || enrollment.status === 'CANCELLED') throw new AppError(404, ERROR_CODES.EVENT_NOT_ENROLLED, 'You are not enrolled in this event');
  if (enrollment.status === 'ENROLLED' && enrollment.source === 'PURCHASE') {
    throw new AppError(409, ERROR_CODES.EVENT_PAYMENT_REQUIRED, 'A paid place is given back through a refund of its order');
  }
  await cancelEnrollment(tx, event, enrollment, who.now);
}

/** A refunded paid place (commerce's reverse): cancelled and given to the waitlist; a replay changes nothing. */
export async function reversePaidPlace(tx: Db, who: Enroller, eventId: number): Promise<void> {
  const [event] = await tx.select().from(socialEvents)
    .where(and(eq(socialEvents.organizationId, who.organizationId), eq(socialEvents.id, eventId))).for('update').limit(1);
  if (!event) return;
  const enrollment = await enrollmentOf(tx, eventId, who.userId);
  if (!enrollment || enrollment.status !== 'ENROLLED' || enrollment.source !== 'PURCHASE') return;
  await cancelEnrollment(tx, event, enrollment, who.now);
}
