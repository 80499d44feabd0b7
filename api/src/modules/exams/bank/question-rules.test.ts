import { blanksOf, hasVisibleContent, questionProblem, type RuleQuestion } from './question-rules';

const q = (overrides: Partial<RuleQuestion>): RuleQuestion => ({
  type: 'ESSAY', stem: '<p>Question?</p>', rubricId: null, answers: [], answerKeys: [], children: [], ...overrides,
});
const option = (stem: string, isCorrect = false, matchText: string | null = null) => ({ stem, isCorrect, matchText });
const key = (overrides: Partial<RuleQuestion['answerKeys'][number]>) => ({ blank: null, text: null, numericValue: null, tolerance: null, ...overrides });

describe('questionProblem', () => {
  test('a stem needs text a reader sees (a picture counts)', () => {
    expect(questionProblem(q({ stem: '<p> &nbsp;</p>' }))).toMatch(/^stem:/);
    expect(questionProblem(q({ stem: '<p><img src="https://x.test/a.png"></p>' }))).toBeNull();
    expect(hasVisibleContent('<p>\u00a0</p>')).toBe(false);
  });

  test('single choice: exactly one correct of two or more', () => {
    expect(questionProblem(q({ type: 'SINGLE_CHOICE', answers: [option('a', true)] }))).toMatch(/^answers: at least two/);
    expect(questionProblem(q({ type: 'SINGLE_CHOICE', answers: [option('a', true), option('b', true)] }))).toMatch(/exactly one correct/);
    expect(questionProblem(q({ type: 'SINGLE_CHOICE', answers: [option('a'), option('b')] }))).toMatch(/exactly one correct/);
    expect(questionProblem(q({ type: 'SINGLE_CHOICE', answers: [option('a', true), option('<p></p>')] }))).toMatch(/^answers\[1\]\.stem/);
    expect(questionProblem(q({ type: 'SINGLE_CHOICE', answers: [option('a', true), option('b', false, 'x')] }))).toMatch(/^answers\[1\]\.matchText/);
    expect(questionProblem(q({ type: 'SINGLE_CHOICE', answers: [option('a', true), option('b')] }))).toBeNull();
  });

  test('multiple choice: at least one correct; true/false: two options, one correct', () => {
    expect(questionProblem(q({ type: 'MULTIPLE_CHOICE', answers: [option('a'), option('b')] }))).toMatch(/at least one correct/);
    expect(questionProblem(q({ type: 'MULTIPLE_CHOICE', answers: [option('a', true), option('b', true)] }))).toBeNull();
    expect(questionProblem(q({ type: 'TRUE_FALSE', answers: [option('T', true), option('F'), option('?')] }))).toMatch(/exactly two/);
    expect(questionProblem(q({ type: 'TRUE_FALSE', answers: [option('T', true), option('F', true)] }))).toMatch(/exactly one/);
    expect(questionProblem(q({ type: 'TRUE_FALSE', answers: [option('صح', true), option('خطأ')] }))).toBeNull();
  });

  test('matching needs a response for each prompt; ordering needs two items', () => {
    expect(questionProblem(q({ type: 'MATCHING', answers: [option('a', false, 'x'), option('b')] }))).toMatch(/^answers\[1\]\.matchText/);
    expect(questionProblem(q({ type: 'MATCHING', answers: [option('a', false, 'x'), option('b', false, 'y')] }))).toBeNull();
    expect(questionProblem(q({ type: 'ORDERING', answers: [option('first')] }))).toMatch(/at least two/);
    expect(questionProblem(q({ type: 'ORDERING', answers: [option('first'), option('second')] }))).toBeNull();
  });

  test('short answer and numeric keys', () => {
    expect(questionProblem(q({ type: 'SHORT_ANSWER' }))).toMatch(/^answerKeys: at least one/);
    expect(questionProblem(q({ type: 'SHORT_ANSWER', answerKeys: [key({ text: '' })] }))).toMatch(/^answerKeys\[0\]\.text/);
    expect(questionProblem(q({ type: 'SHORT_ANSWER', answerKeys: [key({ text: 'a', blank: 1 })] }))).toMatch(/^answerKeys\[0\]\.blank/);
    expect(questionProblem(q({ type: 'SHORT_ANSWER', answerKeys: [key({ text: 'a', numericValue: 1 })] }))).toMatch(/numericValue/);
    expect(questionProblem(q({ type: 'SHORT_ANSWER', answerKeys: [key({ text: 'a' })] }))).toBeNull();
    expect(questionProblem(q({ type: 'NUMERIC', answerKeys: [key({ text: '3' })] }))).toMatch(/^answerKeys\[0\]\.numericValue/);
    expect(questionProblem(q({ type: 'NUMERIC', answerKeys: [key({ numericValue: 3.1, tolerance: 0.1 })] }))).toBeNull();
  });

  test('fill in the blanks: [[1]]..[[n]] each once, each with a key, none beyond', () => {
    const keys = [key({ blank: 1, text: 'a' }), key({ blank: 2, text: 'b' })];
    expect(questionProblem(q({ type: 'FILL_IN_BLANKS', stem: 'no blanks', answerKeys: keys }))).toMatch(/^stem: mark each blank/);
    expect(questionProblem(q({ type: 'FILL_IN_BLANKS', stem: '[[1]] and [[1]] and [[2]]', answerKeys: keys }))).toMatch(/\[\[1\]\] must appear exactly once/);
    expect(questionProblem(q({ type: 'FILL_IN_BLANKS', stem: '[[1]] and [[3]]', answerKeys: keys }))).toMatch(/\[\[2\]\] must appear exactly once/);
    expect(questionProblem(q({ type: 'FILL_IN_BLANKS', stem: '[[1]] and [[2]]', answerKeys: keys.slice(0, 1) }))).toMatch(/blank 2 needs/);
    expect(questionProblem(q({ type: 'FILL_IN_BLANKS', stem: '[[1]]', answerKeys: keys }))).toMatch(/^answerKeys\[1\]\.blank: the stem has only 1/);
    expect(questionProblem(q({ type: 'FILL_IN_BLANKS', stem: '[[1]]', answerKeys: [key({ text: 'a' })] }))).toMatch(/names its blank/);
    expect(questionProblem(q({ type: 'FILL_IN_BLANKS', stem: '<p>[[2]] then [[1]]</p>', answerKeys: keys }))).toBeNull();
    expect(blanksOf('[[2]] x [[10]]')).toEqual([2, 10]);
  });

  test('types without options or keys refuse them; only essays take a rubric', () => {
    expect(questionProblem(q({ type: 'ESSAY', answers: [option('a')] }))).toMatch(/^answers: this type/);
    expect(questionProblem(q({ type: 'FILE_UPLOAD', answerKeys: [key({ text: 'a' })] }))).toMatch(/^answerKeys: this type/);
    expect(questionProblem(q({ type: 'ESSAY', rubricId: 3 }))).toBeNull();
    expect(questionProblem(q({ type: 'AUDIO_RECORDING', rubricId: 3 }))).toMatch(/^rubricId/);
  });

  test('a case holds one or more questions, none of them a case; others hold none', () => {
    expect(questionProblem(q({ type: 'CASE' }))).toMatch(/^children: a case question needs/);
    expect(questionProblem(q({ type: 'CASE', children: [q({ type: 'CASE', children: [q({})] })] }))).toMatch(/^children\[0\]\.type/);
    expect(questionProblem(q({ type: 'CASE', children: [q({}), q({ type: 'SHORT_ANSWER' })] }))).toMatch(/^children\[1\]\.answerKeys/);
    expect(questionProblem(q({ type: 'ESSAY', children: [q({})] }))).toMatch(/^children: only a case/);
    expect(questionProblem(q({ type: 'CASE', children: [q({})] }))).toBeNull();
  });
});
