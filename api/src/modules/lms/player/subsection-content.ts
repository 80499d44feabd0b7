import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { media, mediaPages, mediaTranscripts } from '../../media/tables';
import { attendanceRecords } from '../attendance/tables';
import { onCampusLectures, onlineLectures, questionnaireAnswers, questionnaireQuestions, subsectionAttachments } from '../content/tables';
import { questionnaireResponses, subsectionProgress } from '../progress/tables';
import { watchedSecondsOf } from '../progress/watched-ranges';
import { courseSubsections } from '../tables';
import type { PlayerSubsection, QuestionFeedback } from './dto';
import { isPlayable } from './file-kind';
import { playerItemOf } from './item-dto';
import { onCampusLectureDto, onlineLectureDto } from './lecture-dto';
import { memberMediaUrl, memberPageUrl, memberTranscriptUrl } from './media-urls';
import { openItem } from './open-item';
import type { Outline, OutlineSubsection } from './outline';
import { writesProgress, type PlayerSeat } from './player-gate';

/** GET courses/{courseId}/subsections/{subsectionId}: one open item with its content, in one round of parallel queries. */
export async function playerSubsectionOf(db: Db, seat: PlayerSeat, outline: Outline, subsectionId: number): Promise<PlayerSubsection> {
  const item = openItem(outline, subsectionId);
  const userId = seat.caller.userId;
  const student = writesProgress(seat);
  const [[texts], file, pages, transcripts, attachments, questionnaire, online, onCampus, progress] = await Promise.all([
    db.select({ description: courseSubsections.description, body: courseSubsections.body }).from(courseSubsections)
      .where(eq(courseSubsections.id, item.id)),
    item.fileMediaId === null ? [] : db.select({
      id: media.id, fileName: media.fileName, mime: media.mime, sizeBytes: media.sizeBytes, sizeKB: media.sizeKB,
      durationSeconds: media.durationSeconds, status: media.status,
    }).from(media).where(eq(media.id, item.fileMediaId)),
    item.fileKind === 'PDF' && item.fileMediaId !== null
      ? db.select({ number: mediaPages.pageNumber, width: mediaPages.width, height: mediaPages.height, text: mediaPages.text })
        .from(mediaPages).where(eq(mediaPages.mediaId, item.fileMediaId)).orderBy(asc(mediaPages.pageNumber))
      : [],
    isPlayable(item.fileKind) && item.fileMediaId !== null
      ? db.select({ language: mediaTranscripts.language, label: mediaTranscripts.label }).from(mediaTranscripts)
        .where(eq(mediaTranscripts.mediaId, item.fileMediaId)).orderBy(asc(mediaTranscripts.language))
      : [],
    db.select({ id: subsectionAttachments.id, name: subsectionAttachments.name, mediaId: subsectionAttachments.mediaId, link: subsectionAttachments.link })
      .from(subsectionAttachments).where(eq(subsectionAttachments.subsectionId, item.id))
      .orderBy(asc(subsectionAttachments.sortOrder), asc(subsectionAttachments.id)),
    item.contentType === 'QUESTIONNAIRE' ? loadQuestionnaire(db, item.id, student ? userId : null) : null,
    item.contentType === 'ONLINE_LECTURE' ? db.select().from(onlineLectures).where(eq(onlineLectures.subsectionId, item.id)) : [],
    item.contentType === 'ON_CAMPUS_LECTURE' ? db.select().from(onCampusLectures).where(eq(onCampusLectures.subsectionId, item.id)) : [],
    student && isPlayable(item.fileKind)
      ? db.select({ position: subsectionProgress.playbackPosition, ranges: subsectionProgress.watchedRanges }).from(subsectionProgress)
        .where(and(eq(subsectionProgress.userId, userId), eq(subsectionProgress.subsectionId, item.id)))
      : [],
  ]);
  const attended = student && (online[0] || onCampus[0]) ? await attendedLecture(db, userId, online[0]?.id ?? null, onCampus[0]?.id ?? null) : null;
  const media0 = file[0] && file[0].status === 'READY' ? file[0] : null;
  const lectureViewer = { now: seat.caller.now, locked: false, attended };
  const neighbours = neighboursOf(outline, item);
  return {
    ...playerItemOf(seat, item),
    sectionId: item.sectionId,
    sectionName: outline.sections.find((section) => section.id === item.sectionId)!.name,
    description: texts?.description ?? null,
    body: texts?.body ?? null,
    ...neighbours,
    file: media0 ? {
      mediaId: media0.id,
      fileName: media0.fileName,
      mime: media0.mime,
      sizeBytes: media0.sizeBytes ?? media0.sizeKB * 1024,
      url: memberMediaUrl(media0.id, userId),
      durationSeconds: media0.durationSeconds,
      pages: item.fileKind === 'PDF'
        ? pages.map((page) => ({ ...page, imageUrl: memberPageUrl(media0.id, page.number, userId) }))
        : null,
      transcripts: transcripts.map((transcript) => ({
        language: transcript.language === 'ar' ? 'ar' as const : 'en' as const,
        label: transcript.label,
        url: memberTranscriptUrl(media0.id, transcript.language, userId),
      })),
    } : null,
    playback: student && isPlayable(item.fileKind) ? {
      position: progress[0]?.position ?? null,
      watchedSeconds: watchedSecondsOf(progress[0]?.ranges ?? [], media0?.durationSeconds ?? null),
      durationSeconds: media0?.durationSeconds ?? null,
    } : null,
    questionnaire,
    onlineLecture: online[0] ? onlineLectureDto(online[0], lectureViewer) : null,
    onCampusLecture: onCampus[0] ? onCampusLectureDto(onCampus[0], lectureViewer) : null,
    attachments: attachments.map((attachment) => ({
      id: attachment.id,
      name: attachment.name,
      url: attachment.mediaId !== null ? memberMediaUrl(attachment.mediaId, userId) : attachment.link ?? '',
      isExternal: attachment.mediaId === null,
    })),
  };
}

/** Previous and next among the items the seat sees (locked ones included: the player shows them with their lock). */
function neighboursOf(outline: Outline, item: OutlineSubsection): { previousId: number | null; nextId: number | null } {
  const index = outline.visible.findIndex((candidate) => candidate.id === item.id);
  return { previousId: outline.visible[index - 1]?.id ?? null, nextId: outline.visible[index + 1]?.id ?? null };
}

async function attendedLecture(db: Db, userId: number, onlineLectureId: number | null, onCampusLectureId: number | null): Promise<boolean> {
  const [row] = await db.select({ id: attendanceRecords.id }).from(attendanceRecords).where(and(
    eq(attendanceRecords.userId, userId),
    onlineLectureId !== null ? eq(attendanceRecords.onlineLectureId, onlineLectureId) : eq(attendanceRecords.onCampusLectureId, onCampusLectureId ?? 0),
  )).limit(1);
  return Boolean(row);
}

/** The questions with their answers (never which is correct), and the member's feedback where they answered. */
async function loadQuestionnaire(db: Db, subsectionId: number, memberId: number | null): Promise<PlayerSubsection['questionnaire']> {
  const questions = await db.select({ id: questionnaireQuestions.id, text: questionnaireQuestions.text }).from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.subsectionId, subsectionId))
    .orderBy(asc(questionnaireQuestions.sortOrder), asc(questionnaireQuestions.id));
  if (!questions.length) return [];
  const questionIds = questions.map((question) => question.id);
  const [answers, responses] = await Promise.all([
    db.select({
      id: questionnaireAnswers.id, questionId: questionnaireAnswers.questionId, text: questionnaireAnswers.text,
      isCorrect: questionnaireAnswers.isCorrect, explanation: questionnaireAnswers.explanation,
    }).from(questionnaireAnswers).where(inArray(questionnaireAnswers.questionId, questionIds))
      .orderBy(asc(questionnaireAnswers.sortOrder), asc(questionnaireAnswers.id)),
    memberId === null ? [] : db.select({ questionId: questionnaireResponses.questionId, answerId: questionnaireResponses.answerId })
      .from(questionnaireResponses)
      .where(and(eq(questionnaireResponses.userId, memberId), inArray(questionnaireResponses.questionId, questionIds))),
  ]);
  return questions.map((question) => {
    const own = answers.filter((answer) => answer.questionId === question.id);
    const response = responses.find((candidate) => candidate.questionId === question.id);
    return {
      id: question.id,
      text: question.text,
      answers: own.map(({ id, text }) => ({ id, text })),
      feedback: response ? feedbackOf(question.id, response.answerId, own) : null,
    };
  });
}

/**
 * What a member learns after answering: right or wrong, the correct answer,
 * and the explanation of the answer they chose (else of the correct one).
 */
export function feedbackOf(
  questionId: number,
  answerId: number,
  answers: ReadonlyArray<{ id: number; isCorrect: boolean; explanation: string | null }>,
): QuestionFeedback {
  const chosen = answers.find((answer) => answer.id === answerId);
  const correct = answers.find((answer) => answer.isCorrect);
  return {
    questionId,
    answerId,
    isCorrect: chosen?.isCorrect ?? false,
    correctAnswerId: correct?.id ?? answerId,
    explanation: chosen?.explanation ?? correct?.explanation ?? null,
  };
}
