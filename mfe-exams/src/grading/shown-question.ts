// The grading screen reads an attempt through the instructors' call, whose
// questions carry everything (answer ids, correct flags, keys). The answer
// views the member's review uses (review/ResponseView, shared/CorrectAnswer,
// shared/option-words) speak the member's language: options named by the
// index they were shown at. These pure functions turn one into the other.
import type { ManagedQuestion } from '../api/review-types';
import type { AttemptQuestion, ExamResponse, QuestionType } from '../api/types';

/** The types an instructor grades: answered, they wait for a review. */
const MANUAL: ReadonlySet<QuestionType> = new Set(['ESSAY', 'FILE_UPLOAD', 'AUDIO_RECORDING', 'VIDEO_RECORDING']);

export const isManual = (type: QuestionType): boolean => MANUAL.has(type);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const numbers = (value: unknown): value is number[] => Array.isArray(value) && value.every(isNumber);
const strings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The member's saved answer in the shape its type takes (docs/design/exams-api.md
 * "Responses"), or null: unanswered, or a shape the type does not take (the
 * server checks every save, so that would be a bug; shown as no answer rather than a crash).
 */
export function responseOf(type: QuestionType, value: unknown): ExamResponse | null {
  if (!isRecord(value)) return null;
  switch (type) {
    case 'SINGLE_CHOICE': case 'TRUE_FALSE': return isNumber(value.choice) ? { choice: value.choice } : null;
    case 'MULTIPLE_CHOICE': return numbers(value.choices) ? { choices: value.choices } : null;
    case 'SHORT_ANSWER': return typeof value.text === 'string' ? { text: value.text } : null;
    case 'NUMERIC': return isNumber(value.value) ? { value: value.value } : null;
    case 'FILL_IN_BLANKS': return strings(value.blanks) ? { blanks: value.blanks } : null;
    case 'ORDERING': return numbers(value.order) ? { order: value.order } : null;
    case 'ESSAY': return typeof value.html === 'string' ? { html: value.html } : null;
    case 'FILE_UPLOAD': case 'AUDIO_RECORDING': case 'VIDEO_RECORDING': return numbers(value.mediaIds) ? { mediaIds: value.mediaIds } : null;
    case 'MATCHING': {
      const pairs = Array.isArray(value.pairs) ? value.pairs : null;
      const valid = pairs?.every((pair) => isRecord(pair) && isNumber(pair.prompt) && isNumber(pair.match));
      return pairs && valid ? { pairs: pairs as Array<{ prompt: number; match: number }> } : null;
    }
    default: return null;
  }
}

/** How many blanks a FILL_IN_BLANKS question has: its keys name them 1..n. */
const blankCountOf = (question: ManagedQuestion) => question.keys.reduce((most, key) => Math.max(most, key.blank ?? 0), 0);

/** The question as the member was shown it: options, prompts and matches by shown index, the answer in its type's shape. */
export function shownQuestion(question: ManagedQuestion): AttemptQuestion {
  const texts = question.options.map(({ index, text }) => ({ index, text }));
  const matching = question.type === 'MATCHING';
  return {
    attemptQuestionId: question.attemptQuestionId,
    page: question.page,
    position: question.position,
    type: question.type,
    stem: question.stem,
    points: question.points,
    isBonus: question.isBonus,
    parentId: question.parentId,
    ...(matching ? { prompts: texts, matches: question.matches.map(({ index, text }) => ({ index, text })) } : texts.length ? { options: texts } : {}),
    ...(question.type === 'FILL_IN_BLANKS' ? { blankCount: blankCountOf(question) } : {}),
    response: responseOf(question.type, question.response),
    sequence: 0,
    flagged: question.flagged,
    checked: question.checked,
  };
}
