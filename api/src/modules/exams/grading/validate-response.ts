import type { ExamResponse } from './responses';
import { field } from './responses';

/**
 * Whether a response fits its question as shown in the attempt
 * (docs/design/exams-api.md "Responses"), and the response kept: only its
 * type's field, nothing else the client sent. Pure; the caller sanitizes an
 * essay's HTML and checks uploads against the database.
 */

export interface ShownQuestion {
  type: string;
  /** Options shown (answerOrder's length). */
  optionCount: number;
  /** MATCHING: responses shown (matchOrder's length). */
  matchCount: number;
  /** FILL_IN_BLANKS: its blanks. */
  blankCount: number;
}

export type Checked = { ok: true; response: ExamResponse | null } | { ok: false; message: string };

export const TEXT_MAX = 2000;
export const BLANK_MAX = 500;
export const ESSAY_MAX = 50_000;
export const UPLOADS_MAX = 5;

const refuse = (message: string): Checked => ({ ok: false, message });
const isIndex = (value: unknown, count: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < count;
const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

function checkChoice(response: unknown, shown: ShownQuestion): Checked {
  const choice = field(response, 'choice');
  return isIndex(choice, shown.optionCount) ? { ok: true, response: { choice } } : refuse(`choice must be an option index 0..${shown.optionCount - 1}`);
}

function checkChoices(response: unknown, shown: ShownQuestion): Checked {
  const choices = field(response, 'choices');
  if (!Array.isArray(choices) || !choices.every((choice) => isIndex(choice, shown.optionCount)) || !distinct(choices)) {
    return refuse(`choices must be distinct option indexes 0..${shown.optionCount - 1}`);
  }
  return { ok: true, response: { choices: choices as number[] } };
}

function checkText(response: unknown): Checked {
  const text = field(response, 'text');
  return typeof text === 'string' && text.length <= TEXT_MAX ? { ok: true, response: { text } } : refuse(`text must be a string of at most ${TEXT_MAX} characters`);
}

function checkNumber(response: unknown): Checked {
  const value = field(response, 'value');
  return typeof value === 'number' && Number.isFinite(value) ? { ok: true, response: { value } } : refuse('value must be a finite number');
}

function checkBlanks(response: unknown, shown: ShownQuestion): Checked {
  const blanks = field(response, 'blanks');
  if (!Array.isArray(blanks) || blanks.length > shown.blankCount || !blanks.every((blank) => typeof blank === 'string' && blank.length <= BLANK_MAX)) {
    return refuse(`blanks must be at most ${shown.blankCount} strings of at most ${BLANK_MAX} characters`);
  }
  return { ok: true, response: { blanks: blanks as string[] } };
}

function checkPairs(response: unknown, shown: ShownQuestion): Checked {
  const pairs = field(response, 'pairs');
  if (!Array.isArray(pairs)) return refuse('pairs must be a list of {prompt, match}');
  const kept: Array<{ prompt: number; match: number }> = [];
  for (const pair of pairs) {
    const prompt = field(pair, 'prompt');
    const match = field(pair, 'match');
    if (!isIndex(prompt, shown.optionCount) || !isIndex(match, shown.matchCount)) {
      return refuse(`a pair names a prompt 0..${shown.optionCount - 1} and a match 0..${shown.matchCount - 1}`);
    }
    kept.push({ prompt, match });
  }
  if (!distinct(kept.map((pair) => pair.prompt))) return refuse('each prompt may be paired once');
  return { ok: true, response: { pairs: kept } };
}

function checkOrder(response: unknown, shown: ShownQuestion): Checked {
  const order = field(response, 'order');
  if (!Array.isArray(order) || order.length !== shown.optionCount || !order.every((index) => isIndex(index, shown.optionCount)) || !distinct(order)) {
    return refuse(`order must be a permutation of 0..${shown.optionCount - 1}`);
  }
  return { ok: true, response: { order: order as number[] } };
}

function checkEssay(response: unknown): Checked {
  const html = field(response, 'html');
  return typeof html === 'string' && html.length <= ESSAY_MAX ? { ok: true, response: { html } } : refuse(`html must be rich text of at most ${ESSAY_MAX} characters`);
}

function checkUploads(response: unknown): Checked {
  const mediaIds = field(response, 'mediaIds');
  if (!Array.isArray(mediaIds) || mediaIds.length < 1 || mediaIds.length > UPLOADS_MAX
    || !mediaIds.every((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647) || !distinct(mediaIds)) {
    return refuse(`mediaIds must be 1..${UPLOADS_MAX} distinct upload ids`);
  }
  return { ok: true, response: { mediaIds: mediaIds as number[] } };
}

export function checkResponse(shown: ShownQuestion, response: unknown): Checked {
  if (response === null) return { ok: true, response: null };
  if (typeof response !== 'object' || Array.isArray(response)) return refuse('a response is an object or null');
  switch (shown.type) {
    case 'SINGLE_CHOICE': case 'TRUE_FALSE': return checkChoice(response, shown);
    case 'MULTIPLE_CHOICE': return checkChoices(response, shown);
    case 'SHORT_ANSWER': return checkText(response);
    case 'NUMERIC': return checkNumber(response);
    case 'FILL_IN_BLANKS': return checkBlanks(response, shown);
    case 'MATCHING': return checkPairs(response, shown);
    case 'ORDERING': return checkOrder(response, shown);
    case 'ESSAY': return checkEssay(response);
    case 'FILE_UPLOAD': case 'AUDIO_RECORDING': case 'VIDEO_RECORDING': return checkUploads(response);
    default: return refuse('this question is not answered (a case passage: answer its questions)');
  }
}
