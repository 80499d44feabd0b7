import type { Db } from '../../../core/db/types';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { recordAttemptEvent } from './attempt-events';
import type { CLIENT_EVENT_TYPES } from './dto';
import { examOf, ownAttempt } from './exam-access';

export interface ClientEvent {
  type: (typeof CLIENT_EVENT_TYPES)[number];
  occurredAt: string;
  clientKey: string;
  details?: Record<string, string | number | boolean>;
}

/**
 * POST .../events: what the runner saw (tab hidden, copy...), for the
 * instructor. Stored once per clientKey, and only where the exam has cheat
 * detection on (elsewhere accepted and dropped: the client need not know).
 * The time is the client's, kept within the attempt's life: a wrong clock
 * cannot date an event before the start or in the future.
 */
export async function recordClientEvent(db: Db, seat: PlayerSeat, attemptId: number, event: ClientEvent): Promise<void> {
  const attempt = await ownAttempt(db, seat, attemptId);
  const exam = await examOf(db, attempt.examId);
  if (!exam.isCheatDetectionEnabled) return;
  const now = seat.caller.now.getTime();
  const given = Date.parse(event.occurredAt);
  const occurredAt = new Date(Math.min(now, Math.max(attempt.startedAt.getTime(), Number.isNaN(given) ? now : given)));
  await recordAttemptEvent(db, attempt, event.type, occurredAt, { clientKey: event.clientKey, ...(event.details ? { details: event.details } : {}) });
}
