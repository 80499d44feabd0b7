import { resumeSubsectionOf, type ResumeCandidate } from './resume';

const item = (id: number, over: Partial<ResumeCandidate> = {}): ResumeCandidate => ({
  id, access: { hidden: false, lock: null }, isRequired: true, isCompleted: false, ...over,
});
const LOCK = { reason: 'NOT_YET_AVAILABLE' as const, until: null, prerequisites: [] };

test('the last visited item when it still opens', () => {
  expect(resumeSubsectionOf([item(1), item(2, { isCompleted: true })], 2)).toBe(2);
});

test('else the first unfinished, open, required item', () => {
  const outline = [item(1, { isCompleted: true }), item(2, { isRequired: false }), item(3, { access: { hidden: false, lock: LOCK } }), item(4), item(5)];
  expect(resumeSubsectionOf(outline, null)).toBe(4);
  expect(resumeSubsectionOf(outline, 3)).toBe(4);
  expect(resumeSubsectionOf(outline, 99)).toBe(4);
  expect(resumeSubsectionOf([item(1, { access: { hidden: true, lock: null } }), item(2)], 1)).toBe(2);
});

test('else null', () => {
  expect(resumeSubsectionOf([item(1, { isCompleted: true }), item(2, { isRequired: false })], null)).toBeNull();
  expect(resumeSubsectionOf([], null)).toBeNull();
});
