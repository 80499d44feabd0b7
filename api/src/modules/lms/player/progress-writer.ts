import type { ProgressWriter } from '../progress/completion';
import type { PlayerSeat } from './player-gate';

/** The seat as the writer of its progress rows (a student's seat: the caller's tenant is the enrollment's). */
export const writerOf = (seat: PlayerSeat): ProgressWriter => ({
  organizationId: seat.caller.organizationId,
  userId: seat.caller.userId,
  courseId: seat.course.id,
  now: seat.caller.now,
});

/** What instructors and administrators get from a learner write: nothing was recorded. */
export const NOTHING_RECORDED = { isCompleted: false, progress: null } as const;
