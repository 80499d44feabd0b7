import { and, eq, max, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { actionInvalid } from '../player/open-item';
import { writesProgress, type PlayerSeat } from '../player/player-gate';
import type { SurveyChoice } from './dto';
import { openSurvey } from './member-surveys';
import { surveyChoices, surveys } from './tables';

/**
 * POST .../choices: a student suggests a choice where the survey allows it
 * (403 svy-004 otherwise; the same text twice: 409 svy-004). The choice
 * joins the survey for everyone, marked as added by a student.
 */
export async function suggestChoice(db: Db, seat: PlayerSeat, surveyId: number, text: string): Promise<SurveyChoice> {
  const { survey } = await openSurvey(db, seat, surveyId);
  if (!writesProgress(seat)) throw actionInvalid('Only the course\'s students suggest choices');
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) throw new AppError(400, ERROR_CODES.INVALID_INPUT, 'The choice has no text');
  return db.transaction(async (tx) => {
    // Locked so that two suggestions of one text cannot both pass the check below.
    const [current] = await tx.select({ allow: surveys.allowPollChoiceSuggestion }).from(surveys).where(eq(surveys.id, survey.id)).for('update');
    if (!current?.allow) throw new AppError(403, ERROR_CODES.SURVEY_SUGGESTION_REFUSED, 'This survey takes no suggestions');
    const [same] = await tx.select({ id: surveyChoices.id }).from(surveyChoices)
      .where(and(eq(surveyChoices.surveyId, survey.id), sql`lower(${surveyChoices.text}) = lower(${clean})`));
    if (same) throw new AppError(409, ERROR_CODES.SURVEY_SUGGESTION_REFUSED, 'The survey already has this choice');
    const [last] = await tx.select({ value: max(surveyChoices.sortOrder) }).from(surveyChoices).where(eq(surveyChoices.surveyId, survey.id));
    const [row] = await tx.insert(surveyChoices).values({
      surveyId: survey.id, text: clean, addedByStudent: true, sortOrder: (last?.value ?? 0) + 1, createdAt: seat.caller.now,
    }).returning();
    return { id: row!.id, text: row!.text, mediaUrl: null, addedByStudent: true };
  });
}
