import { attemptAllowance, deadlineOf, mayAnswerOnPage, mayShowPage, notOpenReason, takesAnswers } from '../src/modules/exams/attempts/attempt-rules';

/** The attempt rules, pure (docs/design/exams-api.md "Attempt rules"). */

const MINUTE = 60_000;
const now = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
const finished = (minutesAgo: number, over: Partial<{ status: string; isInstructorAttempt: boolean }> = {}) =>
  ({ status: 'GRADED', isInstructorAttempt: false, finishedAt: at(-minutesAgo), ...over });

describe('attempts left and the retake interval', () => {
  const once = { allowRetake: false, maxAttempts: 5, retakeIntervalInMinutes: 30 };
  const three = { allowRetake: true, maxAttempts: 3, retakeIntervalInMinutes: 30 };

  test('without retakes: one attempt, whatever maxAttempts says', () => {
    expect(attemptAllowance(once, [], now, false)).toMatchObject({ used: 0, left: 1, refusal: null });
    expect(attemptAllowance(once, [finished(60)], now, false).refusal?.code).toBe('exm-002');
  });

  test('cancelled attempts and an instructor\'s do not use one', () => {
    expect(attemptAllowance(once, [finished(60, { status: 'CANCELLED' }), finished(60, { isInstructorAttempt: true })], now, false))
      .toMatchObject({ used: 0, left: 1, refusal: null });
  });

  test('the interval counts from the latest finished attempt; the refusal says when', () => {
    const early = attemptAllowance(three, [finished(100), finished(10)], now, false);
    expect(early).toMatchObject({ used: 2, left: 1, nextAttemptAt: at(20) });
    expect(early.refusal).toEqual({ code: 'exm-003', message: `The next attempt opens at ${at(20).toISOString()}` });
    expect(attemptAllowance(three, [finished(30)], now, false).refusal).toBeNull();
    expect(attemptAllowance(three, [finished(1), finished(2), finished(3)], now, false).refusal?.code).toBe('exm-002');
  });

  test('unlimited attempts; instructors are never limited', () => {
    expect(attemptAllowance({ allowRetake: true, maxAttempts: null, retakeIntervalInMinutes: null }, [finished(1), finished(2)], now, false))
      .toMatchObject({ used: 2, left: null, refusal: null });
    expect(attemptAllowance(once, [finished(1)], now, true).refusal).toBeNull();
  });
});

describe('the clock', () => {
  test('the deadline: start plus the limit, or availableTo when it comes first; untimed without a window is null', () => {
    expect(deadlineOf(now, 30, null)).toEqual(at(30));
    expect(deadlineOf(now, 30, at(10))).toEqual(at(10));
    expect(deadlineOf(now, 30, at(60))).toEqual(at(30));
    expect(deadlineOf(now, null, at(60))).toEqual(at(60));
    expect(deadlineOf(now, null, null)).toBeNull();
    // A window already closed (an instructor's preview) does not end the attempt at once.
    expect(deadlineOf(now, null, at(-5))).toBeNull();
  });

  test('answers are taken before the deadline only, on open attempts only', () => {
    expect(takesAnswers({ status: 'IN_PROGRESS', deadlineAt: at(1) }, now)).toBe(true);
    expect(takesAnswers({ status: 'IN_PROGRESS', deadlineAt: now }, now)).toBe(false);
    expect(takesAnswers({ status: 'IN_PROGRESS', deadlineAt: null }, now)).toBe(true);
    expect(takesAnswers({ status: 'GRADED', deadlineAt: null }, now)).toBe(false);
  });

  test('open: after the publish date, inside the window', () => {
    const facts = { hasPublishDate: true, publishDate: at(5), availableFrom: null, availableTo: null };
    expect(notOpenReason(facts, now)).toMatch(/opens at/);
    expect(notOpenReason({ ...facts, hasPublishDate: false }, now)).toBeNull();
    expect(notOpenReason({ ...facts, publishDate: at(-5), availableFrom: at(1) }, now)).toMatch(/available from/);
    expect(notOpenReason({ ...facts, publishDate: at(-5), availableTo: now }, now)).toMatch(/closed/);
  });
});

describe('navigation', () => {
  const oneWay = { oneQuestionAtATime: true, multiDirectional: false, currentPosition: 2, pageCount: 5 };

  test('one at a time without going back: stay or go to the next page only', () => {
    expect([0, 1, 2, 3, 4, 5].map((page) => mayShowPage(oneWay, page))).toEqual([false, false, true, true, false, false]);
    expect([1, 2, 3].map((page) => mayAnswerOnPage(oneWay, page))).toEqual([false, true, false]);
  });

  test('multi-directional, or all at once: any page that exists', () => {
    for (const navigation of [{ ...oneWay, multiDirectional: true }, { ...oneWay, oneQuestionAtATime: false }]) {
      expect([0, 4, 5, -1].map((page) => mayShowPage(navigation, page))).toEqual([true, true, false, false]);
      expect(mayAnswerOnPage(navigation, 0)).toBe(true);
    }
  });
});
