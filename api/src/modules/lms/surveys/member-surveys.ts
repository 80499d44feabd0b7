import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { loadOutline, type OutlineSubsection } from '../player/outline';
import { openItem } from '../player/open-item';
import { writesProgress, type PlayerSeat } from '../player/player-gate';
import { resultsHiddenReason } from './ballot-rules';
import type { Survey, SurveyListQuery, SurveySummary } from './dto';
import { choicesOf, hasVoted, resultsOf, settingsOf, type SurveyRow } from './survey-parts';
import { surveyBallots, surveyChoices, surveys, surveyVotes } from './tables';

/**
 * Surveys and polls in the player: only those whose subsection the seat sees;
 * opening one whose item is locked is refused like the item (403 ply-002).
 */

export async function listSurveys(db: Db, seat: PlayerSeat, query: SurveyListQuery) {
  const outline = await loadOutline(db, seat);
  const ids = outline.visible.map((item) => item.id);
  if (!ids.length) return { count: 0, data: [] };
  const order = new Map(ids.map((id, index) => [id, index]));
  const rows = await db.select({
    survey: surveys,
    choiceCount: sql<number>`(select count(*) from ${surveyChoices} c where c.survey_id = "surveys"."id")`.mapWith(Number),
    voted: sql<boolean>`exists (select 1 from ${surveyBallots} b where b.survey_id = "surveys"."id" and b.user_id = ${seat.caller.userId})`.mapWith(Boolean),
  }).from(surveys)
    .where(and(eq(surveys.courseId, seat.course.id), inArray(surveys.subsectionId, ids), query.type ? eq(surveys.type, query.type) : undefined))
    .orderBy(asc(surveys.id));
  rows.sort((a, b) => order.get(a.survey.subsectionId)! - order.get(b.survey.subsectionId)!);
  const skip = query.skip ?? 0;
  const data: SurveySummary[] = rows.slice(skip, skip + (query.take ?? 12)).map(({ survey, choiceCount, voted }) => ({
    id: survey.id, subsectionId: survey.subsectionId, type: survey.type as SurveySummary['type'], title: survey.title,
    choiceCount, voted: writesProgress(seat) ? voted : null,
  }));
  return { count: rows.length, data };
}

/** A survey the seat may open, with its item: 404 when hidden or of another course, 403 ply-002 when its item is locked. */
export async function openSurvey(db: Db, seat: PlayerSeat, surveyId: number): Promise<{ survey: SurveyRow; item: OutlineSubsection }> {
  const [survey] = await db.select().from(surveys).where(and(eq(surveys.courseId, seat.course.id), eq(surveys.id, surveyId))).limit(1);
  if (!survey) throw notFound(ERROR_CODES.NOT_FOUND, 'Survey not found');
  const item = openItem(await loadOutline(db, seat), survey.subsectionId);
  return { survey, item };
}

/** The caller's own choices, where the survey keeps them (named surveys only). */
async function myChoiceIds(db: Db, seat: PlayerSeat, survey: SurveyRow, voted: boolean): Promise<number[] | null> {
  if (!voted || survey.isAnonymous) return null;
  const rows = await db.select({ choiceId: surveyVotes.choiceId }).from(surveyVotes)
    .where(and(eq(surveyVotes.surveyId, survey.id), eq(surveyVotes.userId, seat.caller.userId)))
    .orderBy(asc(surveyVotes.choiceId));
  return rows.map((row) => row.choiceId);
}

async function surveyFor(db: Db, seat: PlayerSeat, survey: SurveyRow): Promise<Survey> {
  const isStudent = writesProgress(seat);
  const voted = isStudent && await hasVoted(db, survey.id, seat.caller.userId);
  const choices = await choicesOf(db, survey.id);
  const hidden = resultsHiddenReason(survey, { isStaff: seat.role !== 'STUDENT', voted });
  return {
    id: survey.id,
    subsectionId: survey.subsectionId,
    type: survey.type as Survey['type'],
    title: survey.title,
    description: survey.description,
    settings: settingsOf(survey),
    choices,
    canVote: isStudent && !voted,
    myVote: { voted, choiceIds: await myChoiceIds(db, seat, survey, voted) },
    results: hidden ? null : await resultsOf(db, survey.id, choices),
    resultsHiddenReason: hidden,
  };
}

export async function getSurvey(db: Db, seat: PlayerSeat, surveyId: number): Promise<Survey> {
  const { survey } = await openSurvey(db, seat, surveyId);
  return surveyFor(db, seat, survey);
}
