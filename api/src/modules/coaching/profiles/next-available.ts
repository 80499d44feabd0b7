import type { Db } from '../../../core/db/types';
import { availableSlots } from '../availability/slot-rules';
import { loadCoachSlotInput } from '../availability/slot-input';
import type { CoachRow } from './coach-rows';

const DAY_MS = 86_400_000;

/** A card's horizon for nextAvailableAt (docs/design/coaching-api.md "CoachCard"). */
export const NEXT_AVAILABLE_DAYS = 14;

/**
 * The first paid slot of each coach within `days` from now, by coach id,
 * computed with the slot rule (so the directory never promises a time the
 * booking would refuse). One coach at a time: a page holds at most 50, the
 * input of each coach is one statement of indexed reads.
 */
export async function firstPaidSlots(
  db: Db, organizationId: number, coaches: readonly Pick<CoachRow, 'coach'>[], now: Date, days: number,
): Promise<Map<number, Date | null>> {
  const until = new Date(now.getTime() + days * DAY_MS);
  const firsts = new Map<number, Date | null>();
  for (const row of coaches) {
    const coachId = row.coach.userId;
    const coach = await loadCoachSlotInput(db, { organizationId, coachId, kind: 'PAID', from: now, until, now });
    firsts.set(coachId, coach ? availableSlots(coach.input)[0]?.startsAt ?? null : null);
  }
  return firsts;
}

/** nextAvailableAt of a card: the first slot when it falls within the card's horizon. */
export function nextAvailableOf(first: Date | null | undefined, now: Date): Date | null {
  if (!first) return null;
  return first.getTime() < now.getTime() + NEXT_AVAILABLE_DAYS * DAY_MS ? first : null;
}
