import { round2 } from '../../lms/grades/grade-rule';

/**
 * An attempt's score (docs/design/exams-api.md "Grading rule"). Pure, and
 * shared: the attempt engine scores at submit and deadline, the review
 * re-scores after an instructor's points. Keep this signature stable.
 */

/** One drawn question of the attempt (exam_attempt_questions, with its review if any). */
export interface ScoredQuestion {
  type: string;
  pointsPossible: number;
  isBonus: boolean;
  /** The automatic grade; null while an instructor has to decide. */
  pointsAwarded: number | null;
  /** An instructor's points: they replace the automatic grade. */
  reviewPoints?: number | null;
}

export interface ScoreSettings {
  hasPassingScore: boolean;
  /** The attempt's copy (taken at start). */
  passingScorePercentage: number;
}

export interface AttemptScore {
  /** Points earned, bonus included. */
  score: number;
  /** Points possible: non-bonus questions, CASE passages excluded. */
  totalScore: number;
  /** score / totalScore x 100 (0 when nothing is possible; above 100 with bonus). */
  percentage: number;
  /** null when the exam has no passing score. */
  isPassed: boolean | null;
}

export function attemptScore(questions: readonly ScoredQuestion[], settings: ScoreSettings): AttemptScore {
  let score = 0;
  let totalScore = 0;
  for (const question of questions) {
    if (question.type === 'CASE') continue;
    const earned = question.reviewPoints ?? question.pointsAwarded ?? 0;
    score += earned;
    if (!question.isBonus) totalScore += question.pointsPossible;
  }
  score = round2(score);
  totalScore = round2(totalScore);
  const percentage = totalScore > 0 ? round2((score / totalScore) * 100) : 0;
  return {
    score,
    totalScore,
    percentage,
    isPassed: settings.hasPassingScore ? percentage >= settings.passingScorePercentage : null,
  };
}
