import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { media } from '../../media/tables';
import {
  onCampusLectures, onlineLectures, questionnaireAnswers, questionnaireQuestions, subsectionAttachments,
  subsectionAudienceGroups, subsectionAudienceStudents,
} from '../content/tables';
import type { Audience, ManagedSubsection } from './subsection-dto';
import { findSubsectionForUpdate } from './course-content';

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function questionnaireOf(db: Db, subsectionId: number): Promise<ManagedSubsection['questionnaire']> {
  const questions = await db.select().from(questionnaireQuestions).where(eq(questionnaireQuestions.subsectionId, subsectionId))
    .orderBy(asc(questionnaireQuestions.sortOrder), asc(questionnaireQuestions.id));
  if (!questions.length) return [];
  const answers = await db.select().from(questionnaireAnswers)
    .where(inArray(questionnaireAnswers.questionId, questions.map((question) => question.id)))
    .orderBy(asc(questionnaireAnswers.sortOrder), asc(questionnaireAnswers.id));
  return questions.map((question) => ({
    id: question.id,
    text: question.text,
    answers: answers.filter((answer) => answer.questionId === question.id)
      .map(({ id, text, isCorrect, explanation }) => ({ id, text, isCorrect, explanation })),
  }));
}

/** The attachments of a subsection, in order. */
async function attachmentsOf(db: Db, subsectionId: number): Promise<ManagedSubsection['attachments']> {
  return db.select({
    id: subsectionAttachments.id, name: subsectionAttachments.name, mediaId: subsectionAttachments.mediaId,
    link: subsectionAttachments.link, sortOrder: subsectionAttachments.sortOrder,
  }).from(subsectionAttachments).where(eq(subsectionAttachments.subsectionId, subsectionId))
    .orderBy(asc(subsectionAttachments.sortOrder), asc(subsectionAttachments.id));
}

/** A subsection of the course with everything its authors set (404 when it is not of the course). */
export async function loadManagedSubsection(db: Db, courseId: number, subsectionId: number): Promise<ManagedSubsection> {
  const row = await findSubsectionForUpdate(db, courseId, subsectionId);
  const [file] = row.fileMediaId === null ? [] : await db.select({ mediaId: media.id, fileName: media.fileName, mime: media.mime, type: media.type })
    .from(media).where(eq(media.id, row.fileMediaId));
  const [online] = await db.select({ id: onlineLectures.id }).from(onlineLectures).where(eq(onlineLectures.subsectionId, subsectionId));
  const [onCampus] = await db.select({ id: onCampusLectures.id }).from(onCampusLectures).where(eq(onCampusLectures.subsectionId, subsectionId));
  const students = await db.select({ id: subsectionAudienceStudents.userId }).from(subsectionAudienceStudents)
    .where(eq(subsectionAudienceStudents.subsectionId, subsectionId)).orderBy(asc(subsectionAudienceStudents.userId));
  const groups = await db.select({ id: subsectionAudienceGroups.groupId }).from(subsectionAudienceGroups)
    .where(eq(subsectionAudienceGroups.subsectionId, subsectionId)).orderBy(asc(subsectionAudienceGroups.groupId));
  return {
    id: row.id,
    sectionId: row.sectionId,
    name: row.name,
    description: row.description,
    contentType: row.contentType,
    isTextOnly: row.isTextOnly,
    body: row.body,
    file: file ?? null,
    questionnaire: await questionnaireOf(db, subsectionId),
    onlineLectureId: online?.id ?? null,
    onCampusLectureId: onCampus?.id ?? null,
    isOptional: row.isOptional,
    isPublished: row.isPublished,
    weight: row.weight,
    sortOrder: row.sortOrder,
    availableFrom: iso(row.availableFrom),
    availableTo: iso(row.availableTo),
    audience: row.audience as Audience,
    audienceStudentIds: students.map((student) => student.id),
    audienceGroupIds: groups.map((group) => group.id),
    attachments: await attachmentsOf(db, subsectionId),
  };
}
