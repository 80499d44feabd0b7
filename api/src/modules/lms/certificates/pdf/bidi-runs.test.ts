import { bidiRuns } from './bidi-runs';

test('an Arabic line is one right-to-left run', () => {
  const { logical, visual } = bidiRuns('سلمى الأحمد', 'rtl');
  expect(logical).toEqual([{ text: 'سلمى الأحمد', level: 1, script: 'arabic' }]);
  expect(visual).toEqual(logical);
});

test('numbers and Latin words inside Arabic keep their own order and font, and the runs are drawn right to left', () => {
  const { logical, visual } = bidiRuns('صدرت في 24 نوفمبر 2026', 'rtl');
  expect(logical.map((run) => [run.text, run.level, run.script])).toEqual([
    ['صدرت في ', 1, 'arabic'], ['24', 2, 'latin'], [' نوفمبر ', 1, 'arabic'], ['2026', 2, 'latin'],
  ]);
  expect(visual.map((run) => run.text)).toEqual(['2026', ' نوفمبر ', '24', 'صدرت في ']);
});

test('an English line stays left to right', () => {
  const { visual } = bidiRuns('Principles of Islam', 'ltr');
  expect(visual).toEqual([{ text: 'Principles of Islam', level: 0, script: 'latin' }]);
});
