import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { users } from '../../users/tables';
import { coachingCredits } from '../tables';
import type { BookBody } from './dto';
import { insertBooking } from './booking-writes';
import { cancelLapsedHolds } from './lapsed-holds';
import type { MeetingLinks } from './meeting-links';
import { bookableCoach } from './session-terms';
import { slotAt } from './slot-check';

/** How long a paid session is kept for the member while they pay. */
const COACHING_HOLD_MINUTES = 15;

/** Who books, as the writes need it. */
export interface BookingCaller {
  organizationId: number;
  userId: number;
  now: Date;
  domainPrefix: string;
}

/** Takes one free session of the member; false when none is left (guarded, so two parallel bookings cannot both take the last). */
async function takeFreeSession(tx: Db, caller: Pick<BookingCaller, 'organizationId' | 'userId'>): Promise<boolean> {
  const taken = await tx.update(users).set({ freeChemistrySessions: sql`${users.freeChemistrySessions} - 1` })
    .where(and(eq(users.organizationId, caller.organizationId), eq(users.id, caller.userId), gt(users.freeChemistrySessions, 0)))
    .returning({ id: users.id });
  return taken.length > 0;
}

/** The member's oldest unspent credit with the coach, locked (a parallel booking skips it and takes the next, or finds none). */
async function oldestCredit(tx: Db, caller: BookingCaller, coachId: number): Promise<number | undefined> {
  const [credit] = await tx.select({ id: coachingCredits.id }).from(coachingCredits)
    .where(and(
      eq(coachingCredits.organizationId, caller.organizationId), eq(coachingCredits.memberId, caller.userId),
      eq(coachingCredits.coachId, coachId), isNull(coachingCredits.spentOnBookingId),
    ))
    .orderBy(asc(coachingCredits.id)).limit(1).for('update', { skipLocked: true });
  return credit?.id;
}

/**
 * Books a session (docs/design/coaching-api.md POST providers/{providerId}),
 * inside the caller's transaction: lapsed holds of the coach are cancelled
 * first, the start must be a slot the coach offers now, and the exclusion
 * constraint settles a race for it (409 cch-002). FREE takes a free session
 * and CREDIT a credit in the same transaction; PAID is HELD while paid for.
 * Answers the new booking's id.
 */
export async function bookSession(tx: Db, caller: BookingCaller, coachId: number, body: BookBody, links: MeetingLinks): Promise<number> {
  const coach = await bookableCoach(tx, caller.organizationId, coachId);
  if (!coach) throw notFound(ERROR_CODES.NOT_FOUND, 'Coach not found');
  if (coachId === caller.userId) throw new AppError(409, ERROR_CODES.OWN_COACHING, 'A coach cannot book themself');
  if (body.kind === 'FREE' && !coach.settings.enableFreeSession) throw new AppError(409, ERROR_CODES.FREE_SESSION_NOT_OFFERED, 'This coach offers no free session');
  const startsAt = new Date(body.startsAt);
  await cancelLapsedHolds(tx, caller.organizationId, coachId, caller.now);
  const slot = await slotAt(tx, { organizationId: caller.organizationId, coachId, kind: body.kind, startsAt, now: caller.now });

  if (body.kind === 'FREE' && !(await takeFreeSession(tx, caller))) throw new AppError(409, ERROR_CODES.NO_FREE_SESSIONS_LEFT, 'No free sessions left');
  const creditId = body.kind === 'CREDIT' ? await oldestCredit(tx, caller, coachId) : undefined;
  if (body.kind === 'CREDIT' && creditId === undefined) throw new AppError(409, ERROR_CODES.NO_COACHING_CREDIT, 'No credit with this coach');

  const held = body.kind === 'PAID';
  const bookingId = await insertBooking(tx, {
    organizationId: caller.organizationId, coachId, memberId: caller.userId,
    startsAt: slot.startsAt, endsAt: slot.endsAt, kind: body.kind,
    status: held ? 'HELD' : 'CONFIRMED',
    holdExpiresAt: held ? new Date(caller.now.getTime() + COACHING_HOLD_MINUTES * 60_000) : null,
    meetingUrl: await links.create({ domainPrefix: caller.domainPrefix }),
    createdAt: caller.now, updatedAt: caller.now,
  });
  if (creditId !== undefined) await tx.update(coachingCredits).set({ spentOnBookingId: bookingId }).where(eq(coachingCredits.id, creditId));
  return bookingId;
}
