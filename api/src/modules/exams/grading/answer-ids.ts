import { blankCountOf, inCorrectOrder, type GradableAnswer, type GradableKey } from './grade-response';
import { field, type ExamResponse } from './responses';

/**
 * Between the member's language (indexes into the options as the attempt
 * shows them) and the grader's (answer ids). Members never see answer ids:
 * they follow the order the instructor wrote the options in, often the
 * correct one first.
 */

export interface ShownOrder {
  /** Answer ids of the options as shown (exam_attempt_questions.answer_order). */
  answerOrder: readonly number[];
  /** MATCHING: answer ids whose matchText is shown, in the shown order (match_order). */
  matchOrder: readonly number[];
}

const at = (order: readonly number[], index: unknown) => (typeof index === 'number' ? order[index] ?? -1 : -1);
const indexes = (value: unknown) => (Array.isArray(value) ? value : []);

/** A checked response (checkResponse) with option indexes turned into answer ids, for gradeResponse. */
export function toAnswerIds(type: string, response: ExamResponse | null, shown: ShownOrder): ExamResponse | null {
  if (response === null) return null;
  switch (type) {
    case 'SINGLE_CHOICE': case 'TRUE_FALSE': return { choice: at(shown.answerOrder, field(response, 'choice')) };
    case 'MULTIPLE_CHOICE': return { choices: indexes(field(response, 'choices')).map((index) => at(shown.answerOrder, index)) };
    case 'ORDERING': return { order: indexes(field(response, 'order')).map((index) => at(shown.answerOrder, index)) };
    case 'MATCHING': return {
      pairs: indexes(field(response, 'pairs')).map((pair) => ({
        prompt: at(shown.answerOrder, field(pair, 'prompt')),
        match: at(shown.matchOrder, field(pair, 'match')),
      })),
    };
    default: return response;
  }
}

/** The correct answer in the member's language (docs/design/exams-api.md CorrectAnswer). */
export type CorrectAnswer =
  | { choice: number }
  | { choices: number[] }
  | { texts: string[] }
  | { values: Array<{ value: number; tolerance: number }> }
  | { blanks: string[][] }
  | { pairs: Array<{ prompt: number; match: number }> }
  | { order: number[] };

interface KeyedQuestion {
  type: string;
  answers: readonly GradableAnswer[];
  answerKeys: readonly GradableKey[];
}

/** The correct answer as the member would give it; null for types an instructor grades (and CASE). */
export function correctAnswerOf(question: KeyedQuestion, shown: ShownOrder): CorrectAnswer | null {
  const byId = new Map(question.answers.map((answer) => [answer.id, answer]));
  const shownAnswers = shown.answerOrder.map((id) => byId.get(id));
  const correctIndexes = shownAnswers.flatMap((answer, index) => (answer?.isCorrect ? [index] : []));
  switch (question.type) {
    case 'SINGLE_CHOICE': case 'TRUE_FALSE': return { choice: correctIndexes[0] ?? -1 };
    case 'MULTIPLE_CHOICE': return { choices: correctIndexes };
    case 'SHORT_ANSWER': return { texts: question.answerKeys.flatMap((key) => (key.text === null ? [] : [key.text])) };
    case 'NUMERIC': return {
      values: question.answerKeys.flatMap((key) => (key.numericValue === null ? [] : [{ value: key.numericValue, tolerance: key.tolerance ?? 0 }])),
    };
    case 'FILL_IN_BLANKS': return {
      blanks: Array.from({ length: blankCountOf(question.answerKeys) }, (_, index) => question.answerKeys
        .flatMap((key) => (key.blank === index + 1 && key.text !== null ? [key.text] : []))),
    };
    case 'MATCHING': {
      const matchTexts = shown.matchOrder.map((id) => byId.get(id)?.matchText ?? null);
      return {
        pairs: shownAnswers.flatMap((answer, prompt) => {
          const match = answer?.matchText == null ? -1 : matchTexts.indexOf(answer.matchText);
          return match === -1 ? [] : [{ prompt, match }];
        }),
      };
    }
    case 'ORDERING': return { order: inCorrectOrder(question.answers).map((answer) => shown.answerOrder.indexOf(answer.id)) };
    default: return null;
  }
}

/** The options' own explanations, by shown index (choice types; none for the rest). */
export function optionExplanationsOf(
  answers: ReadonlyArray<{ id: number; explanation: string | null }>,
  shown: ShownOrder,
): Array<{ index: number; explanation: string }> {
  const byId = new Map(answers.map((answer) => [answer.id, answer.explanation]));
  return shown.answerOrder.flatMap((id, index) => {
    const explanation = byId.get(id);
    return explanation ? [{ index, explanation }] : [];
  });
}
