import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { badRequest, notFound } from '../../core/errors';
import { userInterestedCategories, users } from '../users/tables';
import { ASSESSMENT_CONTEXTS, type AnswersBody, type AssessmentContext, type AssessmentDto, type AssessmentStatus } from './dto';
import { assessmentOptions, assessmentQuestions, assessments, userAnswers, userAssessments } from './tables';

export interface Member {
  organizationId: number;
  userId: number;
}

const assessmentNotFound = () => notFound(ERROR_CODES.NOT_FOUND, 'Assessment not found');

/** GET org-assessments-management: the organization's assessments in order, with the caller's status. */
export async function listAssessments(db: Db, member: Member): Promise<AssessmentDto[]> {
  const org = member.organizationId;
  const [rows, questions, options, progress] = await Promise.all([
    db.select().from(assessments).where(eq(assessments.organizationId, org)).orderBy(asc(assessments.sortOrder), asc(assessments.id)),
    db.select().from(assessmentQuestions).where(eq(assessmentQuestions.organizationId, org))
      .orderBy(asc(assessmentQuestions.sortOrder), asc(assessmentQuestions.id)),
    db.select().from(assessmentOptions).where(eq(assessmentOptions.organizationId, org))
      .orderBy(asc(assessmentOptions.sortOrder), asc(assessmentOptions.id)),
    db.select({ assessmentId: userAssessments.assessmentId, completedAt: userAssessments.completedAt }).from(userAssessments)
      .where(and(eq(userAssessments.organizationId, org), eq(userAssessments.userId, member.userId))),
  ]);
  return rows.map((assessment) => {
    const mine = progress.find((p) => p.assessmentId === assessment.id);
    const status: AssessmentStatus = !mine ? 'pending' : mine.completedAt ? 'completed' : 'started';
    return {
      id: assessment.id,
      context: toContext(assessment.context),
      status,
      questions: questions.filter((q) => q.assessmentId === assessment.id).map((q) => ({
        id: q.id,
        title: q.title,
        titleAr: q.titleAr,
        isMultiple: q.isMultiple,
        context: q.context,
        description: q.description,
        options: options.filter((o) => o.questionId === q.id).map((o) => ({
          id: o.id, text: o.text, textAr: o.textAr, from: o.from, to: o.to, description: o.description,
        })),
      })),
    };
  });
}

/** POST org-assessments-management/{id}/start: idempotent; a completed assessment stays completed. */
export async function startAssessment(db: Db, member: Member, assessmentId: number, now: Date): Promise<void> {
  await findAssessment(db, member.organizationId, assessmentId);
  await db.insert(userAssessments).values({ ...member, assessmentId, startedAt: now }).onConflictDoNothing();
}

/**
 * POST assessment-answers: the caller's answers to every question of one
 * assessment, in one transaction. Every option must belong to that
 * assessment (so never to another organization); a single-choice question
 * takes exactly one option, a multiple-choice one at least one. The answers
 * replace earlier ones, so replaying the same request changes nothing.
 * LEARNING_HOURS sets the member's weekly hours; INTERESTED_TOPIC their
 * interested categories.
 */
export async function answerAssessment(db: Db, member: Member, body: AnswersBody, now: Date): Promise<void> {
  const org = member.organizationId;
  const assessment = await findAssessment(db, org, body.assessmentId);
  const [questions, chosen] = await Promise.all([
    db.select({ id: assessmentQuestions.id, isMultiple: assessmentQuestions.isMultiple }).from(assessmentQuestions)
      .where(and(eq(assessmentQuestions.organizationId, org), eq(assessmentQuestions.assessmentId, assessment.id))),
    db.select().from(assessmentOptions).where(and(
      eq(assessmentOptions.organizationId, org),
      eq(assessmentOptions.assessmentId, assessment.id),
      inArray(assessmentOptions.id, body.optionIds),
    )),
  ]);
  if (chosen.length !== body.optionIds.length) throw badRequest('Every option must belong to this assessment');
  for (const question of questions) {
    const picked = chosen.filter((option) => option.questionId === question.id).length;
    if (picked === 0) throw badRequest(`Question ${question.id} needs an answer`);
    if (!question.isMultiple && picked > 1) throw badRequest(`Question ${question.id} takes exactly one option`);
  }

  await db.transaction(async (tx) => {
    await tx.delete(userAnswers).where(and(
      eq(userAnswers.organizationId, org), eq(userAnswers.userId, member.userId), eq(userAnswers.assessmentId, assessment.id),
    ));
    await tx.insert(userAnswers).values(chosen.map((option) => ({ ...member, assessmentId: assessment.id, optionId: option.id })));
    const context = toContext(assessment.context);
    if (context === 'LEARNING_HOURS') {
      await tx.update(users).set({ userLearningHours: learningHoursOf(chosen[0]!) })
        .where(and(eq(users.organizationId, org), eq(users.id, member.userId)));
    } else {
      await tx.delete(userInterestedCategories).where(and(eq(userInterestedCategories.organizationId, org), eq(userInterestedCategories.userId, member.userId)));
      const categories = [...new Set(chosen.map((option) => option.categoryId).filter((id): id is number => id !== null))];
      if (categories.length) {
        await tx.insert(userInterestedCategories).values(categories.map((categoryId) => ({ ...member, categoryId })));
      }
    }
    // Answering counts as starting; the first completion time is kept on replay.
    await tx.insert(userAssessments).values({ ...member, assessmentId: assessment.id, startedAt: now, completedAt: now })
      .onConflictDoUpdate({
        target: [userAssessments.userId, userAssessments.assessmentId],
        set: { completedAt: sql`coalesce(${userAssessments.completedAt}, ${now.toISOString()}::timestamptz)` },
      });
  });
}

async function findAssessment(db: Db, organizationId: number, assessmentId: number) {
  const [row] = await db.select({ id: assessments.id, context: assessments.context }).from(assessments)
    .where(and(eq(assessments.organizationId, organizationId), eq(assessments.id, assessmentId))).limit(1);
  if (!row) throw assessmentNotFound();
  return row;
}

/** users.user_learning_hours is whole hours: the top of the chosen range, or its start when open-ended. */
function learningHoursOf(option: { from: number | null; to: number | null }): number | null {
  const hours = option.to ?? option.from;
  return hours === null ? null : Math.round(hours);
}

function toContext(value: string): AssessmentContext {
  return (ASSESSMENT_CONTEXTS as readonly string[]).includes(value) ? (value as AssessmentContext) : 'INTERESTED_TOPIC';
}
