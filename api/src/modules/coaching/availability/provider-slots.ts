import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, badRequest, notFound } from '../../../core/errors';
import type { CoachingViewer } from '../access';
import type { SlotKind, SlotsAnswer } from './dto';
import { loadCoachSlotInput } from './slot-input';
import { availableSlots } from './slot-rules';

/** The widest range one call may ask (as the dashboard calendar): bounds the work of one request. */
const MAX_SLOT_RANGE_DAYS = 62;
const DAY = 86_400_000;

/**
 * The coach's free slots for a member: a coach of another organization, one
 * unknown or unlisted (but to themself) is 404 so ids do not leak.
 */
export async function providerSlots(
  db: Db, viewer: CoachingViewer, query: { providerId: number; from: Date; until: Date; kind: SlotKind },
): Promise<SlotsAnswer> {
  const { providerId, from, until, kind } = query;
  if (!(until.getTime() > from.getTime())) throw badRequest('until must be after from');
  if (until.getTime() - from.getTime() > MAX_SLOT_RANGE_DAYS * DAY) throw badRequest(`At most ${MAX_SLOT_RANGE_DAYS} days at a time`);
  const coach = await loadCoachSlotInput(db, { organizationId: viewer.organizationId, coachId: providerId, kind, from, until, now: viewer.now });
  if (!coach || (!coach.isListed && providerId !== viewer.userId)) throw notFound();
  const { settings, input } = coach;
  if (kind === 'FREE' && !settings.enableFreeSession) {
    throw new AppError(409, ERROR_CODES.FREE_SESSION_NOT_OFFERED, 'This coach offers no free session');
  }
  return {
    providerId, timeZone: settings.timeZone, durationMinutes: input.durationMinutes, kind,
    slots: availableSlots(input).map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
  };
}
