import { attendanceOf, criteriaOf, itemsLeftOf, passingVerdict, type CompletionFacts, type PassingCriteria } from './passing-rule';

const DEFAULTS: PassingCriteria = { passingGradePercentage: 0.5, mandatoryAttendancePercentage: 1 };
const facts = (over: Partial<CompletionFacts> = {}): CompletionFacts => ({
  gradePercentage: 80, lecturesHeld: 4, lecturesUpcoming: 0, lecturesAttended: 4, itemsLeft: [], ...over,
});

test('finished when the grade, attendance and items all meet the criteria', () => {
  expect(passingVerdict(facts(), DEFAULTS)).toEqual({ finished: true });
});

test('grade boundary: exactly the passing grade passes, just under does not', () => {
  expect(passingVerdict(facts({ gradePercentage: 50 }), DEFAULTS)).toEqual({ finished: true });
  expect(passingVerdict(facts({ gradePercentage: 49.99 }), DEFAULTS))
    .toEqual({ finished: false, missing: [{ kind: 'GRADE', actual: 49.99, required: 50 }] });
  // 0.7 x 100 is 70.00000000000001 in floating point: 70 still passes.
  expect(passingVerdict(facts({ gradePercentage: 70 }), { ...DEFAULTS, passingGradePercentage: 0.7 })).toEqual({ finished: true });
});

test('no graded item (grade null): the grade condition is met', () => {
  expect(passingVerdict(facts({ gradePercentage: null }), { ...DEFAULTS, passingGradePercentage: 1 })).toEqual({ finished: true });
});

test('attendance boundary, counted in lectures: all of them by default, 2 of 3 meets two thirds', () => {
  expect(passingVerdict(facts({ lecturesHeld: 4, lecturesAttended: 3 }), DEFAULTS))
    .toEqual({ finished: false, missing: [{ kind: 'ATTENDANCE', actual: 75, required: 100, attended: 3, held: 4, upcoming: 0 }] });
  expect(passingVerdict(facts({ lecturesHeld: 3, lecturesAttended: 2 }), { ...DEFAULTS, mandatoryAttendancePercentage: 2 / 3 })).toEqual({ finished: true });
  expect(passingVerdict(facts({ lecturesHeld: 3, lecturesAttended: 1 }), { ...DEFAULTS, mandatoryAttendancePercentage: 0.5 }))
    .toEqual({ finished: false, missing: [{ kind: 'ATTENDANCE', actual: 33.33, required: 50, attended: 1, held: 3, upcoming: 0 }] });
});

test('a course without lectures: attendance is met; mandatory 0 is always met', () => {
  expect(passingVerdict(facts({ lecturesHeld: 0, lecturesAttended: 0 }), DEFAULTS)).toEqual({ finished: true });
  expect(passingVerdict(facts({ lecturesAttended: 0 }), { ...DEFAULTS, mandatoryAttendancePercentage: 0 })).toEqual({ finished: true });
});

describe('lectures still to come count as not attended yet', () => {
  test('all lectures required: the member cannot finish before the last one, whatever was attended so far', () => {
    // One held and attended, three ahead: 1 of 4.
    expect(passingVerdict(facts({ lecturesHeld: 1, lecturesUpcoming: 3, lecturesAttended: 1 }), DEFAULTS)).toEqual({
      finished: false, missing: [{ kind: 'ATTENDANCE', actual: 25, required: 100, attended: 1, held: 1, upcoming: 3 }],
    });
    // None held yet: nothing attended of the two ahead.
    expect(passingVerdict(facts({ lecturesHeld: 0, lecturesUpcoming: 2, lecturesAttended: 0 }), DEFAULTS)).toMatchObject({ finished: false });
  });

  test('a share already reached cannot be lost by the lectures ahead: 3 attended of 4 meets 75% with one still to come', () => {
    expect(passingVerdict(facts({ lecturesHeld: 3, lecturesUpcoming: 1, lecturesAttended: 3 }), { ...DEFAULTS, mandatoryAttendancePercentage: 0.75 }))
      .toEqual({ finished: true });
    // 2 of 4 does not, even though 2 of the 3 held would be 67%.
    expect(passingVerdict(facts({ lecturesHeld: 3, lecturesUpcoming: 1, lecturesAttended: 2 }), { ...DEFAULTS, mandatoryAttendancePercentage: 0.6 }))
      .toEqual({ finished: false, missing: [{ kind: 'ATTENDANCE', actual: 50, required: 60, attended: 2, held: 3, upcoming: 1 }] });
  });

  test('the standing the certificate page shows', () => {
    expect(attendanceOf({ lecturesHeld: 3, lecturesUpcoming: 1, lecturesAttended: 2 })).toEqual({ attended: 2, held: 3, upcoming: 1, lectures: 4, percentage: 50 });
    expect(attendanceOf({ lecturesHeld: 0, lecturesUpcoming: 0, lecturesAttended: 0 })).toMatchObject({ lectures: 0, percentage: null });
  });
});

describe('required items', () => {
  test('every required item left counts, open or not yet open', () => {
    expect(passingVerdict(facts({ itemsLeft: ['TEXT', 'ASSIGNMENT', 'EXAM'] }), DEFAULTS))
      .toEqual({ finished: false, missing: [{ kind: 'ITEMS', left: 3 }] });
  });

  test('lecture items are left to attendance: a missed lecture within the share does not block finishing', () => {
    const missedOne = facts({ lecturesHeld: 4, lecturesAttended: 3, itemsLeft: ['ONLINE_LECTURE'] });
    expect(itemsLeftOf(missedOne)).toBe(0);
    expect(passingVerdict(missedOne, { ...DEFAULTS, mandatoryAttendancePercentage: 0.75 })).toEqual({ finished: true });
    expect(itemsLeftOf(facts({ itemsLeft: ['ON_CAMPUS_LECTURE', 'ONLINE_LECTURE', 'FILE'] }))).toBe(1);
  });
});

test('every missing condition listed together', () => {
  expect(passingVerdict(facts({ gradePercentage: 10, lecturesAttended: 0, itemsLeft: ['TEXT', 'QUESTIONNAIRE'] }), DEFAULTS)).toEqual({
    finished: false,
    missing: [
      { kind: 'GRADE', actual: 10, required: 50 },
      { kind: 'ATTENDANCE', actual: 0, required: 100, attended: 0, held: 4, upcoming: 0 },
      { kind: 'ITEMS', left: 2 },
    ],
  });
});

test('criteria: the target organization overrides the organization default, which overrides the course', () => {
  const course = { passingGradePercentage: 0.5, mandatoryAttendancePercentage: 1 };
  const target = { passingGradePercentage: 0.8, mandatoryAttendancePercentage: 0.75 };
  const organization = { passingGradePercentage: 0.6, mandatoryAttendancePercentage: 0.9 };
  expect(criteriaOf(course, target, organization)).toEqual(target);
  expect(criteriaOf(course, null, organization)).toEqual(organization);
  expect(criteriaOf(course, null, null)).toEqual(course);
});
