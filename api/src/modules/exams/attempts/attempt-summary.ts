import type { AttemptSummary } from './dto';
import type { AttemptRow, ExamRow } from './exam-access';

/**
 * An attempt as its member sees it in lists (docs/design/exams-api.md
 * AttemptSummary): its score only when graded and the exam shows results
 * at the end (showResultAtEnd).
 */
export function attemptSummaryOf(attempt: AttemptRow, exam: Pick<ExamRow, 'showResultAtEnd'>): AttemptSummary {
  const graded = attempt.status === 'GRADED' && attempt.score !== null && attempt.totalScore !== null && attempt.percentage !== null;
  return {
    id: attempt.id,
    attemptNumber: attempt.attemptNumber,
    status: attempt.status as AttemptSummary['status'],
    startedAt: attempt.startedAt.toISOString(),
    finishedAt: attempt.finishedAt?.toISOString() ?? null,
    finishedBy: attempt.finishedBy as AttemptSummary['finishedBy'],
    isInstructorAttempt: attempt.isInstructorAttempt,
    result: graded && exam.showResultAtEnd ? {
      score: attempt.score!,
      totalScore: attempt.totalScore!,
      // A rejected attempt counts as 0 % (its stored score stays for the instructor).
      percentage: attempt.isRejected ? 0 : attempt.percentage!,
      isPassed: attempt.isRejected ? (attempt.isPassed === null ? null : false) : attempt.isPassed,
    } : null,
    reviewAvailable: attempt.status !== 'IN_PROGRESS',
    reviewNote: attempt.reviewNote,
  };
}
