import type { QuestionType } from '../tables';
import { correctAnswerOf, optionExplanationsOf, type CorrectAnswer } from '../grading/answer-ids';
import { blankCountOf } from '../grading/grade-response';
import { CHOICE_TYPES, isAnswered, type ExamResponse } from '../grading/responses';
import type { Db } from '../../../core/db/types';
import { attemptQuestionsOf, bankQuestionsOf, type AttemptQuestionRow, type BankQuestion } from './attempt-questions';
import type { AttemptQuestion, AttemptView, Feedback } from './dto';
import type { AttemptRow, ExamRow } from './exam-access';

/**
 * What a member is shown of an attempt (docs/design/exams-api.md
 * AttemptView), built by pure functions. Secrecy lives here: options go out as texts by shown
 * index, never with ids, correct flags, keys, match pairs or explanations;
 * only a checked answer (instant feedback) carries its feedback.
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const pageCountOf = (rows: readonly Pick<AttemptQuestionRow, 'page'>[]) => rows.reduce((max, row) => Math.max(max, row.page + 1), 0);

/** The feedback of a checked answer: what check answered, stored grade included. */
export function feedbackOf(row: AttemptQuestionRow, question: BankQuestion): Feedback {
  return {
    attemptQuestionId: row.id,
    isCorrect: row.isCorrect,
    pointsAwarded: row.pointsAwarded,
    correct: correctAnswerOf(question, row) as CorrectAnswer | null,
    explanation: question.explanation,
    optionExplanations: optionExplanationsOf(question.answers, row),
  };
}

/** One question as the member sees it; a checked answer carries its feedback. */
export function attemptQuestionOf(row: AttemptQuestionRow, question: BankQuestion): AttemptQuestion {
  const byId = new Map(question.answers.map((answer) => [answer.id, answer]));
  const texts = (ids: readonly number[], text: (answer: BankQuestion['answers'][number]) => string) =>
    ids.map((id, index) => ({ index, text: byId.has(id) ? text(byId.get(id)!) : '' }));
  const type = question.type as QuestionType;
  return {
    attemptQuestionId: row.id,
    page: row.page,
    position: row.position,
    type,
    stem: question.stem,
    points: row.pointsPossible,
    isBonus: row.isBonus,
    parentId: row.parentId,
    ...(CHOICE_TYPES.includes(type) || type === 'ORDERING' ? { options: texts(row.answerOrder, (answer) => answer.stem) } : {}),
    ...(type === 'MATCHING' ? {
      prompts: texts(row.answerOrder, (answer) => answer.stem),
      matches: texts(row.matchOrder, (answer) => answer.matchText ?? ''),
    } : {}),
    ...(type === 'FILL_IN_BLANKS' ? { blankCount: blankCountOf(question.answerKeys) } : {}),
    response: row.response as ExamResponse | null,
    sequence: row.responseSequence,
    flagged: row.isFlagged,
    checked: row.checkedAt !== null,
    ...(row.checkedAt !== null ? { feedback: feedbackOf(row, question) } : {}),
  };
}

function navigatorOf(rows: readonly AttemptQuestionRow[], bank: ReadonlyMap<number, Pick<BankQuestion, 'type'>>): AttemptView['navigator'] {
  const pages = new Map<number, AttemptQuestionRow[]>();
  for (const row of rows) pages.set(row.page, [...(pages.get(row.page) ?? []), row]);
  return [...pages].sort(([a], [b]) => a - b).map(([page, onPage]) => {
    const answerable = onPage.filter((row) => bank.get(row.questionId)?.type !== 'CASE');
    return {
      page,
      attemptQuestionIds: onPage.map((row) => row.id),
      answered: answerable.length > 0 && answerable.every((row) => isAnswered(bank.get(row.questionId)?.type ?? '', row.response)),
      flagged: onPage.some((row) => row.isFlagged),
    };
  });
}

export interface ViewInput {
  attempt: AttemptRow;
  exam: Pick<ExamRow, 'oneQuestionAtATime' | 'multiDirectional' | 'showCorrectAnswerInstantly' | 'isCheatDetectionEnabled'>;
  rows: readonly AttemptQuestionRow[];
  /** Bank questions of every row (the navigator needs each one's type). */
  bank: ReadonlyMap<number, BankQuestion>;
  page: number;
  now: Date;
}

/** The rows a view shows: the page's, or all when the exam is not one question at a time. */
const shownRows = (rows: readonly AttemptQuestionRow[], oneQuestionAtATime: boolean, page: number) =>
  (oneQuestionAtATime ? rows.filter((row) => row.page === page) : [...rows]);

function attemptViewOf(input: ViewInput): AttemptView {
  const { attempt, exam, rows, bank } = input;
  return {
    attempt: {
      id: attempt.id,
      subsectionExamId: attempt.subsectionId,
      courseId: attempt.courseId,
      attemptNumber: attempt.attemptNumber,
      status: attempt.status as AttemptView['attempt']['status'],
      startedAt: attempt.startedAt.toISOString(),
      deadlineAt: iso(attempt.deadlineAt),
      serverNow: input.now.toISOString(),
      page: input.page,
      pageCount: pageCountOf(rows),
      oneQuestionAtATime: exam.oneQuestionAtATime,
      multiDirectional: exam.multiDirectional,
      showCorrectAnswerInstantly: exam.showCorrectAnswerInstantly,
      isCheatDetectionEnabled: exam.isCheatDetectionEnabled,
      isInstructorAttempt: attempt.isInstructorAttempt,
    },
    navigator: navigatorOf(rows, bank),
    questions: shownRows(rows, exam.oneQuestionAtATime, input.page).flatMap((row) => {
      const question = bank.get(row.questionId);
      return question ? [attemptQuestionOf(row, question)] : [];
    }),
  };
}

/** The attempt's view at `page`, read from the database (bank questions already read may be passed in `known`). */
export async function loadAttemptView(
  db: Db, attempt: AttemptRow, exam: ViewInput['exam'], page: number, now: Date, known?: Map<number, BankQuestion>,
): Promise<AttemptView> {
  const rows = await attemptQuestionsOf(db, attempt.id);
  // A start has just read the bank questions it drew: they are not read again.
  const bank = await bankQuestionsOf(db, rows.map((row) => row.questionId), known);
  return attemptViewOf({ attempt, exam, rows, bank, page, now });
}
