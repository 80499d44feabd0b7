import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { examAttemptQuestions } from '../tables';
import { takesAnswers } from './attempt-rules';
import { ownAttempt } from './exam-access';

/** PUT .../flags/{attemptQuestionId}: the member's mark to come back to a question (open attempts only). */
export async function flagQuestion(db: Db, seat: PlayerSeat, attemptId: number, attemptQuestionId: number, flagged: boolean) {
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, seat, attemptId, 'share');
    if (!takesAnswers(attempt, seat.caller.now)) throw new AppError(409, ERROR_CODES.EXAM_ATTEMPT_CLOSED, 'The attempt is over');
    const [row] = await tx.update(examAttemptQuestions).set({ isFlagged: flagged })
      .where(and(eq(examAttemptQuestions.id, attemptQuestionId), eq(examAttemptQuestions.attemptId, attempt.id)))
      .returning({ id: examAttemptQuestions.id, flagged: examAttemptQuestions.isFlagged });
    if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Exam question not found');
    return { attemptQuestionId: row.id, flagged: row.flagged };
  });
}
