import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { inEditableCourse } from '../../lms/authoring/editable-course';
import type { Manager } from '../../lms/manage/manager';
import { createQuestion } from '../bank/create-question';
import { insertLabel, type LabelKind } from '../bank/labels';
import { normalizeQuestion } from '../bank/normalize-question';
import { questionInvalid } from '../bank/question-rows';
import { questionProblem } from '../bank/question-rules';
import type { QuestionChildInput, QuestionInput } from '../bank/types';
import { questionCategories, questionTags } from '../tables';
import type { ImportInput, ImportReport } from './dto';
import { UnreadableFile, type ImportedQuestion, type ParsedFile, type SkippedQuestion } from './model';
import { readGift } from './gift-read';
import { readMoodleXml } from './moodle-xml-read';

/** One import is one transaction: a file this large is imported in several. */
const MAX_QUESTIONS = 1000;

const unreadable = (message: string) => new AppError(400, ERROR_CODES.EXAM_IMPORT_UNREADABLE, message);

function parse(input: ImportInput): ParsedFile {
  try {
    return input.format === 'GIFT' ? readGift(input.content) : readMoodleXml(input.content);
  } catch (error) {
    if (error instanceof UnreadableFile) throw unreadable(error.message);
    throw error;
  }
}

/** The API's own bounds (bank/types.ts), which a file does not pass through: a question beyond them is reported. */
function limitProblem(input: ImportedQuestion['input'], children: number): string | null {
  const tooLong = (field: string, text: string | null | undefined, max: number) => (text && text.length > max ? `${field}: longer than ${max} characters` : null);
  const numberOut = (field: string, value: number | null | undefined) => (value != null && Math.abs(value) > 1e13 ? `${field}: beyond 10^13` : null);
  const answers = input.answers ?? [];
  const keys = input.answerKeys ?? [];
  if (answers.length > 100) return 'answers: more than 100 options';
  if (keys.length > 200) return 'answerKeys: more than 200 accepted answers';
  if (children > 50) return 'children: more than 50 questions in one case';
  return tooLong('stem', input.stem, 100_000) ?? tooLong('explanation', input.explanation, 50_000)
    ?? answers.map((answer, index) => tooLong(`answers[${index}].stem`, answer.stem, 10_000) ?? tooLong(`answers[${index}].matchText`, answer.matchText, 1_000)
      ?? tooLong(`answers[${index}].explanation`, answer.explanation, 10_000)).find(Boolean)
    ?? keys.map((key, index) => tooLong(`answerKeys[${index}].text`, key.text, 1_000) ?? numberOut(`answerKeys[${index}].numericValue`, key.numericValue)
      ?? numberOut(`answerKeys[${index}].tolerance`, key.tolerance)).find(Boolean)
    ?? null;
}

/** Why a read question cannot be stored: the API's own limits first, then the rules of its type. */
function problemOf(question: ImportedQuestion, children: ImportedQuestion[]): string | null {
  return limitProblem(question.input, children.length)
    ?? questionProblem(normalizeQuestion({ ...question.input, children: children.map((child) => child.input) }));
}

/** Course labels by name, created when missing (the import's transaction; the unique constraint settles races). */
function labelsOf(tx: Db, courseId: number, now: Date) {
  const known = new Map<string, number>();
  return async (kind: LabelKind, name: string): Promise<number> => {
    const key = `${kind}:${name}`;
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const created = await insertLabel(tx, courseId, kind, name, now);
    let id = created?.id;
    if (id === undefined) {
      const [row] = kind === 'category'
        ? await tx.select({ id: questionCategories.id }).from(questionCategories).where(and(eq(questionCategories.courseId, courseId), eq(questionCategories.name, name)))
        : await tx.select({ id: questionTags.id }).from(questionTags).where(and(eq(questionTags.courseId, courseId), eq(questionTags.name, name)));
      id = row!.id;
    }
    known.set(key, id);
    return id;
  };
}

/**
 * Imports a Moodle XML or GIFT file into the course's bank in one
 * transaction: every question that holds together is imported whole (a case
 * with the questions of it that hold together); the rest is reported with
 * its place in the file and the reason. Questions go to `categoryId` when
 * given, else to the file's categories (created by name when missing); the
 * file's tags become the course's tags. Nothing readable: 400 exm-009.
 */
export async function importQuestions(db: Db, manager: Manager, courseId: number, input: ImportInput): Promise<ImportReport> {
  const parsed = parse(input);
  if (!parsed.questions.length && !parsed.skipped.length) throw unreadable('The file has no questions');
  const skipped: SkippedQuestion[] = [...parsed.skipped];
  const accepted: Array<{ question: ImportedQuestion; children: ImportedQuestion[] }> = [];
  for (const question of parsed.questions) {
    if (accepted.length >= MAX_QUESTIONS) {
      skipped.push({ index: question.index, name: question.name, reason: `more than ${MAX_QUESTIONS} questions in one file: import the rest from another file` });
      continue;
    }
    // A case keeps the questions of it that hold together; their problems are reported one by one.
    const children = question.children.filter((child) => {
      const problem = problemOf(child, []);
      if (problem) skipped.push({ index: child.index, name: child.name, reason: problem });
      return !problem;
    });
    const problem = problemOf(question, children);
    if (problem) skipped.push({ index: question.index, name: question.name, reason: problem });
    else accepted.push({ question, children });
  }
  skipped.sort((a, b) => a.index - b.index);
  return inEditableCourse(db, manager, courseId, async (tx) => {
    if (input.categoryId !== undefined) {
      const [category] = await tx.select({ id: questionCategories.id }).from(questionCategories)
        .where(and(eq(questionCategories.id, input.categoryId), eq(questionCategories.courseId, courseId)));
      if (!category) throw questionInvalid(`categoryId: ${input.categoryId} is not a question category of this course`);
    }
    const labelId = labelsOf(tx, courseId, manager.now);
    const withLabels = async (question: ImportedQuestion): Promise<QuestionChildInput> => {
      const tagIds: number[] = [];
      for (const tag of question.tags) tagIds.push(await labelId('tag', tag));
      const categoryId = input.categoryId ?? (question.category === null ? null : await labelId('category', question.category));
      return { ...question.input, categoryId, tagIds: [...new Set(tagIds)] };
    };
    const questionIds: number[] = [];
    for (const { question, children } of accepted) {
      const full: QuestionInput = { ...(await withLabels(question)), children: [] };
      for (const child of children) full.children!.push(await withLabels(child));
      const created = await createQuestion(tx, { courseId, createdById: manager.userId }, full, manager.now);
      questionIds.push(created.id);
    }
    return { imported: questionIds.length, questionIds, skipped };
  });
}
