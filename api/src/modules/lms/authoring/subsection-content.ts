import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { questionnaireAnswers, questionnaireQuestions, subsectionAudienceGroups, subsectionAudienceStudents } from '../content/tables';
import type { QuestionInput } from './subsection-dto';
import { lectureTableOf, type LectureKind } from './subsection-references';

/**
 * The rows that hang off a subsection besides its own: questions and
 * answers, the lecture it teaches with, who may see it. Each replaces what
 * was there, inside the caller's transaction.
 */

/** The questions and answers, in the order given. Replacing them drops the answers members gave to the old ones. */
export async function replaceQuestionnaire(tx: Db, subsectionId: number, questions: readonly QuestionInput[]): Promise<void> {
  await tx.delete(questionnaireQuestions).where(eq(questionnaireQuestions.subsectionId, subsectionId));
  if (!questions.length) return;
  const inserted = await tx.insert(questionnaireQuestions)
    .values(questions.map((question, index) => ({ subsectionId, text: question.text.trim(), sortOrder: index })))
    .returning({ id: questionnaireQuestions.id, sortOrder: questionnaireQuestions.sortOrder });
  const idAt = new Map(inserted.map((row) => [row.sortOrder, row.id]));
  await tx.insert(questionnaireAnswers).values(questions.flatMap((question, index) => question.answers.map((answer, order) => ({
    questionId: idAt.get(index)!,
    text: answer.text.trim(),
    isCorrect: answer.isCorrect,
    explanation: answer.explanation ?? null,
    sortOrder: order,
  }))));
}

/** Makes `lectureId` (or none) the lecture of that kind the subsection teaches with. */
export async function linkLecture(tx: Db, kind: LectureKind, subsectionId: number, lectureId: number | null): Promise<void> {
  const table = lectureTableOf(kind);
  // Unlinking first: a lecture is taught by one subsection at most (unique subsection_id).
  await tx.update(table).set({ subsectionId: null })
    .where(and(eq(table.subsectionId, subsectionId), lectureId === null ? undefined : ne(table.id, lectureId)));
  if (lectureId !== null) await tx.update(table).set({ subsectionId }).where(eq(table.id, lectureId));
}

/** Who may see the subsection when its audience names them (the lists of the other kind are emptied). */
export async function replaceAudience(tx: Db, subsectionId: number, studentIds: readonly number[], groupIds: readonly number[]): Promise<void> {
  await tx.delete(subsectionAudienceStudents).where(eq(subsectionAudienceStudents.subsectionId, subsectionId));
  await tx.delete(subsectionAudienceGroups).where(eq(subsectionAudienceGroups.subsectionId, subsectionId));
  if (studentIds.length) await tx.insert(subsectionAudienceStudents).values(studentIds.map((userId) => ({ subsectionId, userId })));
  if (groupIds.length) await tx.insert(subsectionAudienceGroups).values(groupIds.map((groupId) => ({ subsectionId, groupId })));
}

/** The lecture ids and audience of a stored subsection (what a change keeps unless it restates them). */
export async function linksOf(tx: Db, subsectionId: number) {
  const online = lectureTableOf('ONLINE');
  const onCampus = lectureTableOf('ON_CAMPUS');
  const [onlineRow] = await tx.select({ id: online.id }).from(online).where(eq(online.subsectionId, subsectionId));
  const [onCampusRow] = await tx.select({ id: onCampus.id }).from(onCampus).where(eq(onCampus.subsectionId, subsectionId));
  const students = await tx.select({ id: subsectionAudienceStudents.userId }).from(subsectionAudienceStudents)
    .where(eq(subsectionAudienceStudents.subsectionId, subsectionId));
  const groups = await tx.select({ id: subsectionAudienceGroups.groupId }).from(subsectionAudienceGroups)
    .where(eq(subsectionAudienceGroups.subsectionId, subsectionId));
  const questions = await tx.select({ id: questionnaireQuestions.id }).from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.subsectionId, subsectionId));
  return {
    onlineLectureId: onlineRow?.id ?? null,
    onCampusLectureId: onCampusRow?.id ?? null,
    audienceStudentIds: students.map((row) => row.id),
    audienceGroupIds: groups.map((row) => row.id),
    questionCount: questions.length,
  };
}
