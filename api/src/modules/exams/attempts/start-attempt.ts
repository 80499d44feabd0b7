import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { examAttemptQuestions, examAttempts, examQuestions } from '../tables';
import { recordAttemptEvent, noteDevice } from './attempt-events';
import { bankQuestionsOf } from './attempt-questions';
import { attemptAllowance, deadlineOf, takesAnswers } from './attempt-rules';
import { loadAttemptView } from './attempt-view';
import type { AttemptView } from './dto';
import { drawAttempt } from './draw';
import { attemptsOf, examItemOf, isInstructorSeat, type AttemptRow, type ExamItem } from './exam-access';
import { finishAttempt } from './finish-attempt';

export interface StartRequest {
  deviceId: string;
  restart?: boolean;
}

export interface StartOutcome {
  view: AttemptView;
  /** false: the open attempt was answered (200), not a new one (201). */
  created: boolean;
}

/**
 * POST .../exams/{subsectionExamId}/attempts (docs/design/exams-api.md
 * "Attempt rules"), in one transaction. Starts of one member at one exam
 * take turns (a transaction-scoped advisory lock on the pair), so two starts
 * at once make one attempt and the attempt limit holds; the partial unique
 * index on open attempts stays the last guard.
 */
export async function startAttempt(db: Db, seat: PlayerSeat, subsectionExamId: number, request: StartRequest): Promise<StartOutcome> {
  const item = await examItemOf(db, seat, subsectionExamId);
  const now = seat.caller.now;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${subsectionExamId}::integer, ${seat.caller.userId}::integer)`);
    let attempts = await attemptsOf(tx, seat, subsectionExamId);
    let open = attempts.find((attempt) => attempt.status === 'IN_PROGRESS') ?? null;
    if (open && !takesAnswers(open, now)) {
      // Past its deadline and the job has not come by yet: finished now, as the job would.
      await finishAttempt(tx, open, 'DEADLINE', now);
      attempts = await attemptsOf(tx, seat, subsectionExamId);
      open = null;
    }
    if (open && !request.restart) {
      await recordAttemptEvent(tx, open, 'RESUMED', now);
      await noteDevice(tx, open, request.deviceId, now);
      return { view: await loadAttemptView(tx, open, item.exam, open.currentPosition, now), created: false };
    }

    refuseStart(seat, item, attempts, open, now);
    if (open) await finishAttempt(tx, open, 'RESTART', now);
    const view = await drawNewAttempt(tx, seat, item, attempts, request.deviceId, now);
    return { view, created: true };
  });
}

/** exm-001 not open, exm-002 none left, exm-003 too early; judged as if the open attempt (restart) had just finished. */
function refuseStart(seat: PlayerSeat, item: ExamItem, attempts: readonly AttemptRow[], open: AttemptRow | null, now: Date): void {
  if (item.notOpen) throw new AppError(403, ERROR_CODES.EXAM_NOT_OPEN, item.notOpen);
  const judged = attempts.map((attempt) => (attempt === open ? { ...attempt, status: 'GRADED', finishedAt: now } : attempt));
  const { refusal } = attemptAllowance(item.exam, judged, now, isInstructorSeat(seat));
  if (refusal) throw new AppError(403, refusal.code, refusal.message);
}

async function drawNewAttempt(tx: Db, seat: PlayerSeat, item: ExamItem, attempts: readonly AttemptRow[], deviceId: string, now: Date): Promise<AttemptView> {
  const { exam, subsection } = item;
  const rows = await tx.select({
    id: examQuestions.id, questionId: examQuestions.questionId, parentId: examQuestions.parentId, position: examQuestions.position,
    points: examQuestions.points, isBonus: examQuestions.isBonus,
  }).from(examQuestions).where(eq(examQuestions.examId, exam.id));
  const bank = await bankQuestionsOf(tx, rows.map((row) => row.questionId));
  const seed = randomInt(0, 2_147_483_647);
  const drawn = drawAttempt(exam, rows, bank, seed);
  if (!drawn.length) throw new AppError(409, ERROR_CODES.EXAM_ATTEMPT_STATE, 'The exam has no questions yet');

  const timeLimit = exam.hasTimeLimit ? exam.timeLimitInMinutes : null;
  const [attempt] = await tx.insert(examAttempts).values({
    organizationId: seat.caller.organizationId,
    userId: seat.caller.userId,
    courseId: seat.course.id,
    subsectionId: subsection.id,
    examId: exam.id,
    attemptNumber: attempts.reduce((max, row) => Math.max(max, row.attemptNumber), 0) + 1,
    startedAt: now,
    deadlineAt: deadlineOf(now, timeLimit, subsection.availableTo),
    timeLimitInMinutes: timeLimit,
    passingScorePercentage: exam.passingScorePercentage,
    shuffleSeed: seed,
    isInstructorAttempt: isInstructorSeat(seat),
    deviceId,
  }).onConflictDoNothing().returning();
  if (!attempt) throw new AppError(409, ERROR_CODES.EXAM_ATTEMPT_STATE, 'Another start of this exam is under way: try again');

  const values = (entry: (typeof drawn)[number], parentId: number | null) => ({
    organizationId: attempt.organizationId,
    attemptId: attempt.id,
    examQuestionId: entry.examQuestionId,
    questionId: entry.questionId,
    parentId,
    position: entry.position,
    page: entry.page,
    answerOrder: entry.answerOrder,
    matchOrder: entry.matchOrder,
    pointsPossible: entry.pointsPossible,
    isBonus: entry.isBonus,
  });
  // Passages first: their children name the rows they get.
  const parents = await tx.insert(examAttemptQuestions).values(drawn.filter((entry) => entry.parentIndex === null).map((entry) => values(entry, null)))
    .returning({ id: examAttemptQuestions.id, position: examAttemptQuestions.position });
  const idAt = new Map(parents.map((row) => [row.position, row.id]));
  const children = drawn.filter((entry) => entry.parentIndex !== null)
    .map((entry) => values(entry, idAt.get(drawn[entry.parentIndex!]!.position) ?? null));
  if (children.length) await tx.insert(examAttemptQuestions).values(children);

  await recordAttemptEvent(tx, attempt, 'STARTED', now, { details: { deviceId } });
  return loadAttemptView(tx, attempt, exam, 0, now, bank);
}
