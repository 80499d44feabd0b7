import type { QuestionType } from '../tables';

/**
 * What a member saves for one question (docs/design/exams-api.md
 * "Responses"). Options are named by their index in the attempt's shown
 * order; the grader gets the same shapes with those indexes turned into
 * answer ids (toAnswerIds), so one type serves both.
 */
export type ExamResponse =
  | { choice: number }
  | { choices: number[] }
  | { text: string }
  | { value: number }
  | { blanks: string[] }
  | { pairs: Array<{ prompt: number; match: number }> }
  | { order: number[] }
  | { html: string }
  | { mediaIds: number[] };

/** Types answered by choosing among the options. */
export const CHOICE_TYPES: readonly QuestionType[] = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE'];
/** Types an instructor grades by hand. */
const MANUAL_TYPES: readonly QuestionType[] = ['ESSAY', 'FILE_UPLOAD', 'AUDIO_RECORDING', 'VIDEO_RECORDING'];

export const isManualType = (type: string) => (MANUAL_TYPES as readonly string[]).includes(type);

/** A field of a response, whatever its variant (the variant is the question type's, checked on save). */
export function field<K extends string>(response: unknown, key: K): unknown {
  return response !== null && typeof response === 'object' && key in response ? (response as Record<K, unknown>)[key] : undefined;
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
/** Visible words in rich text: an essay of empty paragraphs is no answer. */
const htmlHasText = (value: unknown) => typeof value === 'string' && value.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
const nonEmptyArray = (value: unknown) => Array.isArray(value) && value.length > 0;

/**
 * Whether the member answered: null, blank text, no choice, no pair, an empty
 * essay are not answers (graded 0, never sent for review, not marked answered
 * in the navigator).
 */
export function isAnswered(type: string, response: unknown): boolean {
  if (response === null || response === undefined) return false;
  switch (type) {
    case 'SINGLE_CHOICE': case 'TRUE_FALSE': return typeof field(response, 'choice') === 'number';
    case 'MULTIPLE_CHOICE': return nonEmptyArray(field(response, 'choices'));
    case 'SHORT_ANSWER': return hasText(field(response, 'text'));
    case 'NUMERIC': return typeof field(response, 'value') === 'number';
    case 'FILL_IN_BLANKS': {
      const blanks = field(response, 'blanks');
      return Array.isArray(blanks) && blanks.some(hasText);
    }
    case 'MATCHING': return nonEmptyArray(field(response, 'pairs'));
    case 'ORDERING': return nonEmptyArray(field(response, 'order'));
    case 'ESSAY': return htmlHasText(field(response, 'html'));
    case 'FILE_UPLOAD': case 'AUDIO_RECORDING': case 'VIDEO_RECORDING': return nonEmptyArray(field(response, 'mediaIds'));
    default: return false;
  }
}
