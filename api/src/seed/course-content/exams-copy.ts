import type { QuestionInput } from '../../modules/exams/bank/types';

/** The question bank of the seeded complete course: one question of every type, in the course's language. */
export interface SeedQuestions {
  single: QuestionInput;
  multiple: QuestionInput;
  trueFalse: QuestionInput;
  shortAnswer: QuestionInput;
  numeric: QuestionInput;
  blanks: QuestionInput;
  matching: QuestionInput;
  ordering: QuestionInput;
  /** Reviewed with the exam's rubric (its id is added when seeding). */
  essay: QuestionInput;
  fileUpload: QuestionInput;
  audio: QuestionInput;
  video: QuestionInput;
  /** A passage with its questions. */
  caseStudy: QuestionInput;
}

interface ExamWords {
  /** The item in the outline (a new one, or the outline's final quiz). */
  item?: { name: string; description: string };
  title: string;
  /** Rich text: the rules on the landing page. */
  description: string;
}

/** The words of the seeded exams in the course's language (exams.ts). */
export interface ExamSeedCopy {
  /** The section that holds the practice quiz, the timed check-in and the speed round. */
  section: string;
  /** Every question type, open now, untimed, retakes allowed. */
  practice: ExamWords & { item: { name: string; description: string } };
  /** Ten minutes, three attempts, five minutes between them. */
  timed: ExamWords & { item: { name: string; description: string } };
  /** One minute, three questions, retakes at once: a speed round (and the exam a journey leaves open until the server closes it). */
  drill: ExamWords & { item: { name: string; description: string } };
  /** The outline's final quiz (opens later), graded into the final exam's grade item. */
  final: ExamWords;
  rubric: {
    title: string;
    structure: { description: string; ratings: [string, string, string] };
    focus: { description: string; ratings: [string, string, string] };
  };
  questions: SeedQuestions;
  /** The midway member's essay, waiting for the instructor's review. */
  essayAnswer: string;
}
