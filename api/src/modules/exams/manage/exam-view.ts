import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { courseSections, courseSubsections } from '../../lms/tables';
import { examAttempts, examQuestions, exams, questions, subsectionExams, type QuestionType } from '../tables';
import type { ExamSettings, ManagedExam, ManagedExamSummary } from './dto';

type ExamRow = typeof exams.$inferSelect;

/** The columns that hold an exam's settings, as the API names them. */
export function settingsOf(row: ExamRow): ExamSettings {
  return {
    numberOfQuestions: row.numberOfQuestions,
    hasTimeLimit: row.hasTimeLimit,
    timeLimitInMinutes: row.timeLimitInMinutes,
    hasPassingScore: row.hasPassingScore,
    passingScorePercentage: row.passingScorePercentage,
    hasPublishDate: row.hasPublishDate,
    publishDate: row.publishDate?.toISOString() ?? null,
    multiDirectional: row.multiDirectional,
    oneQuestionAtATime: row.oneQuestionAtATime,
    shuffleQuestions: row.shuffleQuestions,
    shuffleAnswers: row.shuffleAnswers,
    showCorrectAnswerInstantly: row.showCorrectAnswerInstantly,
    showCorrectAnswerOnReview: row.showCorrectAnswerOnReview,
    showResultAtEnd: row.showResultAtEnd,
    allowRetake: row.allowRetake,
    maxAttempts: row.maxAttempts,
    retakeIntervalInMinutes: row.retakeIntervalInMinutes,
    gradingMethod: row.gradingMethod as ExamSettings['gradingMethod'],
    isCheatDetectionEnabled: row.isCheatDetectionEnabled,
  };
}

/** Settings as columns (the publish date back to a Date). */
export function settingsColumns(settings: ExamSettings) {
  return { ...settings, publishDate: settings.publishDate === null ? null : new Date(settings.publishDate) };
}

const EMPTY_COUNTS = { total: 0, inProgress: 0, needsReview: 0, graded: 0, cancelled: 0 };
const COUNT_KEY: Record<string, keyof typeof EMPTY_COUNTS> = {
  IN_PROGRESS: 'inProgress', NEEDS_REVIEW: 'needsReview', GRADED: 'graded', CANCELLED: 'cancelled',
};

/** The list rows of these exams (in the order given): settings, question count, subsections, attempt counts. */
export async function examSummaries(db: Db, rows: readonly ExamRow[]): Promise<ManagedExamSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const questionCounts = await db.select({ examId: examQuestions.examId, value: count() }).from(examQuestions)
    .where(and(inArray(examQuestions.examId, ids), isNull(examQuestions.parentId))).groupBy(examQuestions.examId);
  const placed = await db.select({
    examId: subsectionExams.examId, subsectionExamId: courseSubsections.id, name: courseSubsections.name, sectionName: courseSections.name,
  }).from(subsectionExams)
    .innerJoin(courseSubsections, eq(courseSubsections.id, subsectionExams.subsectionId))
    .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
    .where(inArray(subsectionExams.examId, ids))
    .orderBy(asc(courseSections.sortOrder), asc(courseSubsections.sortOrder), asc(courseSubsections.id));
  // The caller's organization's attempts (row-level security): what its instructors may review.
  const attemptCounts = await db.select({ examId: examAttempts.examId, status: examAttempts.status, value: count() }).from(examAttempts)
    .where(inArray(examAttempts.examId, ids)).groupBy(examAttempts.examId, examAttempts.status);

  return rows.map((row) => {
    const attempts = { ...EMPTY_COUNTS };
    for (const entry of attemptCounts.filter((candidate) => candidate.examId === row.id)) {
      attempts.total += entry.value;
      const key = COUNT_KEY[entry.status];
      if (key) attempts[key] += entry.value;
    }
    return {
      id: row.id,
      courseId: row.courseId,
      title: row.title,
      description: row.description,
      settings: settingsOf(row),
      gradeItemId: row.gradeItemId,
      questionCount: questionCounts.find((entry) => entry.examId === row.id)?.value ?? 0,
      subsections: placed.filter((entry) => entry.examId === row.id)
        .map(({ subsectionExamId, name, sectionName }) => ({ subsectionExamId, name, sectionName })),
      attempts,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** One exam with its questions in exam order (a CASE's children right after it). */
export async function examDetail(db: Db, row: ExamRow): Promise<ManagedExam> {
  const [summary] = await examSummaries(db, [row]);
  const entries = await db.select({
    examQuestionId: examQuestions.id, questionId: examQuestions.questionId, type: questions.type, stem: questions.stem,
    parentId: examQuestions.parentId, position: examQuestions.position, points: examQuestions.points,
    gradingFlexibilityPercentage: examQuestions.gradingFlexibilityPercentage, caseSensitiveGrading: examQuestions.caseSensitiveGrading,
    isBonus: examQuestions.isBonus,
  }).from(examQuestions).innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .where(eq(examQuestions.examId, row.id)).orderBy(asc(examQuestions.position), asc(examQuestions.id));
  const top = entries.filter((entry) => entry.parentId === null);
  const ordered = top.flatMap((entry) => [entry, ...entries.filter((child) => child.parentId === entry.examQuestionId)]);
  return { ...summary!, questions: ordered.map((entry) => ({ ...entry, type: entry.type as QuestionType })) };
}
