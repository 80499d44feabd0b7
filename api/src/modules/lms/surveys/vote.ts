import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { actionInvalid } from '../player/open-item';
import { writesProgress, type PlayerSeat } from '../player/player-gate';
import { writerOf } from '../player/progress-writer';
import { completeSubsection } from '../progress/completion';
import { ballotProblem } from './ballot-rules';
import type { Survey } from './dto';
import { getSurvey, openSurvey } from './member-surveys';
import { surveyBallots, surveyChoices, surveys, surveyVotes } from './tables';

/**
 * POST .../votes: a student's one ballot, counted exactly once. In one
 * transaction: the ballot row first (its key lets one of two concurrent
 * ballots through; the other finds it and is refused, 409 svy-001), then
 * the choices checked against the survey read in that transaction, then
 * the votes: with the member in named surveys, without in anonymous ones.
 * Voting completes the survey's item.
 */
export async function voteInSurvey(db: Db, seat: PlayerSeat, surveyId: number, choiceIds: number[]): Promise<Survey> {
  const { survey, item } = await openSurvey(db, seat, surveyId);
  if (!writesProgress(seat)) throw actionInvalid('Only the course\'s students vote');
  await db.transaction(async (tx) => {
    // The settings and choices as they are now (an author may be changing them).
    const [current] = await tx.select().from(surveys).where(eq(surveys.id, survey.id)).for('share');
    if (!current) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'Survey not found');
    const choices = await tx.select({ id: surveyChoices.id }).from(surveyChoices).where(eq(surveyChoices.surveyId, survey.id));
    const problem = ballotProblem(choiceIds, current.maximumPollVotesPerUser, new Set(choices.map((choice) => choice.id)));
    if (problem === ERROR_CODES.SURVEY_TOO_MANY_CHOICES) {
      throw new AppError(400, problem, `Choose at most ${current.maximumPollVotesPerUser} different choice(s)`);
    }
    if (problem) throw new AppError(400, problem, 'A choice is not one of this survey\'s');
    const ballot = await tx.insert(surveyBallots).values({
      organizationId: seat.caller.organizationId, surveyId: survey.id, userId: seat.caller.userId,
    }).onConflictDoNothing().returning({ userId: surveyBallots.userId });
    if (!ballot.length) throw new AppError(409, ERROR_CODES.SURVEY_ALREADY_VOTED, 'You already voted');
    await tx.insert(surveyVotes).values(choiceIds.map((choiceId) => ({
      organizationId: seat.caller.organizationId,
      surveyId: survey.id,
      choiceId,
      userId: current.isAnonymous ? null : seat.caller.userId,
    })));
    // The count check: this member's named votes never exceed the maximum, whatever ran before.
    if (!current.isAnonymous) {
      const [mine] = await tx.select({ value: sql<number>`count(*)`.mapWith(Number) }).from(surveyVotes)
        .where(and(eq(surveyVotes.surveyId, survey.id), eq(surveyVotes.userId, seat.caller.userId)));
      if ((mine?.value ?? 0) > current.maximumPollVotesPerUser) throw new AppError(409, ERROR_CODES.SURVEY_ALREADY_VOTED, 'You already voted');
    }
    if (!item.isCompleted) await completeSubsection(tx, writerOf(seat), item.id);
  });
  return getSurvey(db, seat, survey.id);
}
