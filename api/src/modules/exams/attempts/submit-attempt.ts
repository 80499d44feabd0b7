import type { Db } from '../../../core/db/types';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { takesAnswers } from './attempt-rules';
import { attemptSummaryOf } from './attempt-summary';
import type { AttemptSummary } from './dto';
import { examOf, ownAttempt } from './exam-access';
import { finishAttempt } from './finish-attempt';

/**
 * POST .../submit: finishes and grades the attempt in one transaction.
 * Idempotent: a finished attempt answers its summary (a replayed submit, or
 * the deadline job came first). Submitted after the deadline but before the
 * job, it is finished as the job would have (finishedBy DEADLINE).
 */
export async function submitAttempt(db: Db, seat: PlayerSeat, attemptId: number): Promise<AttemptSummary> {
  const now = seat.caller.now;
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, seat, attemptId, 'update');
    if (attempt.status === 'IN_PROGRESS') await finishAttempt(tx, attempt, takesAnswers(attempt, now) ? 'MEMBER' : 'DEADLINE', now);
    const [finished, exam] = await Promise.all([ownAttempt(tx, seat, attemptId), examOf(tx, attempt.examId)]);
    return attemptSummaryOf(finished, exam);
  });
}
