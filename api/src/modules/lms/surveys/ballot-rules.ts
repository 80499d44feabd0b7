import { ERROR_CODES, type ErrorCode } from '@halaqa/contracts';
import type { RESULTS_HIDDEN_REASONS } from './dto';

/**
 * What is wrong with a ballot, or null: the same choice twice or more
 * choices than the survey allows (svy-002), a choice of another survey (svy-003).
 */
export function ballotProblem(choiceIds: readonly number[], maximum: number, surveyChoiceIds: ReadonlySet<number>): ErrorCode | null {
  if (new Set(choiceIds).size !== choiceIds.length || choiceIds.length > maximum) return ERROR_CODES.SURVEY_TOO_MANY_CHOICES;
  if (choiceIds.some((id) => !surveyChoiceIds.has(id))) return ERROR_CODES.SURVEY_CHOICE_INVALID;
  return null;
}

export type ResultsHiddenReason = (typeof RESULTS_HIDDEN_REASONS)[number];

/**
 * Why the caller may not see the results yet, or null: instructors and
 * administrators always see them; members once they are published and, when
 * the survey requires it, after voting.
 */
export function resultsHiddenReason(survey: { resultIsPublished: boolean; requireVotingForResult: boolean }, caller: { isStaff: boolean; voted: boolean }): ResultsHiddenReason | null {
  if (caller.isStaff) return null;
  if (!survey.resultIsPublished) return 'NOT_PUBLISHED';
  if (survey.requireVotingForResult && !caller.voted) return 'VOTE_FIRST';
  return null;
}

/** Percent of the voters who chose a choice (0 with no voters). */
export const percentOf = (votes: number, voters: number) => (voters === 0 ? 0 : Math.round((100 * votes) / voters));
