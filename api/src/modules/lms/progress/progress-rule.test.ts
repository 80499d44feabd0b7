import { hasCompletionRule } from './content-types';
import { progressOf, type ProgressItem } from './progress-rule';

const item = (over: Partial<ProgressItem> = {}): ProgressItem => ({
  weight: 1, isOptional: false, isPublished: true, isHidden: false, hasCompletionRule: true, isCompleted: false, ...over,
});

test('completed weight over required weight, rounded', () => {
  expect(progressOf([item({ isCompleted: true }), item(), item()])).toEqual({ completedWeight: 1, requiredWeight: 3, percent: 33 });
  expect(progressOf([item({ weight: 2, isCompleted: true }), item()])).toEqual({ completedWeight: 2, requiredWeight: 3, percent: 67 });
  expect(progressOf([item({ isCompleted: true })]).percent).toBe(100);
});

test('optional, unpublished, hidden, weight 0 and rule-less items are left out', () => {
  const excluded = [
    item({ isOptional: true, isCompleted: true }),
    item({ isPublished: false, isCompleted: true }),
    item({ isHidden: true, isCompleted: true }),
    item({ weight: 0, isCompleted: true }),
    item({ hasCompletionRule: false, isCompleted: true }),
  ];
  expect(progressOf([...excluded, item()])).toEqual({ completedWeight: 0, requiredWeight: 1, percent: 0 });
});

test('locked items count (they are still to do): the rule does not know locks', () => {
  expect(progressOf([item({ isCompleted: true }), item()]).percent).toBe(50);
});

test('nothing required is 0, never 100', () => {
  expect(progressOf([])).toEqual({ completedWeight: 0, requiredWeight: 0, percent: 0 });
  expect(progressOf([item({ isOptional: true, isCompleted: true })]).percent).toBe(0);
});

test('content types with a completion rule', () => {
  for (const type of ['FILE', 'TEXT', 'QUESTIONNAIRE', 'ONLINE_LECTURE', 'ON_CAMPUS_LECTURE', 'DISCUSSION_BOARD', 'SURVEY', 'POLL', 'EXAM', 'ASSIGNMENT']) {
    expect(hasCompletionRule(type)).toBe(true);
  }
  for (const type of ['SCORM', null]) expect(hasCompletionRule(type)).toBe(false);
});
