import { ERROR_CODES, type ErrorCode } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { examResult, type GradingMethod } from '../scoring/exam-result';
import { attemptAllowance, takesAnswers } from './attempt-rules';
import { attemptSummaryOf } from './attempt-summary';
import type { ExamLanding } from './dto';
import { attemptsOf, examItemOf, isInstructorSeat, questionCountsOf, shownQuestionCount, type AttemptRow, type ExamRow } from './exam-access';
import { settledAttempt } from './navigate';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The member's exam result by the grading method, shown only where the exam shows results at the end. */
export function memberResultOf(exam: ExamRow, attempts: readonly AttemptRow[]): { percentage: number; isPassed: boolean | null; method: GradingMethod } | null {
  if (!exam.showResultAtEnd) return null;
  const result = examResult(exam.gradingMethod as GradingMethod, attempts);
  if (!result) return null;
  return { percentage: result.percentage, isPassed: exam.hasPassingScore ? result.percentage >= exam.passingScorePercentage : null, method: result.method };
}

/** The member's attempts, an open one past its deadline finished first. */
async function settledAttempts(db: Db, seat: PlayerSeat, subsectionId: number): Promise<AttemptRow[]> {
  const attempts = await attemptsOf(db, seat, subsectionId);
  const stale = attempts.find((attempt) => attempt.status === 'IN_PROGRESS' && !takesAnswers(attempt, seat.caller.now));
  if (!stale) return attempts;
  await settledAttempt(db, seat, stale.id);
  return attemptsOf(db, seat, subsectionId);
}

/**
 * GET .../exams/{subsectionExamId}: the rules, the attempts left and why a
 * start would be refused (with when the next attempt opens), the open
 * attempt, the previous ones and the result (docs/design/exams-api.md).
 */
export async function examLanding(db: Db, seat: PlayerSeat, subsectionExamId: number): Promise<ExamLanding> {
  const item = await examItemOf(db, seat, subsectionExamId);
  const { exam, subsection } = item;
  const now = seat.caller.now;
  const [attempts, counts] = await Promise.all([settledAttempts(db, seat, subsectionExamId), questionCountsOf(db, [exam.id])]);
  const available = counts.get(exam.id) ?? 0;
  const open = attempts.find((attempt) => attempt.status === 'IN_PROGRESS') ?? null;
  const allowance = attemptAllowance(exam, attempts, now, isInstructorSeat(seat));
  let refusal: ErrorCode | null = null;
  if (item.notOpen) refusal = ERROR_CODES.EXAM_NOT_OPEN;
  else if (!open && allowance.refusal) refusal = allowance.refusal.code;
  else if (!open && available === 0) refusal = ERROR_CODES.EXAM_ATTEMPT_STATE;
  return {
    exam: {
      subsectionExamId,
      title: exam.title,
      description: exam.description,
      questionCount: shownQuestionCount(exam, available),
      settings: {
        hasTimeLimit: exam.hasTimeLimit,
        timeLimitInMinutes: exam.hasTimeLimit ? exam.timeLimitInMinutes : null,
        hasPassingScore: exam.hasPassingScore,
        passingScorePercentage: exam.passingScorePercentage,
        oneQuestionAtATime: exam.oneQuestionAtATime,
        multiDirectional: exam.multiDirectional,
        allowRetake: exam.allowRetake,
        maxAttempts: exam.allowRetake ? exam.maxAttempts : 1,
        retakeIntervalInMinutes: exam.allowRetake ? exam.retakeIntervalInMinutes : null,
        gradingMethod: exam.gradingMethod as GradingMethod,
        showCorrectAnswerInstantly: exam.showCorrectAnswerInstantly,
        showCorrectAnswerOnReview: exam.showCorrectAnswerOnReview,
        showResultAtEnd: exam.showResultAtEnd,
        isCheatDetectionEnabled: exam.isCheatDetectionEnabled,
      },
      availableFrom: iso(subsection.availableFrom),
      availableTo: iso(subsection.availableTo),
      publishDate: exam.hasPublishDate ? iso(exam.publishDate) : null,
    },
    attempts: {
      used: allowance.used,
      left: allowance.left,
      canStart: refusal === null,
      refusal,
      nextAttemptAt: iso(allowance.nextAttemptAt),
    },
    openAttempt: open ? { id: open.id, deadlineAt: iso(open.deadlineAt) } : null,
    previous: attempts.filter((attempt) => attempt.status !== 'IN_PROGRESS').map((attempt) => attemptSummaryOf(attempt, exam)),
    result: memberResultOf(exam, attempts),
    serverNow: now.toISOString(),
  };
}

/** GET .../exams/{subsectionExamId}/attempts: the member's attempts at the exam, by number. */
export async function listMyExamAttempts(db: Db, seat: PlayerSeat, subsectionExamId: number) {
  const { exam } = await examItemOf(db, seat, subsectionExamId);
  const attempts = await attemptsOf(db, seat, subsectionExamId);
  return { count: attempts.length, data: attempts.map((attempt) => attemptSummaryOf(attempt, exam)) };
}
