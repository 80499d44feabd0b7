import { gradingQuestions, managedQuestionFixture } from '../testing/review-fixtures';
import { isManual, responseOf, shownQuestion } from './shown-question';

describe('the member’s answer in its type’s shape', () => {
  it('keeps an answer that fits its type', () => {
    expect(responseOf('SINGLE_CHOICE', { choice: 1 })).toEqual({ choice: 1 });
    expect(responseOf('MULTIPLE_CHOICE', { choices: [0, 2] })).toEqual({ choices: [0, 2] });
    expect(responseOf('NUMERIC', { value: 24.5 })).toEqual({ value: 24.5 });
    expect(responseOf('FILL_IN_BLANKS', { blanks: ['a', ''] })).toEqual({ blanks: ['a', ''] });
    expect(responseOf('MATCHING', { pairs: [{ prompt: 0, match: 1 }] })).toEqual({ pairs: [{ prompt: 0, match: 1 }] });
    expect(responseOf('ESSAY', { html: '<p>x</p>' })).toEqual({ html: '<p>x</p>' });
    expect(responseOf('VIDEO_RECORDING', { mediaIds: [3] })).toEqual({ mediaIds: [3] });
  });

  it('reads no answer, or one of another shape, as unanswered rather than failing', () => {
    expect(responseOf('SINGLE_CHOICE', null)).toBeNull();
    expect(responseOf('SINGLE_CHOICE', { choices: [1] })).toBeNull();
    expect(responseOf('MATCHING', { pairs: [{ prompt: 'a' }] })).toBeNull();
    expect(responseOf('CASE', { html: 'x' })).toBeNull();
  });
});

describe('the question as the member was shown it', () => {
  it('names matching prompts and responses by their shown index, and counts the blanks from the keys', () => {
    const [, matching] = gradingQuestions();
    const shown = shownQuestion(matching!);
    expect(shown.prompts).toEqual([{ index: 0, text: 'Situation' }, { index: 1, text: 'Impact' }]);
    expect(shown.matches).toEqual([{ index: 0, text: 'What you felt' }, { index: 1, text: 'Where it happened' }]);
    expect(shown.options).toBeUndefined();
    const blanks = shownQuestion(managedQuestionFixture(9, 0, {
      type: 'FILL_IN_BLANKS', keys: [{ blank: 1, text: 'a', numericValue: null, tolerance: null }, { blank: 2, text: 'b', numericValue: null, tolerance: null }],
    }));
    expect(blanks.blankCount).toBe(2);
  });

  it('tells the types an instructor grades', () => {
    expect(['ESSAY', 'FILE_UPLOAD', 'AUDIO_RECORDING', 'VIDEO_RECORDING'].every((type) => isManual(type as never))).toBe(true);
    expect(isManual('SHORT_ANSWER')).toBe(false);
  });
});
