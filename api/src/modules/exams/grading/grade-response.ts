import { round2 } from '../../lms/grades/grade-rule';
import { field, isAnswered, isManualType } from './responses';
import { textMatches, type TextMatchOptions } from './text-match';

/**
 * The grading rule of one answer (docs/design/exams-api.md "Grading rule").
 * Pure: the question with its answers and keys, the response already in
 * answer ids (toAnswerIds), the exam's points and text options.
 */

export interface GradableAnswer {
  id: number;
  isCorrect: boolean;
  matchText: string | null;
  sort: number;
}

export interface GradableKey {
  blank: number | null;
  text: string | null;
  numericValue: number | null;
  tolerance: number | null;
}

/** What the grader reads of a bank question (readQuestions gives more). */
export interface GradableQuestion {
  type: string;
  answers: readonly GradableAnswer[];
  answerKeys: readonly GradableKey[];
}

export interface GradeOptions extends TextMatchOptions {
  points: number;
}

export interface Grade {
  /** null: an instructor decides (an answered essay, file or recording). */
  pointsAwarded: number | null;
  isCorrect: boolean | null;
  needsReview: boolean;
}

// A float key such as 0.1 + 0.2 must match 0.3 with no tolerance.
const NUMERIC_EPSILON = 1e-9;

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : []);

/** ORDERING's correct order, MATCHING's prompts: by sort, then as written. */
export const inCorrectOrder = <T extends { id: number; sort: number }>(answers: readonly T[]): T[] =>
  [...answers].sort((a, b) => a.sort - b.sort || a.id - b.id);

/** The number of blanks: the highest blank any key names. */
export const blankCountOf = (keys: readonly GradableKey[]) => keys.reduce((max, key) => Math.max(max, key.blank ?? 0), 0);

function choiceFraction(question: GradableQuestion, response: unknown): number {
  const chosen = question.answers.find((answer) => answer.id === field(response, 'choice'));
  return chosen?.isCorrect ? 1 : 0;
}

/** Partial credit, with wrong choices taking it back: choosing everything earns nothing. */
function multipleChoiceFraction(question: GradableQuestion, response: unknown): number {
  const chosen = new Set(numbers(field(response, 'choices')));
  const correct = question.answers.filter((answer) => answer.isCorrect);
  const wrong = question.answers.filter((answer) => !answer.isCorrect);
  if (!correct.length) return 0;
  const chosenCorrect = correct.filter((answer) => chosen.has(answer.id)).length;
  const chosenWrong = wrong.filter((answer) => chosen.has(answer.id)).length;
  return Math.max(0, chosenCorrect / correct.length - (wrong.length ? chosenWrong / wrong.length : 0));
}

function shortAnswerFraction(question: GradableQuestion, response: unknown, options: TextMatchOptions): number {
  const text = field(response, 'text');
  if (typeof text !== 'string') return 0;
  return question.answerKeys.some((key) => key.text !== null && textMatches(text, key.text, options)) ? 1 : 0;
}

function numericFraction(question: GradableQuestion, response: unknown): number {
  const value = field(response, 'value');
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return question.answerKeys.some((key) => key.numericValue !== null
    && Math.abs(value - key.numericValue) <= (key.tolerance ?? 0) + NUMERIC_EPSILON) ? 1 : 0;
}

function blanksFraction(question: GradableQuestion, response: unknown, options: TextMatchOptions): number {
  const count = blankCountOf(question.answerKeys);
  if (!count) return 0;
  const given = field(response, 'blanks');
  const blanks = Array.isArray(given) ? given : [];
  let right = 0;
  for (let blank = 1; blank <= count; blank += 1) {
    const text = blanks[blank - 1];
    if (typeof text !== 'string') continue;
    if (question.answerKeys.some((key) => key.blank === blank && key.text !== null && textMatches(text, key.text, options))) right += 1;
  }
  return right / count;
}

/** A prompt is right when paired with a response showing its own text (two prompts may share one). */
function matchingFraction(question: GradableQuestion, response: unknown): number {
  if (!question.answers.length) return 0;
  const byId = new Map(question.answers.map((answer) => [answer.id, answer]));
  const given = field(response, 'pairs');
  const pairs = Array.isArray(given) ? given : [];
  const right = new Set<number>();
  for (const pair of pairs) {
    const prompt = byId.get(field(pair, 'prompt') as number);
    const match = byId.get(field(pair, 'match') as number);
    if (prompt && match && prompt.matchText !== null && match.matchText === prompt.matchText) right.add(prompt.id);
  }
  return right.size / question.answers.length;
}

function orderingFraction(question: GradableQuestion, response: unknown): number {
  const correct = inCorrectOrder(question.answers);
  if (!correct.length) return 0;
  const order = numbers(field(response, 'order'));
  return correct.filter((answer, position) => order[position] === answer.id).length / correct.length;
}

function fractionOf(question: GradableQuestion, response: unknown, options: TextMatchOptions): number {
  switch (question.type) {
    case 'SINGLE_CHOICE': case 'TRUE_FALSE': return choiceFraction(question, response);
    case 'MULTIPLE_CHOICE': return multipleChoiceFraction(question, response);
    case 'SHORT_ANSWER': return shortAnswerFraction(question, response, options);
    case 'NUMERIC': return numericFraction(question, response);
    case 'FILL_IN_BLANKS': return blanksFraction(question, response, options);
    case 'MATCHING': return matchingFraction(question, response);
    case 'ORDERING': return orderingFraction(question, response);
    default: return 0;
  }
}

/**
 * The grade of one answer: a fraction f in [0, 1] of the question's points
 * (round2), correct when f is 1. Unanswered is 0 and never goes to review;
 * an answered essay, file or recording waits for an instructor.
 */
export function gradeResponse(question: GradableQuestion, response: unknown, options: GradeOptions): Grade {
  if (!isAnswered(question.type, response)) return { pointsAwarded: 0, isCorrect: false, needsReview: false };
  if (isManualType(question.type)) return { pointsAwarded: null, isCorrect: null, needsReview: true };
  const fraction = Math.min(1, Math.max(0, fractionOf(question, response, options)));
  return { pointsAwarded: round2(options.points * fraction), isCorrect: fraction === 1, needsReview: false };
}
