import { round2 } from '../../lms/grades/grade-rule';
import type { GRADING_METHODS } from '../tables';

export type GradingMethod = (typeof GRADING_METHODS)[number];

/** What the result reads of one attempt (exam_attempts). */
export interface ResultAttempt {
  id: number;
  attemptNumber: number;
  status: string;
  percentage: number | null;
  isPassed: boolean | null;
  isRejected: boolean;
  isInstructorAttempt: boolean;
}

export interface ExamResult {
  /** The member's exam percentage by the grading method (round2; may pass 100 with bonus questions). */
  percentage: number;
  method: GradingMethod;
  /** The attempts the percentage comes from (one for HIGHEST and LATEST; every counted one for AVERAGE), by attemptNumber. */
  basedOn: Array<{ id: number; attemptNumber: number }>;
  /** How many attempts count. */
  counted: number;
}

/**
 * Whether an attempt counts towards the member's result: graded, and not an
 * instructor's (their attempts are previews). CANCELLED ones were given back;
 * open and awaiting-review ones have no final score yet.
 */
function isCounted(attempt: ResultAttempt): boolean {
  return attempt.status === 'GRADED' && !attempt.isInstructorAttempt;
}

/** A rejected attempt counts, as 0 % (the instructor refused it; it still used an attempt). */
const percentageOf = (attempt: ResultAttempt) => (attempt.isRejected ? 0 : attempt.percentage ?? 0);

/**
 * The member's exam result over their counted attempts
 * (docs/design/exams-api.md "Grading rule"): AVERAGE the mean of their
 * percentages, HIGHEST the best (the earliest of equals), LATEST the one with
 * the highest attemptNumber. Null when no attempt counts.
 */
export function examResult(method: GradingMethod, attempts: readonly ResultAttempt[]): ExamResult | null {
  const counted = attempts.filter(isCounted).sort((a, b) => a.attemptNumber - b.attemptNumber);
  if (counted.length === 0) return null;
  const ref = (attempt: ResultAttempt) => ({ id: attempt.id, attemptNumber: attempt.attemptNumber });
  if (method === 'AVERAGE') {
    const sum = counted.reduce((total, attempt) => total + percentageOf(attempt), 0);
    return { percentage: round2(sum / counted.length), method, basedOn: counted.map(ref), counted: counted.length };
  }
  const chosen = method === 'HIGHEST'
    ? counted.reduce((best, attempt) => (percentageOf(attempt) > percentageOf(best) ? attempt : best))
    : counted[counted.length - 1]!;
  return { percentage: round2(percentageOf(chosen)), method, basedOn: [ref(chosen)], counted: counted.length };
}

/**
 * Whether the member has done the exam item (its subsection completes): a
 * counted attempt that was not rejected and passed, or any such attempt when
 * the exam has no passing score. The attempt's own isPassed is used: it was
 * judged against the passing score copied onto it at start.
 */
export function completesExam(hasPassingScore: boolean, attempts: readonly ResultAttempt[]): boolean {
  return attempts.some((attempt) => isCounted(attempt) && !attempt.isRejected && (!hasPassingScore || attempt.isPassed === true));
}
