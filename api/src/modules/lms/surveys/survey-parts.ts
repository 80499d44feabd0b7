import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { mediaContentUrl } from '../../media/service';
import { percentOf } from './ballot-rules';
import type { SurveyChoice, SurveyResults } from './dto';
import { surveyBallots, surveyChoices, surveys, surveyVotes } from './tables';

/** Pieces every survey answer is built from (member and manager alike). */

export type SurveyRow = typeof surveys.$inferSelect;

export const settingsOf = (row: SurveyRow) => ({
  isAnonymous: row.isAnonymous,
  resultIsPublished: row.resultIsPublished,
  requireVotingForResult: row.requireVotingForResult,
  maximumPollVotesPerUser: row.maximumPollVotesPerUser,
  allowPollChoiceSuggestion: row.allowPollChoiceSuggestion,
});

export async function choicesOf(db: Db, surveyId: number): Promise<SurveyChoice[]> {
  const rows = await db.select().from(surveyChoices).where(eq(surveyChoices.surveyId, surveyId))
    .orderBy(asc(surveyChoices.sortOrder), asc(surveyChoices.id));
  return rows.map((row) => ({
    id: row.id, text: row.text, mediaUrl: row.mediaId === null ? null : mediaContentUrl(row.mediaId), addedByStudent: row.addedByStudent,
  }));
}

/** Votes per choice and voters (ballots), of the caller's organization: row-level security scopes both. */
export async function resultsOf(db: Db, surveyId: number, choices: SurveyChoice[]): Promise<SurveyResults> {
  const [perChoice, [voters]] = await Promise.all([
    db.select({ choiceId: surveyVotes.choiceId, votes: sql<number>`count(*)`.mapWith(Number) }).from(surveyVotes)
      .where(eq(surveyVotes.surveyId, surveyId)).groupBy(surveyVotes.choiceId),
    db.select({ value: count() }).from(surveyBallots).where(eq(surveyBallots.surveyId, surveyId)),
  ]);
  const votesOf = new Map(perChoice.map((row) => [row.choiceId, row.votes]));
  const voterCount = voters?.value ?? 0;
  return {
    voterCount,
    voteCount: perChoice.reduce((sum, row) => sum + row.votes, 0),
    choices: choices.map((choice) => {
      const votes = votesOf.get(choice.id) ?? 0;
      return { choiceId: choice.id, text: choice.text, votes, percent: percentOf(votes, voterCount) };
    }),
  };
}

export async function hasVoted(db: Db, surveyId: number, userId: number): Promise<boolean> {
  const [row] = await db.select({ userId: surveyBallots.userId }).from(surveyBallots)
    .where(and(eq(surveyBallots.surveyId, surveyId), eq(surveyBallots.userId, userId)));
  return Boolean(row);
}
