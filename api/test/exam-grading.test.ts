import { correctAnswerOf, toAnswerIds } from '../src/modules/exams/grading/answer-ids';
import { attemptScore } from '../src/modules/exams/grading/attempt-score';
import { gradeResponse, type GradableQuestion, type GradeOptions } from '../src/modules/exams/grading/grade-response';
import { editDistance, normalizeAnswerText, textMatches } from '../src/modules/exams/grading/text-match';
import { checkResponse } from '../src/modules/exams/grading/validate-response';
import { drawAttempt, optionOrderOf } from '../src/modules/exams/attempts/draw';
import { seededRandom } from '../src/core/random';

/** The grading rule of every question type at its edges (docs/design/exams-api.md "Grading rule"). Pure. */

const OPTIONS: GradeOptions = { points: 2, caseSensitive: false, flexibilityPercentage: 0 };

const option = (id: number, isCorrect = false, sort = id, matchText: string | null = null) => ({ id, isCorrect, sort, matchText });
const key = (fields: Partial<{ blank: number; text: string; numericValue: number; tolerance: number }>) =>
  ({ blank: null, text: null, numericValue: null, tolerance: null, ...fields });

const single: GradableQuestion = { type: 'SINGLE_CHOICE', answers: [option(1), option(2, true), option(3)], answerKeys: [] };
// c = 2 correct (1, 2), w = 3 wrong (3, 4, 5).
const multiple: GradableQuestion = { type: 'MULTIPLE_CHOICE', answers: [option(1, true), option(2, true), option(3), option(4), option(5)], answerKeys: [] };

describe('choice questions', () => {
  test('single choice and true/false: the correct option earns the points, another nothing', () => {
    expect(gradeResponse(single, { choice: 2 }, OPTIONS)).toEqual({ pointsAwarded: 2, isCorrect: true, needsReview: false });
    expect(gradeResponse(single, { choice: 1 }, OPTIONS)).toEqual({ pointsAwarded: 0, isCorrect: false, needsReview: false });
    const trueFalse = { ...single, type: 'TRUE_FALSE', answers: [option(7, true), option(8)] };
    expect(gradeResponse(trueFalse, { choice: 7 }, OPTIONS).isCorrect).toBe(true);
    expect(gradeResponse(trueFalse, { choice: 8 }, OPTIONS).pointsAwarded).toBe(0);
  });

  test('multiple choice: partial credit, wrong choices take it back, never below 0', () => {
    expect(gradeResponse(multiple, { choices: [1, 2] }, OPTIONS)).toEqual({ pointsAwarded: 2, isCorrect: true, needsReview: false });
    expect(gradeResponse(multiple, { choices: [1] }, OPTIONS)).toEqual({ pointsAwarded: 1, isCorrect: false, needsReview: false });
    // 1/2 - 1/3 = 1/6 of 2 points.
    expect(gradeResponse(multiple, { choices: [1, 3] }, OPTIONS).pointsAwarded).toBe(0.33);
    expect(gradeResponse(multiple, { choices: [3, 4] }, OPTIONS).pointsAwarded).toBe(0);
  });

  test('multiple choice: no credit for guessing all, none for choosing nothing', () => {
    expect(gradeResponse(multiple, { choices: [1, 2, 3, 4, 5] }, OPTIONS)).toEqual({ pointsAwarded: 0, isCorrect: false, needsReview: false });
    expect(gradeResponse(multiple, { choices: [] }, OPTIONS)).toEqual({ pointsAwarded: 0, isCorrect: false, needsReview: false });
  });

  test('multiple choice where every option is correct: choosing them all is right', () => {
    const allRight = { ...multiple, answers: [option(1, true), option(2, true)] };
    expect(gradeResponse(allRight, { choices: [1, 2] }, OPTIONS).isCorrect).toBe(true);
  });
});

describe('text answers', () => {
  const short: GradableQuestion = { type: 'SHORT_ANSWER', answers: [], answerKeys: [key({ text: 'Photosynthesis' }), key({ text: 'التمثيل الضوئي' })] };

  test('case does not matter unless the question says so', () => {
    expect(gradeResponse(short, { text: '  photosynthesis ' }, OPTIONS).isCorrect).toBe(true);
    expect(gradeResponse(short, { text: 'photosynthesis' }, { ...OPTIONS, caseSensitive: true }).isCorrect).toBe(false);
    expect(gradeResponse(short, { text: 'Photosynthesis' }, { ...OPTIONS, caseSensitive: true }).isCorrect).toBe(true);
  });

  test('Arabic diacritics and tatweel are optional, inner spaces collapse (unless case-sensitive)', () => {
    expect(gradeResponse(short, { text: 'التَّمْثِيلُ   الضَّوْئِيّ' }, OPTIONS).isCorrect).toBe(true);
    expect(gradeResponse(short, { text: 'التمثـــيل الضوئي' }, OPTIONS).isCorrect).toBe(true);
    expect(gradeResponse(short, { text: 'التَّمْثِيلُ الضَّوْئِيّ' }, { ...OPTIONS, caseSensitive: true }).isCorrect).toBe(false);
    const vocalizedKey = { ...short, answerKeys: [key({ text: 'كِتَابٌ' })] };
    expect(gradeResponse(vocalizedKey, { text: 'كتاب' }, OPTIONS).isCorrect).toBe(true);
  });

  test('NFC: a letter written with a combining accent is the same letter', () => {
    const cafe = { ...short, answerKeys: [key({ text: 'café' })] };
    expect(gradeResponse(cafe, { text: 'cafe\u0301' }, OPTIONS).isCorrect).toBe(true);
  });

  test('typo tolerance: floor(key length x flexibility / 100) edits, no more', () => {
    // "Photosynthesis" is 14 letters: 10 % allows 1 edit, 15 % allows 2.
    expect(gradeResponse(short, { text: 'Photosinthesis' }, OPTIONS).isCorrect).toBe(false);
    expect(gradeResponse(short, { text: 'Photosinthesis' }, { ...OPTIONS, flexibilityPercentage: 10 }).isCorrect).toBe(true);
    expect(gradeResponse(short, { text: 'Fotosynthesis' }, { ...OPTIONS, flexibilityPercentage: 10 }).isCorrect).toBe(false);
    expect(gradeResponse(short, { text: 'Fotosynthesis' }, { ...OPTIONS, flexibilityPercentage: 15 }).isCorrect).toBe(true);
    expect(gradeResponse(short, { text: 'Fotosinthesis' }, { ...OPTIONS, flexibilityPercentage: 15 }).isCorrect).toBe(false);
    // A short key tolerates nothing at a low percentage: floor(3 x 20 / 100) = 0.
    const cat = { ...short, answerKeys: [key({ text: 'cat' })] };
    expect(gradeResponse(cat, { text: 'cut' }, { ...OPTIONS, flexibilityPercentage: 20 }).isCorrect).toBe(false);
    expect(gradeResponse(cat, { text: 'cut' }, { ...OPTIONS, flexibilityPercentage: 34 }).isCorrect).toBe(true);
  });

  test('blank text is no answer', () => {
    expect(gradeResponse(short, { text: '   ' }, OPTIONS)).toEqual({ pointsAwarded: 0, isCorrect: false, needsReview: false });
  });

  test('fill in the blanks: partial credit per blank, any accepted text of that blank', () => {
    const blanks: GradableQuestion = {
      type: 'FILL_IN_BLANKS', answers: [],
      answerKeys: [key({ blank: 1, text: 'red' }), key({ blank: 1, text: 'crimson' }), key({ blank: 2, text: 'blue' }), key({ blank: 3, text: 'sweet' })],
    };
    expect(gradeResponse(blanks, { blanks: ['Crimson', 'blue', 'sweet'] }, { ...OPTIONS, points: 3 })).toEqual({ pointsAwarded: 3, isCorrect: true, needsReview: false });
    expect(gradeResponse(blanks, { blanks: ['red', 'green'] }, { ...OPTIONS, points: 3 })).toEqual({ pointsAwarded: 1, isCorrect: false, needsReview: false });
    // A blank's key is only its own: "blue" in blank 1 is wrong.
    expect(gradeResponse(blanks, { blanks: ['blue', '', ''] }, { ...OPTIONS, points: 3 }).pointsAwarded).toBe(0);
  });

  test('edit distance gives up beyond its limit', () => {
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a'.repeat(2000), 'b', 2)).toBe(3);
    expect(normalizeAnswerText(' A\u0640b  C ', false)).toBe('ab c');
    expect(textMatches('', 'x', { caseSensitive: false, flexibilityPercentage: 100 })).toBe(false);
  });
});

describe('numeric', () => {
  const numeric: GradableQuestion = { type: 'NUMERIC', answers: [], answerKeys: [key({ numericValue: 3.14, tolerance: 0.01 }), key({ numericValue: 100 })] };

  test('within the tolerance of any key, edges included', () => {
    expect(gradeResponse(numeric, { value: 3.15 }, OPTIONS).isCorrect).toBe(true);
    expect(gradeResponse(numeric, { value: 3.13 }, OPTIONS).isCorrect).toBe(true);
    expect(gradeResponse(numeric, { value: 3.1501 }, OPTIONS).isCorrect).toBe(false);
    expect(gradeResponse(numeric, { value: 100 }, OPTIONS).isCorrect).toBe(true);
    expect(gradeResponse(numeric, { value: 100.0001 }, OPTIONS).isCorrect).toBe(false);
  });

  test('float arithmetic does not cost an exact answer', () => {
    const tenth = { ...numeric, answerKeys: [key({ numericValue: 0.3 })] };
    expect(gradeResponse(tenth, { value: 0.1 + 0.2 }, OPTIONS).isCorrect).toBe(true);
  });
});

describe('matching and ordering', () => {
  // Prompts 1..3 with their responses; 4 shares 3's response text.
  const matching: GradableQuestion = {
    type: 'MATCHING', answerKeys: [],
    answers: [option(1, false, 1, 'Cairo'), option(2, false, 2, 'Tokyo'), option(3, false, 3, 'Lima'), option(4, false, 4, 'Lima')],
  };

  test('each prompt paired with a response of its own text counts; duplicates of a text are interchangeable', () => {
    expect(gradeResponse(matching, { pairs: [{ prompt: 1, match: 1 }, { prompt: 2, match: 2 }, { prompt: 3, match: 4 }, { prompt: 4, match: 3 }] }, { ...OPTIONS, points: 4 }))
      .toEqual({ pointsAwarded: 4, isCorrect: true, needsReview: false });
    expect(gradeResponse(matching, { pairs: [{ prompt: 1, match: 2 }, { prompt: 2, match: 1 }, { prompt: 3, match: 3 }] }, { ...OPTIONS, points: 4 }))
      .toEqual({ pointsAwarded: 1, isCorrect: false, needsReview: false });
  });

  test('ordering: options at their correct position over all options', () => {
    const ordering: GradableQuestion = { type: 'ORDERING', answerKeys: [], answers: [option(10, false, 0), option(11, false, 1), option(12, false, 2), option(13, false, 3)] };
    expect(gradeResponse(ordering, { order: [10, 11, 12, 13] }, { ...OPTIONS, points: 4 }).isCorrect).toBe(true);
    expect(gradeResponse(ordering, { order: [10, 12, 11, 13] }, { ...OPTIONS, points: 4 }).pointsAwarded).toBe(2);
    expect(gradeResponse(ordering, { order: [13, 12, 11, 10] }, { ...OPTIONS, points: 4 }).pointsAwarded).toBe(0);
  });
});

describe('manual types', () => {
  test('answered: an instructor decides; unanswered: 0 and no review', () => {
    const essay: GradableQuestion = { type: 'ESSAY', answers: [], answerKeys: [] };
    expect(gradeResponse(essay, { html: '<p>My week</p>' }, OPTIONS)).toEqual({ pointsAwarded: null, isCorrect: null, needsReview: true });
    expect(gradeResponse(essay, { html: '<p> </p>' }, OPTIONS)).toEqual({ pointsAwarded: 0, isCorrect: false, needsReview: false });
    expect(gradeResponse(essay, null, OPTIONS)).toEqual({ pointsAwarded: 0, isCorrect: false, needsReview: false });
    const upload: GradableQuestion = { type: 'FILE_UPLOAD', answers: [], answerKeys: [] };
    expect(gradeResponse(upload, { mediaIds: [5] }, OPTIONS).needsReview).toBe(true);
  });
});

describe('the attempt score', () => {
  test('bonus earns but is not possible; CASE passages count for nothing; reviews replace the auto grade', () => {
    const score = attemptScore([
      { type: 'SINGLE_CHOICE', pointsPossible: 2, isBonus: false, pointsAwarded: 2 },
      { type: 'ESSAY', pointsPossible: 4, isBonus: false, pointsAwarded: null, reviewPoints: 3 },
      { type: 'CASE', pointsPossible: 5, isBonus: false, pointsAwarded: 5 },
      { type: 'NUMERIC', pointsPossible: 1, isBonus: true, pointsAwarded: 1 },
      { type: 'MULTIPLE_CHOICE', pointsPossible: 3, isBonus: false, pointsAwarded: 0.33 },
    ], { hasPassingScore: true, passingScorePercentage: 70 });
    expect(score).toEqual({ score: 6.33, totalScore: 9, percentage: 70.33, isPassed: true });
  });

  test('may pass 100 with bonus; 0 when nothing is possible; no passing score gives null', () => {
    expect(attemptScore([
      { type: 'SINGLE_CHOICE', pointsPossible: 1, isBonus: false, pointsAwarded: 1 },
      { type: 'SINGLE_CHOICE', pointsPossible: 1, isBonus: true, pointsAwarded: 1 },
    ], { hasPassingScore: false, passingScorePercentage: 50 })).toEqual({ score: 2, totalScore: 1, percentage: 200, isPassed: null });
    expect(attemptScore([], { hasPassingScore: true, passingScorePercentage: 50 })).toEqual({ score: 0, totalScore: 0, percentage: 0, isPassed: false });
  });
});

describe('responses in the member\'s language (shown indexes)', () => {
  const shown = { answerOrder: [30, 10, 20], matchOrder: [20, 30, 10] };

  test('indexes become answer ids', () => {
    expect(toAnswerIds('SINGLE_CHOICE', { choice: 0 }, shown)).toEqual({ choice: 30 });
    expect(toAnswerIds('MULTIPLE_CHOICE', { choices: [2, 1] }, shown)).toEqual({ choices: [20, 10] });
    expect(toAnswerIds('ORDERING', { order: [1, 2, 0] }, shown)).toEqual({ order: [10, 20, 30] });
    expect(toAnswerIds('MATCHING', { pairs: [{ prompt: 0, match: 1 }] }, shown)).toEqual({ pairs: [{ prompt: 30, match: 30 }] });
    expect(toAnswerIds('SHORT_ANSWER', { text: 'x' }, shown)).toEqual({ text: 'x' });
  });

  test('the correct answer is given back in indexes, and grading it earns everything', () => {
    const ordering: GradableQuestion = { type: 'ORDERING', answerKeys: [], answers: [option(10, false, 0), option(20, false, 1), option(30, false, 2)] };
    const correct = correctAnswerOf(ordering, shown);
    expect(correct).toEqual({ order: [1, 2, 0] });
    expect(gradeResponse(ordering, toAnswerIds('ORDERING', correct as { order: number[] }, shown), OPTIONS).isCorrect).toBe(true);
    const matching: GradableQuestion = { type: 'MATCHING', answerKeys: [], answers: [option(10, false, 0, 'a'), option(20, false, 1, 'b'), option(30, false, 2, 'c')] };
    const pairs = correctAnswerOf(matching, shown);
    expect(pairs).toEqual({ pairs: [{ prompt: 0, match: 1 }, { prompt: 1, match: 2 }, { prompt: 2, match: 0 }] });
    expect(gradeResponse(matching, toAnswerIds('MATCHING', pairs as { pairs: Array<{ prompt: number; match: number }> }, shown), OPTIONS).isCorrect).toBe(true);
    const choice: GradableQuestion = { type: 'MULTIPLE_CHOICE', answerKeys: [], answers: [option(10, true), option(20), option(30, true)] };
    expect(correctAnswerOf(choice, shown)).toEqual({ choices: [0, 1] });
    expect(correctAnswerOf({ type: 'ESSAY', answers: [], answerKeys: [] }, shown)).toBeNull();
  });

  test('a response that does not fit its question is refused, with what fits', () => {
    const shape = (type: string, response: unknown) => checkResponse({ type, optionCount: 3, matchCount: 3, blankCount: 2 }, response).ok;
    expect(shape('SINGLE_CHOICE', { choice: 2 })).toBe(true);
    expect(shape('SINGLE_CHOICE', { choice: 3 })).toBe(false);
    expect(shape('SINGLE_CHOICE', { choices: [1] })).toBe(false);
    expect(shape('MULTIPLE_CHOICE', { choices: [1, 1] })).toBe(false);
    expect(shape('ORDERING', { order: [0, 1] })).toBe(false);
    expect(shape('ORDERING', { order: [2, 0, 1] })).toBe(true);
    expect(shape('MATCHING', { pairs: [{ prompt: 0, match: 1 }, { prompt: 0, match: 2 }] })).toBe(false);
    expect(shape('FILL_IN_BLANKS', { blanks: ['a', 'b', 'c'] })).toBe(false);
    expect(shape('SHORT_ANSWER', { text: 'x'.repeat(2001) })).toBe(false);
    expect(shape('NUMERIC', { value: '3' })).toBe(false);
    expect(shape('FILE_UPLOAD', { mediaIds: [] })).toBe(false);
    expect(shape('CASE', { text: 'x' })).toBe(false);
    expect(shape('CASE', null)).toBe(true);
    expect(checkResponse({ type: 'SINGLE_CHOICE', optionCount: 3, matchCount: 0, blankCount: 0 }, { choice: 1, extra: 'dropped' }))
      .toEqual({ ok: true, response: { choice: 1 } });
  });
});

describe('the draw', () => {
  const rows = [0, 1, 2, 3, 4].map((position) => ({ id: position + 1, questionId: 100 + position, parentId: null, position, points: 1, isBonus: false }));
  const bank = new Map(rows.map((row) => [row.questionId, { type: 'SINGLE_CHOICE', answers: [0, 1, 2, 3].map((sort) => ({ id: row.questionId * 10 + sort, sort, matchText: null })) }]));

  test('the same seed draws the same attempt; numberOfQuestions picks that many in position order', () => {
    const settings = { numberOfQuestions: 3, shuffleQuestions: false, shuffleAnswers: true };
    const first = drawAttempt(settings, rows, bank, 42);
    expect(drawAttempt(settings, rows, bank, 42)).toEqual(first);
    expect(first).toHaveLength(3);
    const positions = first.map((entry) => rows.find((row) => row.id === entry.examQuestionId)!.position);
    expect([...positions].sort()).toEqual(positions);
    expect(first.map((entry) => entry.page)).toEqual([0, 1, 2]);
  });

  test('ORDERING options and MATCHING responses are never shown in the correct order', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const ordering = optionOrderOf({ type: 'ORDERING', answers: [{ id: 1, sort: 0, matchText: null }, { id: 2, sort: 1, matchText: null }] }, false, seededRandom(seed));
      expect(ordering.answerOrder).toEqual([2, 1]);
      const matching = optionOrderOf({
        type: 'MATCHING', answers: [{ id: 1, sort: 0, matchText: 'a' }, { id: 2, sort: 1, matchText: 'b' }, { id: 3, sort: 2, matchText: 'c' }],
      }, false, seededRandom(seed));
      expect(matching.answerOrder).toEqual([1, 2, 3]);
      expect(matching.matchOrder).not.toEqual([1, 2, 3]);
    }
  });

  test('a CASE brings its children, in order, on its page', () => {
    const caseRows = [
      { id: 1, questionId: 1, parentId: null, position: 0, points: 0, isBonus: false },
      { id: 2, questionId: 2, parentId: 1, position: 1, points: 2, isBonus: false },
      { id: 3, questionId: 3, parentId: 1, position: 0, points: 1, isBonus: false },
      { id: 4, questionId: 4, parentId: null, position: 1, points: 1, isBonus: false },
    ];
    const caseBank = new Map([1, 2, 3, 4].map((id) => [id, { type: id === 1 ? 'CASE' : 'TRUE_FALSE', answers: [] }]));
    const drawn = drawAttempt({ numberOfQuestions: null, shuffleQuestions: false, shuffleAnswers: false }, caseRows, caseBank, 1);
    expect(drawn.map((entry) => [entry.examQuestionId, entry.page, entry.parentIndex, entry.pointsPossible])).toEqual([[1, 0, null, 0], [3, 0, 0, 1], [2, 0, 0, 2], [4, 1, null, 1]]);
  });
});
