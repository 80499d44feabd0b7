import {
  effectiveGrades, gradeFits, itemPercentage, letterOf, round2, rubricScore, schemaProblem, weightedTotal,
  type RuleCriterion, type RuleItem, type RuleMapping,
} from './grade-rule';

let nextId = 1;
const item = (over: Partial<RuleItem> = {}): RuleItem => ({
  id: nextId++, maxPoints: 100, canExceed: false, bonus: false, isCountedTowardsFinalGrade: true, isPublished: true, weight: 1, ...over,
});
const graded = (...pairs: Array<[RuleItem, number]>) => new Map(pairs.map(([it, grade]) => [it.id, grade]));

describe('item percentage', () => {
  test('grade over max points, two decimals', () => {
    expect(itemPercentage({ maxPoints: 20, canExceed: false }, 15)).toBe(75);
    expect(itemPercentage({ maxPoints: 3, canExceed: false }, 2)).toBe(66.67);
    expect(itemPercentage({ maxPoints: 10, canExceed: false }, 0)).toBe(0);
  });
  test('capped at 100 unless the item can be exceeded', () => {
    expect(itemPercentage({ maxPoints: 10, canExceed: false }, 12)).toBe(100);
    expect(itemPercentage({ maxPoints: 10, canExceed: true }, 12)).toBe(120);
  });
  test('a grade fits when not negative and within max unless it can be exceeded', () => {
    expect(gradeFits({ maxPoints: 10, canExceed: false }, 10)).toBe(true);
    expect(gradeFits({ maxPoints: 10, canExceed: false }, 10.01)).toBe(false);
    expect(gradeFits({ maxPoints: 10, canExceed: true }, 15)).toBe(true);
    expect(gradeFits({ maxPoints: 10, canExceed: true }, -1)).toBe(false);
    expect(gradeFits({ maxPoints: 10, canExceed: false }, Number.NaN)).toBe(false);
  });
  test('round2 rounds half away from zero', () => {
    expect(round2(89.995)).toBe(90);
    expect(round2(1.005)).toBe(1.01);
  });
});

describe('weighted total', () => {
  test('weights items; running over graded, and ungraded as zero', () => {
    const quiz = item({ weight: 1 });
    const exam = item({ weight: 3 });
    const project = item({ weight: 2 });
    const total = weightedTotal([quiz, exam, project], graded([quiz, 50], [exam, 90]));
    // (1 x 50 + 3 x 90) / 4 = 80; over every item: 320 / 6 = 53.33
    expect(total).toEqual({ running: 80, ungradedAsZero: 53.33, gradedItems: 2, countedItems: 3 });
  });
  test('nothing graded: no running total, zero final; nothing counted: both null', () => {
    expect(weightedTotal([item()], new Map())).toEqual({ running: null, ungradedAsZero: 0, gradedItems: 0, countedItems: 1 });
    expect(weightedTotal([], new Map())).toEqual({ running: null, ungradedAsZero: null, gradedItems: 0, countedItems: 0 });
  });
  test('unpublished, not counted and weight 0 items are left out', () => {
    const counted = item();
    const hidden = item({ isPublished: false });
    const excluded = item({ isCountedTowardsFinalGrade: false });
    const weightless = item({ weight: 0 });
    const total = weightedTotal([counted, hidden, excluded, weightless], graded([counted, 70], [hidden, 0], [excluded, 0], [weightless, 0]));
    expect(total).toEqual({ running: 70, ungradedAsZero: 70, gradedItems: 1, countedItems: 1 });
  });
  test('a bonus item adds points without adding to the denominator', () => {
    const regular = item({ weight: 1 });
    const bonus = item({ weight: 1, bonus: true, maxPoints: 10 });
    expect(weightedTotal([regular, bonus], graded([regular, 80], [bonus, 5]))).toEqual({ running: 130, ungradedAsZero: 130, gradedItems: 2, countedItems: 2 });
    // An ungraded bonus costs nothing.
    expect(weightedTotal([regular, bonus], graded([regular, 80])).ungradedAsZero).toBe(80);
    // A bonus alone has no denominator.
    expect(weightedTotal([regular, bonus], graded([bonus, 5])).running).toBeNull();
  });
  test('can-exceed lifts the total above 100; a capped item does not', () => {
    const open = item({ canExceed: true, maxPoints: 10 });
    const capped = item({ maxPoints: 10 });
    expect(weightedTotal([open], graded([open, 11])).running).toBe(110);
    expect(weightedTotal([capped], graded([capped, 11])).running).toBe(100);
  });
});

const schema: RuleMapping[] = [
  { letter: 'F', minValue: 0, maxValue: 60 },
  { letter: 'D', minValue: 60, maxValue: 70 },
  { letter: 'C', minValue: 70, maxValue: 80 },
  { letter: 'B', minValue: 80, maxValue: 90 },
  { letter: 'A', minValue: 90, maxValue: 100 },
];

describe('letters', () => {
  test('minValue is inclusive, maxValue exclusive except at the top', () => {
    expect(letterOf(schema, 0)).toBe('F');
    expect(letterOf(schema, 59.99)).toBe('F');
    expect(letterOf(schema, 60)).toBe('D');
    expect(letterOf(schema, 89.99)).toBe('B');
    expect(letterOf(schema, 90)).toBe('A');
    expect(letterOf(schema, 100)).toBe('A');
  });
  test('above 100 (bonus, can-exceed) is the top letter; no percentage or no schema, no letter', () => {
    expect(letterOf(schema, 130)).toBe('A');
    expect(letterOf(schema, null)).toBeNull();
    expect(letterOf([], 50)).toBeNull();
  });
  test('the shown (rounded) total decides the letter', () => {
    const it = item({ maxPoints: 1000 });
    const total = weightedTotal([it], graded([it, 899.96]));
    expect(total.running).toBe(90);
    expect(letterOf(schema, total.running)).toBe('A');
  });
  test('a schema tiles 0 to 100 without gaps, overlaps or repeated letters', () => {
    expect(schemaProblem(schema)).toBeNull();
    expect(schemaProblem([...schema].reverse())).toBeNull();
    expect(schemaProblem([])).toMatch(/at least one/);
    expect(schemaProblem(schema.slice(1))).toMatch(/start at 0/);
    expect(schemaProblem(schema.slice(0, 4))).toMatch(/end at 100/);
    expect(schemaProblem([schema[0]!, { letter: 'P', minValue: 61, maxValue: 100 }])).toMatch(/must end where/);
    expect(schemaProblem([schema[0]!, { letter: 'F', minValue: 60, maxValue: 100 }])).toMatch(/once/);
    expect(schemaProblem([{ letter: 'X', minValue: 0, maxValue: 0 }, { letter: 'Y', minValue: 0, maxValue: 100 }])).not.toBeNull();
  });
});

describe('rubric score', () => {
  const criteria: RuleCriterion[] = [
    { id: 1, usesRange: false, ratings: [{ id: 11, points: 5, minPoints: null, maxPoints: null }, { id: 12, points: 2, minPoints: null, maxPoints: null }] },
    { id: 2, usesRange: true, ratings: [{ id: 21, points: 10, minPoints: 6, maxPoints: 10 }, { id: 22, points: 5, minPoints: 0, maxPoints: 5 }] },
  ];
  test('sums the chosen ratings; a range rating takes points within it, or its maximum', () => {
    expect(rubricScore(criteria, [{ criterionId: 1, ratingId: 11 }, { criterionId: 2, ratingId: 21, points: 7.5 }]))
      .toEqual({ ok: true, score: 12.5, ratings: [{ criterionId: 1, ratingId: 11, points: 5 }, { criterionId: 2, ratingId: 21, points: 7.5 }] });
    expect(rubricScore(criteria, [{ criterionId: 2, ratingId: 21 }])).toMatchObject({ ok: true, score: 10 });
    expect(rubricScore(criteria, [{ criterionId: 2, ratingId: 21, points: 6 }])).toMatchObject({ ok: true, score: 6 });
    expect(rubricScore(criteria, [])).toEqual({ ok: true, score: 0, ratings: [] });
  });
  test('refuses points outside the range, foreign criteria and ratings, and a criterion twice', () => {
    expect(rubricScore(criteria, [{ criterionId: 2, ratingId: 21, points: 5.99 }])).toMatchObject({ ok: false });
    expect(rubricScore(criteria, [{ criterionId: 2, ratingId: 21, points: 10.01 }])).toMatchObject({ ok: false });
    expect(rubricScore(criteria, [{ criterionId: 3, ratingId: 11 }])).toMatchObject({ ok: false });
    expect(rubricScore(criteria, [{ criterionId: 1, ratingId: 21 }])).toMatchObject({ ok: false });
    expect(rubricScore(criteria, [{ criterionId: 1, ratingId: 11 }, { criterionId: 1, ratingId: 12 }])).toMatchObject({ ok: false });
    expect(rubricScore(criteria, [{ criterionId: 1, ratingId: 11, points: 4 }])).toMatchObject({ ok: false });
  });
});

describe('group grades', () => {
  test('apply unless the member has an individual grade; the higher of two groups', () => {
    const result = effectiveGrades(new Map([[1, 40]]), [
      { gradeItemId: 1, grade: 90 }, { gradeItemId: 2, grade: 70 }, { gradeItemId: 2, grade: 80 },
    ]);
    expect([...result.entries()].sort()).toEqual([[1, 40], [2, 80]]);
  });
});
