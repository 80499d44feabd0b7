import { lockMessage, outlineAccessOf, type OutlineFacts, type SectionFacts, type SubsectionFacts } from './access-rules';

const NOW = new Date('2026-03-01T12:00:00Z');
const PAST = new Date('2026-02-01T00:00:00Z');
const FUTURE = new Date('2026-04-01T00:00:00Z');

const sub = (id: number, over: Partial<SubsectionFacts> = {}): SubsectionFacts => ({
  id, isPublished: true, isOptional: false, hasCompletionRule: true, audience: 'ALL', inAudience: false,
  availableFrom: null, availableTo: null, isCompleted: false, ...over,
});
const section = (id: number, subsections: SubsectionFacts[], over: Partial<SectionFacts> = {}): SectionFacts => ({
  id, name: `Section ${id}`, isPublished: true, unlockStartDate: null, prerequisiteIds: [], subsections, ...over,
});
const access = (sections: SectionFacts[], over: Partial<OutlineFacts> = {}) => outlineAccessOf({ now: NOW, seesEverything: false, sections, ...over });

describe('hidden', () => {
  test('an unpublished section hides itself and all its subsections', () => {
    const result = access([section(1, [sub(11), sub(12)], { isPublished: false })]);
    expect(result.sections.get(1)).toEqual({ hidden: true, lock: null });
    expect(result.subsections.get(11)!.hidden).toBe(true);
    expect(result.subsections.get(12)!.hidden).toBe(true);
  });

  test('an unpublished subsection is hidden, its neighbours not', () => {
    const result = access([section(1, [sub(11, { isPublished: false }), sub(12)])]);
    expect(result.subsections.get(11)!.hidden).toBe(true);
    expect(result.subsections.get(12)).toEqual({ hidden: false, lock: null });
  });

  test.each([
    ['SPECIFIC_STUDENTS', false, true],
    ['SPECIFIC_STUDENTS', true, false],
    ['SPECIFIC_GROUPS', false, true],
    ['SPECIFIC_GROUPS', true, false],
    ['ALL', false, false],
  ] as const)('audience %s, member in it: %s -> hidden %s', (audience, inAudience, hidden) => {
    expect(access([section(1, [sub(11, { audience, inAudience })])]).subsections.get(11)!.hidden).toBe(hidden);
  });

  test('instructors and administrators see every published item whatever its audience, but never unpublished ones', () => {
    const result = access([
      section(1, [sub(11, { audience: 'SPECIFIC_STUDENTS' }), sub(12, { isPublished: false })]),
      section(2, [sub(21)], { isPublished: false }),
    ], { seesEverything: true });
    expect(result.subsections.get(11)).toEqual({ hidden: false, lock: null });
    expect(result.subsections.get(12)!.hidden).toBe(true);
    expect(result.subsections.get(21)!.hidden).toBe(true);
  });
});

describe('locks', () => {
  test('UNLOCK_DATE: the section unlocks in the future; its subsections carry the lock', () => {
    const result = access([section(1, [sub(11, { availableFrom: FUTURE })], { unlockStartDate: FUTURE })]);
    const lock = { reason: 'UNLOCK_DATE', until: FUTURE, prerequisites: [] };
    expect(result.sections.get(1)).toEqual({ hidden: false, lock });
    // The section's lock wins over the subsection's own window.
    expect(result.subsections.get(11)).toEqual({ hidden: false, lock });
  });

  test('an unlock date in the past locks nothing', () => {
    expect(access([section(1, [sub(11)], { unlockStartDate: PAST })]).sections.get(1)!.lock).toBeNull();
  });

  test('PREREQUISITE: a required visible item of the prerequisite not completed', () => {
    const result = access([
      section(1, [sub(11, { isCompleted: true }), sub(12)]),
      section(2, [sub(21)], { prerequisiteIds: [1] }),
    ]);
    expect(result.sections.get(2)!.lock).toEqual({ reason: 'PREREQUISITE', until: null, prerequisites: [{ id: 1, name: 'Section 1' }] });
    expect(result.subsections.get(21)!.lock!.reason).toBe('PREREQUISITE');
    expect(result.sections.get(1)!.lock).toBeNull();
  });

  test('PREREQUISITE is met when every required item is done; optional, hidden and rule-less items do not hold it back', () => {
    const result = access([
      section(1, [
        sub(11, { isCompleted: true }),
        sub(12, { isOptional: true }),
        sub(13, { isPublished: false }),
        sub(14, { audience: 'SPECIFIC_STUDENTS', inAudience: false }),
        sub(15, { hasCompletionRule: false }),
      ]),
      section(2, [sub(21)], { prerequisiteIds: [1] }),
    ]);
    expect(result.sections.get(2)!.lock).toBeNull();
  });

  test('a hidden prerequisite section, an unknown one or the section itself lock nothing', () => {
    const result = access([
      section(1, [sub(11)], { isPublished: false }),
      section(2, [sub(21)], { prerequisiteIds: [1, 99, 2] }),
    ]);
    expect(result.sections.get(2)!.lock).toBeNull();
  });

  test('PREREQUISITE lists every unmet prerequisite in outline order', () => {
    const result = access([
      section(1, [sub(11)]),
      section(2, [sub(21, { isCompleted: true })]),
      section(3, [sub(31)]),
      section(4, [sub(41)], { prerequisiteIds: [3, 2, 1] }),
    ]);
    expect(result.sections.get(4)!.lock!.prerequisites.map((p) => p.id)).toEqual([1, 3]);
  });

  test('UNLOCK_DATE comes before PREREQUISITE', () => {
    const result = access([section(1, [sub(11)]), section(2, [sub(21)], { prerequisiteIds: [1], unlockStartDate: FUTURE })]);
    expect(result.sections.get(2)!.lock!.reason).toBe('UNLOCK_DATE');
  });

  test('NOT_YET_AVAILABLE and NO_LONGER_AVAILABLE: the subsection window', () => {
    const result = access([section(1, [
      sub(11, { availableFrom: FUTURE }),
      sub(12, { availableTo: PAST }),
      sub(13, { availableFrom: PAST, availableTo: FUTURE }),
    ])]);
    expect(result.subsections.get(11)!.lock).toEqual({ reason: 'NOT_YET_AVAILABLE', until: FUTURE, prerequisites: [] });
    expect(result.subsections.get(12)!.lock).toEqual({ reason: 'NO_LONGER_AVAILABLE', until: PAST, prerequisites: [] });
    expect(result.subsections.get(13)!.lock).toBeNull();
    expect(result.sections.get(1)!.lock).toBeNull();
  });

  test('the window edges: available from now is open, available to now is still open', () => {
    const result = access([section(1, [sub(11, { availableFrom: NOW }), sub(12, { availableTo: NOW })])]);
    expect(result.subsections.get(11)!.lock).toBeNull();
    expect(result.subsections.get(12)!.lock).toBeNull();
  });

  test('a hidden subsection carries no lock', () => {
    expect(access([section(1, [sub(11, { isPublished: false, availableFrom: FUTURE })])]).subsections.get(11)).toEqual({ hidden: true, lock: null });
  });

  test('instructors and administrators are never locked', () => {
    const result = access([
      section(1, [sub(11)]),
      section(2, [sub(21, { availableTo: PAST })], { prerequisiteIds: [1] }),
      section(3, [sub(31)], { unlockStartDate: FUTURE }),
    ], { seesEverything: true });
    for (const id of [1, 2, 3]) expect(result.sections.get(id)!.lock).toBeNull();
    for (const id of [11, 21, 31]) expect(result.subsections.get(id)!.lock).toBeNull();
  });
});

test('lockMessage says why', () => {
  expect(lockMessage({ reason: 'UNLOCK_DATE', until: FUTURE, prerequisites: [] })).toContain(FUTURE.toISOString());
  expect(lockMessage({ reason: 'PREREQUISITE', until: null, prerequisites: [{ id: 1, name: 'Basics' }] })).toContain('Basics');
  expect(lockMessage({ reason: 'NOT_YET_AVAILABLE', until: FUTURE, prerequisites: [] })).toContain('available from');
  expect(lockMessage({ reason: 'NO_LONGER_AVAILABLE', until: PAST, prerequisites: [] })).toContain('stopped');
});
