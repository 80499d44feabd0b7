import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { sanitizeOptionalRichText } from '../../../core/rich-text';
import { media } from '../../media/tables';
import { findSubsectionForUpdate } from '../authoring/course-content';
import { inEditableCourse } from '../authoring/editable-course';
import { findEditableCourse, type Manager } from '../manage/manager';
import type { ChoiceInput, ManagedSurvey, SurveyInput, SurveyPatch } from './dto';
import { announceResults } from './notify';
import { choicesOf, resultsOf, settingsOf, type SurveyRow } from './survey-parts';
import { surveyBallots, surveyChoices, surveys } from './tables';

/**
 * Surveys and polls as their course's instructors and administrators manage
 * them (courseManagers scope; a course they may not edit is 404 req-002).
 */

const surveyInvalid = (message: string) => new AppError(400, ERROR_CODES.SURVEY_INVALID, message);

async function managed(db: Db, row: SurveyRow): Promise<ManagedSurvey> {
  const choices = await choicesOf(db, row.id);
  return {
    id: row.id, courseId: row.courseId, subsectionId: row.subsectionId, type: row.type as ManagedSurvey['type'],
    title: row.title, description: row.description, settings: settingsOf(row), choices,
    results: await resultsOf(db, row.id, choices),
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

async function findSurvey(db: Db, courseId: number, surveyId: number, forUpdate = false): Promise<SurveyRow> {
  const query = db.select().from(surveys).where(and(eq(surveys.courseId, courseId), eq(surveys.id, surveyId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Survey not found');
  return row;
}

/** Pictures of choices: files of the manager's organization (400 svy-005 otherwise). */
async function checkMedia(tx: Db, manager: Manager, choices: ChoiceInput[]): Promise<void> {
  const ids = [...new Set(choices.flatMap((choice) => (choice.mediaId === undefined ? [] : [choice.mediaId])))];
  if (!ids.length) return;
  const rows = await tx.select({ id: media.id }).from(media).where(and(inArray(media.id, ids), eq(media.organizationId, manager.organizationId)));
  if (rows.length !== ids.length) throw surveyInvalid('A choice names a file that is not of this organization');
}

async function anyBallot(tx: Db, surveyId: number): Promise<boolean> {
  const [row] = await tx.select({ userId: surveyBallots.userId }).from(surveyBallots).where(eq(surveyBallots.surveyId, surveyId)).limit(1);
  return Boolean(row);
}

export async function listManagedSurveys(db: Db, manager: Manager, courseId: number, page: { skip?: number; take?: number; type?: 'SURVEY' | 'POLL' }) {
  await findEditableCourse(db, manager, courseId);
  const where = and(eq(surveys.courseId, courseId), page.type ? eq(surveys.type, page.type) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(surveys).where(where).orderBy(asc(surveys.id)).offset(page.skip ?? 0).limit(page.take ?? 12),
    db.select({ value: count() }).from(surveys).where(where),
  ]);
  const data: ManagedSurvey[] = [];
  for (const row of rows) data.push(await managed(db, row));
  return { count: total?.value ?? 0, data };
}

/** A survey or poll for a SURVEY or POLL item of the course of the same type, without one yet (400 svy-005 otherwise). */
export async function createSurvey(db: Db, manager: Manager, courseId: number, input: SurveyInput): Promise<ManagedSurvey> {
  const row = await inEditableCourse(db, manager, courseId, async (tx) => {
    const subsection = await findSubsectionForUpdate(tx, courseId, input.subsectionId);
    if (subsection.contentType !== input.type) throw surveyInvalid(`The subsection is not a ${input.type} item`);
    const [existing] = await tx.select({ id: surveys.id }).from(surveys).where(eq(surveys.subsectionId, subsection.id));
    if (existing) throw surveyInvalid(`The subsection already has survey ${existing.id}`);
    await checkMedia(tx, manager, input.choices);
    const [inserted] = await tx.insert(surveys).values({
      courseId, subsectionId: subsection.id, type: input.type, title: input.title.trim(),
      description: sanitizeOptionalRichText(input.description) ?? null,
      isAnonymous: input.isAnonymous ?? false,
      resultIsPublished: input.resultIsPublished ?? true,
      requireVotingForResult: input.requireVotingForResult ?? true,
      maximumPollVotesPerUser: input.maximumPollVotesPerUser ?? 1,
      allowPollChoiceSuggestion: input.allowPollChoiceSuggestion ?? false,
      createdAt: manager.now, updatedAt: manager.now,
    }).returning();
    if (input.choices.length) {
      await tx.insert(surveyChoices).values(input.choices.map((choice, index) => ({
        surveyId: inserted!.id, text: choice.text.trim(), mediaId: choice.mediaId ?? null, sortOrder: index, createdAt: manager.now,
      })));
    }
    return inserted!;
  });
  return managed(db, row);
}

/** Changes what the patch carries; anonymity is fixed once someone voted (400 svy-005); publishing results notifies once. */
export async function updateSurvey(db: Db, manager: Manager, courseId: number, surveyId: number, patch: SurveyPatch): Promise<ManagedSurvey> {
  const row = await inEditableCourse(db, manager, courseId, async (tx) => {
    const current = await findSurvey(tx, courseId, surveyId, true);
    if (patch.isAnonymous !== undefined && patch.isAnonymous !== current.isAnonymous && await anyBallot(tx, surveyId)) {
      throw surveyInvalid('Members already voted: the survey stays as anonymous as they were told');
    }
    const [updated] = await tx.update(surveys).set({
      ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
      ...(patch.description !== undefined ? { description: sanitizeOptionalRichText(patch.description) } : {}),
      ...(patch.isAnonymous !== undefined ? { isAnonymous: patch.isAnonymous } : {}),
      ...(patch.resultIsPublished !== undefined ? { resultIsPublished: patch.resultIsPublished } : {}),
      ...(patch.requireVotingForResult !== undefined ? { requireVotingForResult: patch.requireVotingForResult } : {}),
      ...(patch.maximumPollVotesPerUser !== undefined ? { maximumPollVotesPerUser: patch.maximumPollVotesPerUser } : {}),
      ...(patch.allowPollChoiceSuggestion !== undefined ? { allowPollChoiceSuggestion: patch.allowPollChoiceSuggestion } : {}),
      updatedAt: manager.now,
    }).where(eq(surveys.id, surveyId)).returning();
    if (updated!.resultIsPublished && !current.resultIsPublished) await announceResults(tx, manager, updated!);
    return updated!;
  });
  return managed(db, row);
}

export const publishSurveyResults = (db: Db, manager: Manager, courseId: number, surveyId: number, isPublished: boolean) =>
  updateSurvey(db, manager, courseId, surveyId, { resultIsPublished: isPublished });

export async function deleteSurvey(db: Db, manager: Manager, courseId: number, surveyId: number): Promise<void> {
  await inEditableCourse(db, manager, courseId, async (tx) => {
    await findSurvey(tx, courseId, surveyId, true);
    await tx.delete(surveys).where(eq(surveys.id, surveyId));
  });
}

export async function addSurveyChoice(db: Db, manager: Manager, courseId: number, surveyId: number, input: ChoiceInput): Promise<ManagedSurvey> {
  const row = await inEditableCourse(db, manager, courseId, async (tx) => {
    const current = await findSurvey(tx, courseId, surveyId, true);
    await checkMedia(tx, manager, [input]);
    const [last] = await tx.select({ value: max(surveyChoices.sortOrder) }).from(surveyChoices).where(eq(surveyChoices.surveyId, surveyId));
    await tx.insert(surveyChoices).values({
      surveyId, text: input.text.trim(), mediaId: input.mediaId ?? null, sortOrder: (last?.value ?? -1) + 1, createdAt: manager.now,
    });
    return current;
  });
  return managed(db, row);
}

/** Removes a choice with its votes (ballots stay: those members voted). */
export async function deleteSurveyChoice(db: Db, manager: Manager, courseId: number, surveyId: number, choiceId: number): Promise<ManagedSurvey> {
  const row = await inEditableCourse(db, manager, courseId, async (tx) => {
    const current = await findSurvey(tx, courseId, surveyId, true);
    const deleted = await tx.delete(surveyChoices).where(and(eq(surveyChoices.surveyId, surveyId), eq(surveyChoices.id, choiceId)))
      .returning({ id: surveyChoices.id });
    if (!deleted.length) throw notFound(ERROR_CODES.NOT_FOUND, 'Choice not found');
    return current;
  });
  return managed(db, row);
}
