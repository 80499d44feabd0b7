import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { isBookable, type Slot } from '../availability/slot-rules';
import { loadCoachSlotInput } from '../availability/slot-input';
import type { BookingKind } from '../tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The slot the start asks for, by the slot rule at this moment (409 cch-001
 * when the coach does not offer it). The rule reads a day either side, so
 * the ranges around the start are generated as the slot list shows them.
 */
export async function slotAt(
  tx: Db, at: { organizationId: number; coachId: number; kind: BookingKind; startsAt: Date; now: Date; ignoreBookingId?: number },
): Promise<Slot> {
  const coach = await loadCoachSlotInput(tx, {
    organizationId: at.organizationId, coachId: at.coachId, kind: at.kind,
    from: new Date(at.startsAt.getTime() - DAY_MS), until: new Date(at.startsAt.getTime() + DAY_MS), now: at.now,
    ...(at.ignoreBookingId === undefined ? {} : { ignoreBookingId: at.ignoreBookingId }),
  });
  const slot = coach ? isBookable(coach.input, at.startsAt) : null;
  if (!slot) throw new AppError(409, ERROR_CODES.SLOT_UNAVAILABLE, 'The coach does not offer this start now');
  return slot;
}
