import { and, eq, max } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { examAttemptQuestions, examAttempts } from '../tables';
import { noteDevice, recordAttemptEvent } from './attempt-events';
import { mayShowPage, takesAnswers } from './attempt-rules';
import { loadAttemptView } from './attempt-view';
import type { AttemptView } from './dto';
import { examOf, ownAttempt, type AttemptRow } from './exam-access';
import { finishAttempt } from './finish-attempt';

/**
 * Reading an attempt and moving between its pages
 * (docs/design/exams-api.md "Navigation"). An open attempt found past its
 * deadline is finished on the spot, as the deadline job would, so nobody is
 * shown an attempt that still seems to run.
 */

/** The attempt, finished first when its deadline has passed (the job's work, done now). */
export async function settledAttempt(db: Db, seat: PlayerSeat, attemptId: number): Promise<AttemptRow> {
  const attempt = await ownAttempt(db, seat, attemptId);
  if (attempt.status !== 'IN_PROGRESS' || takesAnswers(attempt, seat.caller.now)) return attempt;
  return db.transaction(async (tx) => {
    const locked = await ownAttempt(tx, seat, attemptId, 'update');
    if (locked.status === 'IN_PROGRESS' && !takesAnswers(locked, seat.caller.now)) await finishAttempt(tx, locked, 'DEADLINE', seat.caller.now);
    return ownAttempt(tx, seat, attemptId);
  });
}

/** GET .../exam-attempts/{id}: the attempt at the page shown last (a resume: RESUMED, and SECOND_DEVICE from another browser). */
export async function getAttempt(db: Db, seat: PlayerSeat, attemptId: number, deviceId: string | undefined): Promise<AttemptView> {
  const attempt = await settledAttempt(db, seat, attemptId);
  const now = seat.caller.now;
  if (attempt.status === 'IN_PROGRESS') {
    await db.transaction(async (tx) => {
      await recordAttemptEvent(tx, attempt, 'RESUMED', now);
      await noteDevice(tx, attempt, deviceId, now);
    });
  }
  return loadAttemptView(db, attempt, await examOf(db, attempt.examId), attempt.currentPosition, now);
}

async function pageCountOf(tx: Db, attemptId: number): Promise<number> {
  const [row] = await tx.select({ last: max(examAttemptQuestions.page) }).from(examAttemptQuestions).where(eq(examAttemptQuestions.attemptId, attemptId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

const closed = () => new AppError(409, ERROR_CODES.EXAM_ATTEMPT_CLOSED, 'The attempt is over: open its review');
const refused = () => new AppError(409, ERROR_CODES.EXAM_NAVIGATION_REFUSED, 'This exam does not let you open that question');

/**
 * Shows `page` and makes it the page shown last. `nextFrom` (POST .../next):
 * the page after it, and a replay (already there) answers the same page.
 */
async function moveTo(db: Db, seat: PlayerSeat, attemptId: number, page: number, deviceId: string | undefined, nextFrom: number | null): Promise<AttemptView> {
  await settledAttempt(db, seat, attemptId);
  const now = seat.caller.now;
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, seat, attemptId, 'update');
    if (!takesAnswers(attempt, now)) throw closed();
    const exam = await examOf(tx, attempt.examId);
    const navigation = { ...exam, currentPosition: attempt.currentPosition, pageCount: await pageCountOf(tx, attempt.id) };
    const replay = nextFrom !== null && attempt.currentPosition === page;
    // Without multi-directional navigation, next goes on only from the page shown.
    const stale = nextFrom !== null && exam.oneQuestionAtATime && !exam.multiDirectional && nextFrom !== attempt.currentPosition;
    if (!replay && (stale || !mayShowPage(navigation, page))) throw refused();
    await noteDevice(tx, attempt, deviceId, now);
    const [moved] = await tx.update(examAttempts).set({ currentPosition: page })
      .where(and(eq(examAttempts.id, attempt.id), eq(examAttempts.status, 'IN_PROGRESS'))).returning();
    return loadAttemptView(tx, moved ?? attempt, exam, page, now);
  });
}

export const getAttemptPage = (db: Db, seat: PlayerSeat, attemptId: number, page: number, deviceId: string | undefined) =>
  moveTo(db, seat, attemptId, page, deviceId, null);

export const nextAttemptPage = (db: Db, seat: PlayerSeat, attemptId: number, fromPage: number, deviceId: string | undefined) =>
  moveTo(db, seat, attemptId, fromPage + 1, deviceId, fromPage);
