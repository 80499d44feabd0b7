import { completesExam, examResult, type ResultAttempt } from './exam-result';

let nextId = 1;
const attempt = (attemptNumber: number, percentage: number | null, over: Partial<ResultAttempt> = {}): ResultAttempt => ({
  id: nextId++, attemptNumber, status: 'GRADED', percentage, isPassed: null, isRejected: false, isInstructorAttempt: false, ...over,
});

describe('the member exam result', () => {
  test('no counted attempt: no result', () => {
    expect(examResult('LATEST', [])).toBeNull();
    expect(examResult('AVERAGE', [
      attempt(1, 80, { status: 'CANCELLED' }),
      attempt(2, null, { status: 'IN_PROGRESS' }),
      attempt(3, 40, { status: 'NEEDS_REVIEW' }),
      attempt(4, 100, { isInstructorAttempt: true }),
    ])).toBeNull();
  });

  test('AVERAGE: the mean of the counted percentages, two decimals', () => {
    const result = examResult('AVERAGE', [attempt(1, 50), attempt(2, 60), attempt(3, 70.01)]);
    expect(result).toMatchObject({ percentage: 60, method: 'AVERAGE', counted: 3 });
    expect(result?.basedOn.map((a) => a.attemptNumber)).toEqual([1, 2, 3]);
    expect(examResult('AVERAGE', [attempt(1, 100), attempt(2, 0), attempt(3, 0)])?.percentage).toBe(33.33);
  });

  test('HIGHEST: the best, the earliest of equals', () => {
    const result = examResult('HIGHEST', [attempt(2, 90), attempt(1, 90), attempt(3, 40)]);
    expect(result).toMatchObject({ percentage: 90, counted: 3 });
    expect(result?.basedOn.map((a) => a.attemptNumber)).toEqual([1]);
  });

  test('LATEST: the highest attemptNumber, whatever order they come in', () => {
    const result = examResult('LATEST', [attempt(3, 20), attempt(1, 100), attempt(2, 80)]);
    expect(result).toMatchObject({ percentage: 20, counted: 3 });
    expect(result?.basedOn.map((a) => a.attemptNumber)).toEqual([3]);
  });

  test('a rejected attempt counts as 0 %', () => {
    expect(examResult('AVERAGE', [attempt(1, 80), attempt(2, 100, { isRejected: true })])?.percentage).toBe(40);
    expect(examResult('LATEST', [attempt(1, 80), attempt(2, 100, { isRejected: true })])?.percentage).toBe(0);
    expect(examResult('HIGHEST', [attempt(1, 80), attempt(2, 100, { isRejected: true })])?.percentage).toBe(80);
  });

  test('cancelled and instructor attempts are never counted, whatever their score', () => {
    const attempts = [attempt(1, 40), attempt(2, 100, { status: 'CANCELLED' }), attempt(3, 100, { isInstructorAttempt: true })];
    expect(examResult('HIGHEST', attempts)).toMatchObject({ percentage: 40, counted: 1 });
    expect(examResult('LATEST', attempts)?.basedOn.map((a) => a.attemptNumber)).toEqual([1]);
    expect(examResult('AVERAGE', attempts)?.percentage).toBe(40);
  });

  test('bonus may lift a result past 100; a graded attempt without a percentage counts as 0', () => {
    expect(examResult('HIGHEST', [attempt(1, 104.5)])?.percentage).toBe(104.5);
    expect(examResult('AVERAGE', [attempt(1, null), attempt(2, 50)])?.percentage).toBe(25);
  });
});

describe('the exam item completes', () => {
  test('with a passing score: a counted attempt that passed', () => {
    expect(completesExam(true, [attempt(1, 40, { isPassed: false })])).toBe(false);
    expect(completesExam(true, [attempt(1, 40, { isPassed: false }), attempt(2, 70, { isPassed: true })])).toBe(true);
  });
  test('without a passing score: any counted attempt', () => {
    expect(completesExam(false, [attempt(1, 0)])).toBe(true);
    expect(completesExam(false, [])).toBe(false);
  });
  test('never through a rejected, cancelled, unreviewed or instructor attempt', () => {
    for (const over of [{ isRejected: true }, { status: 'CANCELLED' }, { status: 'NEEDS_REVIEW' }, { isInstructorAttempt: true }]) {
      expect(completesExam(true, [attempt(1, 100, { isPassed: true, ...over })])).toBe(false);
      expect(completesExam(false, [attempt(1, 100, { isPassed: true, ...over })])).toBe(false);
    }
  });
});
