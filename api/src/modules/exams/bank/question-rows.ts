import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { rubrics } from '../../lms/grades/tables';
import { questionAnswerKeys, questionAnswers, questionCategories, questions, questionTagLinks, questionTags } from '../tables';
import type { NormalizedQuestion } from './normalize-question';
import { questionProblem } from './question-rules';

/** 400 exm-008: the question does not hold together; the message names the field. */
export const questionInvalid = (message: string) => new AppError(400, ERROR_CODES.EXAM_QUESTION_INVALID, message);

/** Refuses a question that does not hold together for its type (question-rules.ts). */
export function assertQuestionHolds(question: NormalizedQuestion): void {
  const problem = questionProblem(question);
  if (problem) throw questionInvalid(problem);
}

/**
 * Categories, tags and rubrics are a course's own: one of another course is
 * refused (400 exm-008) as if it did not exist, whoever's course it is.
 */
export async function assertReferencesOfCourse(tx: Db, courseId: number, question: NormalizedQuestion): Promise<void> {
  const all = [question, ...question.children];
  const categoryIds = [...new Set(all.flatMap((q) => (q.categoryId === null ? [] : [q.categoryId])))];
  const tagIds = [...new Set(all.flatMap((q) => q.tagIds))];
  const rubricIds = [...new Set(all.flatMap((q) => (q.rubricId === null ? [] : [q.rubricId])))];
  if (categoryIds.length) {
    const found = await tx.select({ id: questionCategories.id }).from(questionCategories)
      .where(and(eq(questionCategories.courseId, courseId), inArray(questionCategories.id, categoryIds)));
    const missing = categoryIds.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) throw questionInvalid(`categoryId: ${missing} is not a question category of this course`);
  }
  if (tagIds.length) {
    const found = await tx.select({ id: questionTags.id }).from(questionTags)
      .where(and(eq(questionTags.courseId, courseId), inArray(questionTags.id, tagIds)));
    const missing = tagIds.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) throw questionInvalid(`tagIds: ${missing} is not a question tag of this course`);
  }
  if (rubricIds.length) {
    const found = await tx.select({ id: rubrics.id }).from(rubrics)
      .where(and(eq(rubrics.courseId, courseId), inArray(rubrics.id, rubricIds)));
    const missing = rubricIds.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) throw questionInvalid(`rubricId: ${missing} is not a rubric of this course`);
  }
}

/** The question row's own columns (not its answers, keys, tags or children). */
export function questionColumns(question: NormalizedQuestion) {
  return {
    type: question.type,
    stem: question.stem,
    explanation: question.explanation,
    difficulty: question.difficulty,
    categoryId: question.categoryId,
    learningOutcome: question.learningOutcome,
    rubricId: question.rubricId,
  };
}

/** Writes a question's answers (sort = their order), keys and tag links; the question has none yet. */
export async function insertQuestionParts(tx: Db, questionId: number, question: NormalizedQuestion): Promise<void> {
  if (question.answers.length) {
    await tx.insert(questionAnswers).values(question.answers.map((answer, sort) => ({ questionId, ...answer, sort })));
  }
  if (question.answerKeys.length) {
    await tx.insert(questionAnswerKeys).values(question.answerKeys.map((key) => ({ questionId, ...key })));
  }
  if (question.tagIds.length) {
    await tx.insert(questionTagLinks).values(question.tagIds.map((tagId) => ({ questionId, tagId })));
  }
}

/** Drops a question's answers, keys and tag links (before they are written again). */
export async function deleteQuestionParts(tx: Db, questionId: number): Promise<void> {
  await tx.delete(questionAnswers).where(eq(questionAnswers.questionId, questionId));
  await tx.delete(questionAnswerKeys).where(eq(questionAnswerKeys.questionId, questionId));
  await tx.delete(questionTagLinks).where(eq(questionTagLinks.questionId, questionId));
}

/** Inserts one question with its parts; a CASE's children follow under it, in order. Answers its id. */
export async function insertQuestion(
  tx: Db, owner: { courseId: number; createdById: number | null; now: Date }, question: NormalizedQuestion,
  place: { parentId: number | null; sort: number } = { parentId: null, sort: 0 },
): Promise<number> {
  const [row] = await tx.insert(questions).values({
    courseId: owner.courseId, ...questionColumns(question), ...place,
    createdById: owner.createdById, createdAt: owner.now, updatedAt: owner.now,
  }).returning({ id: questions.id });
  const id = row!.id;
  await insertQuestionParts(tx, id, question);
  for (const [sort, child] of question.children.entries()) {
    await insertQuestion(tx, owner, child, { parentId: id, sort });
  }
  return id;
}
