import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/core/db/types';
import { createQuestion } from '../../src/modules/exams/bank/create-question';
import type { Question, QuestionInput } from '../../src/modules/exams/bank/types';
import { examQuestions, exams, subsectionExams, type QuestionType } from '../../src/modules/exams/tables';
import { courseSections, courseSubsections } from '../../src/modules/lms/tables';

/**
 * Exams straight in the database for tests (any slice may use them): bank
 * questions through the bank's own createQuestion (so they hold together as
 * the bank requires), exams with their settings, exam_questions, and the
 * EXAM item of the outline that shows the exam.
 */

/** A question of every type but CASE, in English, with known correct answers (comments say which). */
export const SAMPLE_QUESTIONS: Record<Exclude<QuestionType, 'CASE'>, QuestionInput> = {
  // Correct: "Paris" (written second).
  SINGLE_CHOICE: {
    type: 'SINGLE_CHOICE', stem: '<p>The capital of France?</p>', explanation: '<p>Paris is the capital.</p>',
    answers: [{ stem: 'Lyon', explanation: '<p>A big city, not the capital.</p>' }, { stem: 'Paris', isCorrect: true }, { stem: 'Nice' }],
  },
  // Correct: 2 and 3 (of 2, 3, 4, 9).
  MULTIPLE_CHOICE: {
    type: 'MULTIPLE_CHOICE', stem: '<p>Which are prime?</p>',
    answers: [{ stem: '2', isCorrect: true }, { stem: '3', isCorrect: true }, { stem: '4' }, { stem: '9' }],
  },
  // Correct: True.
  TRUE_FALSE: { type: 'TRUE_FALSE', stem: '<p>Water boils at 100 °C at sea level.</p>', answers: [{ stem: 'True', isCorrect: true }, { stem: 'False' }] },
  // Keys: "Mercury", "كوكب عطارد".
  SHORT_ANSWER: { type: 'SHORT_ANSWER', stem: '<p>The planet nearest the sun?</p>', answerKeys: [{ text: 'Mercury' }, { text: 'كوكب عطارد' }] },
  // Key: 3.14 within 0.01.
  NUMERIC: { type: 'NUMERIC', stem: '<p>Pi to two decimals?</p>', answerKeys: [{ numericValue: 3.14, tolerance: 0.01 }] },
  // Blank 1: "red" or "crimson"; blank 2: "blue".
  FILL_IN_BLANKS: {
    type: 'FILL_IN_BLANKS', stem: '<p>Roses are [[1]], violets are [[2]].</p>',
    answerKeys: [{ blank: 1, text: 'red' }, { blank: 1, text: 'crimson' }, { blank: 2, text: 'blue' }],
  },
  // Pairs: Egypt-Cairo, Japan-Tokyo, Peru-Lima.
  MATCHING: {
    type: 'MATCHING', stem: '<p>Match each country with its capital.</p>',
    answers: [{ stem: 'Egypt', matchText: 'Cairo' }, { stem: 'Japan', matchText: 'Tokyo' }, { stem: 'Peru', matchText: 'Lima' }],
  },
  // Correct order: one, two, three, four.
  ORDERING: { type: 'ORDERING', stem: '<p>Put in order.</p>', answers: [{ stem: 'one' }, { stem: 'two' }, { stem: 'three' }, { stem: 'four' }] },
  ESSAY: { type: 'ESSAY', stem: '<p>Describe your week.</p>' },
  FILE_UPLOAD: { type: 'FILE_UPLOAD', stem: '<p>Upload your drawing.</p>' },
  AUDIO_RECORDING: { type: 'AUDIO_RECORDING', stem: '<p>Read the verse aloud.</p>' },
  VIDEO_RECORDING: { type: 'VIDEO_RECORDING', stem: '<p>Show the exercise.</p>' },
};

/** A CASE passage with two questions (a single choice, correct "4"; a short answer, key "four"). */
export const SAMPLE_CASE: QuestionInput = {
  type: 'CASE', stem: '<p>Read: two and two make four.</p>',
  children: [
    { type: 'SINGLE_CHOICE', stem: '<p>2 + 2?</p>', answers: [{ stem: '3' }, { stem: '4', isCorrect: true }] },
    { type: 'SHORT_ANSWER', stem: '<p>Write the sum in words.</p>', answerKeys: [{ text: 'four' }] },
  ],
};

export async function bankQuestion(db: Db, courseId: number, input: QuestionInput): Promise<Question> {
  return db.transaction((tx) => createQuestion(tx, { courseId, createdById: null }, input));
}

export type ExamSettings = Partial<Omit<typeof exams.$inferInsert, 'id' | 'courseId'>>;

export interface ExamQuestionSpec {
  question: Question;
  points?: number;
  isBonus?: boolean;
  gradingFlexibilityPercentage?: number;
  caseSensitiveGrading?: boolean;
  /** A CASE's children's points (default 1 each). */
  childPoints?: number;
}

/** An exam of the course with its questions in the given order (a CASE's children under it). */
export async function createExamRow(db: Db, courseId: number, settings: ExamSettings, specs: readonly ExamQuestionSpec[] = []): Promise<number> {
  const [exam] = await db.insert(exams).values({ title: `Exam ${randomBytes(3).toString('hex')}`, ...settings, courseId }).returning({ id: exams.id });
  for (const [position, spec] of specs.entries()) {
    const [row] = await db.insert(examQuestions).values({
      examId: exam!.id, questionId: spec.question.id, position, points: spec.points ?? 1, isBonus: spec.isBonus ?? false,
      gradingFlexibilityPercentage: spec.gradingFlexibilityPercentage ?? 0, caseSensitiveGrading: spec.caseSensitiveGrading ?? false,
    }).returning({ id: examQuestions.id });
    for (const [childPosition, child] of spec.question.children.entries()) {
      await db.insert(examQuestions).values({
        examId: exam!.id, questionId: child.id, parentId: row!.id, position: childPosition, points: spec.childPoints ?? 1,
      });
    }
  }
  return exam!.id;
}

interface ExamItemFixture {
  courseId: number;
  examId: number;
  /** The section to put it in (default: a new published one). */
  sectionId?: number;
  subsection?: Partial<typeof courseSubsections.$inferInsert>;
}

/** The EXAM item that shows an exam in the outline; returns its id (the subsectionExamId). */
export async function createExamItem(db: Db, fixture: ExamItemFixture): Promise<number> {
  const sectionId = fixture.sectionId
    ?? (await db.insert(courseSections).values({ courseId: fixture.courseId, name: 'Exams' }).returning({ id: courseSections.id }))[0]!.id;
  const [item] = await db.insert(courseSubsections).values({ name: 'Exam', ...fixture.subsection, sectionId, contentType: 'EXAM' })
    .returning({ id: courseSubsections.id });
  await db.insert(subsectionExams).values({ subsectionId: item!.id, examId: fixture.examId });
  return item!.id;
}

export interface ExamFixture {
  examId: number;
  subsectionExamId: number;
  questions: Question[];
}

/**
 * Everything at once: the bank questions (inputs, or specs with points),
 * the exam with its settings and the EXAM item showing it.
 */
export async function createExam(
  db: Db,
  courseId: number,
  options: {
    settings?: ExamSettings;
    questions: ReadonlyArray<QuestionInput | (Omit<ExamQuestionSpec, 'question'> & { input: QuestionInput })>;
    sectionId?: number;
    subsection?: Partial<typeof courseSubsections.$inferInsert>;
  },
): Promise<ExamFixture> {
  const specs: ExamQuestionSpec[] = [];
  for (const entry of options.questions) {
    const { input, ...rest } = 'input' in entry ? entry : { input: entry };
    specs.push({ ...rest, question: await bankQuestion(db, courseId, input) });
  }
  const examId = await createExamRow(db, courseId, options.settings ?? {}, specs);
  const subsectionExamId = await createExamItem(db, { courseId, examId, sectionId: options.sectionId, subsection: options.subsection });
  return { examId, subsectionExamId, questions: specs.map((spec) => spec.question) };
}
