import type { QuestionType } from '../tables';

/**
 * Whether a question holds together for its type (docs/design/exams-api.md
 * "Question types"). Pure: it sees the question as it will be stored (rich
 * text already sanitized, texts trimmed) and answers the first problem, its
 * field named first (`answers: ...`, `children[1].answerKeys: ...`), or null.
 */

interface RuleAnswer {
  stem: string;
  matchText: string | null;
  isCorrect: boolean;
}

interface RuleKey {
  blank: number | null;
  text: string | null;
  numericValue: number | null;
  tolerance: number | null;
}

export interface RuleQuestion {
  type: QuestionType;
  stem: string;
  rubricId: number | null;
  answers: RuleAnswer[];
  answerKeys: RuleKey[];
  children: RuleQuestion[];
}

/** Option-based types: what each needs of its options. */
const OPTION_TYPES: ReadonlySet<QuestionType> = new Set(['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE', 'MATCHING', 'ORDERING']);
const KEY_TYPES: ReadonlySet<QuestionType> = new Set(['SHORT_ANSWER', 'NUMERIC', 'FILL_IN_BLANKS']);

/** Text a reader would see: tags dropped, entities of spaces as spaces; a picture counts as content. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/g, ' ').trim().length > 0;
}

/** The blank numbers a FILL_IN_BLANKS stem marks, in the order they appear (`[[1]]`, `[[2]]`...). */
export function blanksOf(stem: string): number[] {
  return [...stem.matchAll(/\[\[(\d{1,3})\]\]/g)].map((match) => Number(match[1]));
}

function optionsProblem(question: RuleQuestion): string | null {
  const { type, answers } = question;
  if (answers.length < 2) return 'answers: at least two options are needed';
  const empty = answers.findIndex((answer) => !hasVisibleContent(answer.stem));
  if (empty >= 0) return `answers[${empty}].stem: an option needs text`;
  const correct = answers.filter((answer) => answer.isCorrect).length;
  const matched = answers.findIndex((answer) => answer.matchText !== null);
  if (type !== 'MATCHING' && matched >= 0) return `answers[${matched}].matchText: only a matching question pairs options`;
  switch (type) {
    case 'SINGLE_CHOICE':
      return correct === 1 ? null : 'answers: a single-choice question needs exactly one correct option';
    case 'MULTIPLE_CHOICE':
      return correct >= 1 ? null : 'answers: a multiple-choice question needs at least one correct option';
    case 'TRUE_FALSE':
      if (answers.length !== 2) return 'answers: a true/false question has exactly two options (true and false)';
      return correct === 1 ? null : 'answers: a true/false question needs exactly one correct option';
    case 'MATCHING': {
      const unmatched = answers.findIndex((answer) => !answer.matchText);
      return unmatched >= 0 ? `answers[${unmatched}].matchText: each prompt needs the response it pairs with` : null;
    }
    default:
      // ORDERING: the array order is the correct order; correctness flags mean nothing there.
      return null;
  }
}

function keysProblem(question: RuleQuestion): string | null {
  const { type, answerKeys } = question;
  if (answerKeys.length < 1) return 'answerKeys: at least one accepted answer is needed';
  for (const [index, key] of answerKeys.entries()) {
    const field = `answerKeys[${index}]`;
    if (type === 'NUMERIC') {
      if (key.numericValue === null) return `${field}.numericValue: a numeric answer needs a value`;
      if (key.text !== null) return `${field}.text: a numeric answer is a number, not text`;
      if (key.blank !== null) return `${field}.blank: only fill-in-the-blanks answers name a blank`;
      continue;
    }
    if (!key.text) return `${field}.text: an accepted answer needs text`;
    if (key.numericValue !== null || key.tolerance !== null) return `${field}.numericValue: only a numeric answer has a value and tolerance`;
    if (type === 'SHORT_ANSWER' && key.blank !== null) return `${field}.blank: only fill-in-the-blanks answers name a blank`;
    if (type === 'FILL_IN_BLANKS' && key.blank === null) return `${field}.blank: each accepted answer names its blank`;
  }
  if (type !== 'FILL_IN_BLANKS') return null;
  const marked = blanksOf(question.stem);
  if (!marked.length) return 'stem: mark each blank with [[1]], [[2]]...';
  const count = Math.max(...marked);
  for (let blank = 1; blank <= count; blank++) {
    const times = marked.filter((n) => n === blank).length;
    if (times !== 1) return `stem: blank [[${blank}]] must appear exactly once (it appears ${times} times)`;
    if (!answerKeys.some((key) => key.blank === blank)) return `answerKeys: blank ${blank} needs at least one accepted answer`;
  }
  const beyond = answerKeys.findIndex((key) => key.blank! > count);
  return beyond >= 0 ? `answerKeys[${beyond}].blank: the stem has only ${count} blanks` : null;
}

/** The first problem of one question (children included), or null when it holds together. */
export function questionProblem(question: RuleQuestion, isChild = false): string | null {
  const { type } = question;
  if (!hasVisibleContent(question.stem)) return 'stem: the question needs text';
  if (isChild && type === 'CASE') return 'type: a case question cannot hold another case question';
  if (type !== 'CASE' && question.children.length) return 'children: only a case question has children';
  if (type !== 'ESSAY' && question.rubricId !== null) return 'rubricId: only an essay is reviewed with a rubric';
  if (!OPTION_TYPES.has(type) && question.answers.length) return 'answers: this type of question has no options';
  if (!KEY_TYPES.has(type) && question.answerKeys.length) return 'answerKeys: this type of question has no accepted answers';
  if (OPTION_TYPES.has(type)) return optionsProblem(question);
  if (KEY_TYPES.has(type)) return keysProblem(question);
  if (type === 'CASE') {
    if (!question.children.length) return 'children: a case question needs at least one question';
    for (const [index, child] of question.children.entries()) {
      const problem = questionProblem(child, true);
      if (problem) return `children[${index}].${problem}`;
    }
  }
  return null;
}
