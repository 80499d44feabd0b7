import { seededRandom, shuffled } from '../../../core/random';

/**
 * The draw of an attempt (docs/design/exams-api.md "Draw and shuffle"):
 * which questions, in which order, with options in which order. Pure and
 * seeded: the same seed draws the same attempt (the result is stored at
 * start anyway, so a later edit of the exam does not move a running attempt).
 */

const sameSequence = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((value, index) => value === b[index]);
/** Moves the first item last: a sequence of distinct items that equalled a target no longer does. */
const rotate = <T>(items: readonly T[]) => (items.length > 1 ? [...items.slice(1), items[0]!] : [...items]);

export interface DrawSettings {
  numberOfQuestions: number | null;
  shuffleQuestions: boolean;
  shuffleAnswers: boolean;
}

/** An exam_questions row. */
export interface ExamQuestionRow {
  id: number;
  questionId: number;
  parentId: number | null;
  position: number;
  points: number;
  isBonus: boolean;
}

/** What the draw reads of a bank question. */
export interface DrawableQuestion {
  type: string;
  answers: ReadonlyArray<{ id: number; sort: number; matchText: string | null }>;
}

export interface DrawnQuestion {
  examQuestionId: number;
  questionId: number;
  /** Index (in the drawn list) of this child's CASE; null for a top-level question. */
  parentIndex: number | null;
  position: number;
  page: number;
  answerOrder: number[];
  matchOrder: number[];
  pointsPossible: number;
  isBonus: boolean;
}

const bySortThenId = <T extends { id: number; sort: number }>(answers: readonly T[]) => [...answers].sort((a, b) => a.sort - b.sort || a.id - b.id);

/**
 * The options' shown order. Choice options follow shuffleAnswers (true/false
 * stays as written: True, False); ORDERING options and MATCHING responses are
 * always shuffled and never shown in the correct order.
 */
export function optionOrderOf(question: DrawableQuestion, shuffleAnswers: boolean, random: () => number): { answerOrder: number[]; matchOrder: number[] } {
  const written = bySortThenId(question.answers);
  const ids = written.map((answer) => answer.id);
  switch (question.type) {
    case 'SINGLE_CHOICE': case 'MULTIPLE_CHOICE':
      return { answerOrder: shuffleAnswers ? shuffled(ids, random) : ids, matchOrder: [] };
    case 'TRUE_FALSE':
      return { answerOrder: ids, matchOrder: [] };
    case 'ORDERING': {
      const order = shuffled(ids, random);
      return { answerOrder: sameSequence(order, ids) ? rotate(order) : order, matchOrder: [] };
    }
    case 'MATCHING': {
      const answerOrder = shuffleAnswers ? shuffled(ids, random) : ids;
      const textOf = new Map(written.map((answer) => [answer.id, answer.matchText]));
      // One response per distinct text: two prompts may share a response.
      const seen = new Set<string>();
      const responses = written.filter((answer) => answer.matchText !== null && !seen.has(answer.matchText) && seen.add(answer.matchText)).map((answer) => answer.id);
      let matchOrder = shuffled(responses, random);
      const texts = (order: readonly number[]) => order.map((id) => textOf.get(id));
      if (sameSequence(texts(matchOrder), texts(answerOrder))) matchOrder = rotate(matchOrder);
      return { answerOrder, matchOrder };
    }
    default:
      return { answerOrder: [], matchOrder: [] };
  }
}

/**
 * Top-level questions in position order, numberOfQuestions of them picked at
 * random, shuffled with shuffleQuestions; a CASE brings its children in order.
 * One page per top-level question.
 */
export function drawAttempt(
  settings: DrawSettings,
  rows: readonly ExamQuestionRow[],
  bank: ReadonlyMap<number, DrawableQuestion>,
  seed: number,
): DrawnQuestion[] {
  const random = seededRandom(seed);
  const byPosition = (a: ExamQuestionRow, b: ExamQuestionRow) => a.position - b.position || a.id - b.id;
  const top = rows.filter((row) => row.parentId === null && bank.has(row.questionId)).sort(byPosition);
  const count = settings.numberOfQuestions === null ? top.length : Math.min(settings.numberOfQuestions, top.length);
  let picked = count < top.length ? shuffled(top, random).slice(0, count) : top;
  picked = settings.shuffleQuestions ? shuffled(picked, random) : [...picked].sort(byPosition);

  const drawn: DrawnQuestion[] = [];
  const add = (row: ExamQuestionRow, page: number, parentIndex: number | null) => {
    const question = bank.get(row.questionId)!;
    drawn.push({
      examQuestionId: row.id,
      questionId: row.questionId,
      parentIndex,
      position: drawn.length,
      page,
      ...optionOrderOf(question, settings.shuffleAnswers, random),
      // A passage has no points of its own.
      pointsPossible: question.type === 'CASE' ? 0 : row.points,
      isBonus: row.isBonus,
    });
    return drawn.length - 1;
  };
  picked.forEach((row, page) => {
    const parentIndex = add(row, page, null);
    for (const child of rows.filter((candidate) => candidate.parentId === row.id && bank.has(candidate.questionId)).sort(byPosition)) {
      add(child, page, parentIndex);
    }
  });
  return drawn;
}
