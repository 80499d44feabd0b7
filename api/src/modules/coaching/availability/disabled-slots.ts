import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { badRequest, notFound } from '../../../core/errors';
import { coachingDisabledSlots } from '../tables';
import type { DisabledSlot } from './dto';
import type { CoachKey } from './weekly-hours';

/** Periods a coach blocked (instants). Blocking never touches bookings already made. */

const DAY = 86_400_000;
/** A listing or a block is at most a year and a day: bounded work, and no block the slot rule could not read back. */
const MAX_SPAN = 366 * DAY;

const columns = {
  id: coachingDisabledSlots.id, startsAt: coachingDisabledSlots.startsAt, endsAt: coachingDisabledSlots.endsAt, reason: coachingDisabledSlots.reason,
};
const ofCoach = (coach: CoachKey) =>
  and(eq(coachingDisabledSlots.organizationId, coach.organizationId), eq(coachingDisabledSlots.coachId, coach.coachId));

function dto(row: { id: number; startsAt: Date; endsAt: Date; reason: string }): DisabledSlot {
  return { id: row.id, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString(), reason: row.reason };
}

function assertSpan(from: Date, until: Date, what: string): void {
  if (!(until.getTime() > from.getTime())) throw badRequest(`${what}: the end must be after the start`);
  if (until.getTime() - from.getTime() > MAX_SPAN) throw badRequest(`${what}: at most 366 days`);
}

/** The blocks overlapping [from, until), by start; by default from now on for 366 days. */
export async function disabledSlotsOf(db: Db, coach: CoachKey, range: { from?: Date; until?: Date }, now: Date): Promise<DisabledSlot[]> {
  const from = range.from ?? (range.until ? new Date(range.until.getTime() - MAX_SPAN) : now);
  const until = range.until ?? new Date(from.getTime() + MAX_SPAN);
  assertSpan(from, until, 'The listed range');
  const rows = await db.select(columns).from(coachingDisabledSlots)
    .where(and(ofCoach(coach), lt(coachingDisabledSlots.startsAt, until), gt(coachingDisabledSlots.endsAt, from)))
    .orderBy(asc(coachingDisabledSlots.startsAt), asc(coachingDisabledSlots.id));
  return rows.map(dto);
}

export async function addDisabledSlot(db: Db, coach: CoachKey, body: { startsAt: Date; endsAt: Date; reason: string }): Promise<DisabledSlot> {
  assertSpan(body.startsAt, body.endsAt, 'The blocked period');
  const [row] = await db.insert(coachingDisabledSlots).values({ ...coach, ...body }).returning(columns);
  return dto(row!);
}

/** Another coach's id, or one that matches nothing, is 404. */
export async function removeDisabledSlot(db: Db, coach: CoachKey, id: number): Promise<void> {
  const deleted = await db.delete(coachingDisabledSlots).where(and(ofCoach(coach), eq(coachingDisabledSlots.id, id)))
    .returning({ id: coachingDisabledSlots.id });
  if (deleted.length === 0) throw notFound();
}
