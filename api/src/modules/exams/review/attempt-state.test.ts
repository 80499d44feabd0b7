import { reviewVerdict, type AttemptFacts } from './attempt-state';

const facts = (over: Partial<AttemptFacts> = {}): AttemptFacts => ({ status: 'NEEDS_REVIEW', isApproved: false, isRejected: false, pendingReviews: 0, ...over });

describe('what an instructor may do with an attempt', () => {
  test('an open attempt: nothing', () => {
    for (const action of ['review-answer', 'approve', 'reject', 'cancel'] as const) {
      expect(reviewVerdict(action, facts({ status: 'IN_PROGRESS' })).kind).toBe('refuse');
    }
  });

  test('awaiting review: approve only once every manual answer is reviewed', () => {
    expect(reviewVerdict('approve', facts({ pendingReviews: 2 }))).toEqual({ kind: 'refuse', reason: expect.stringContaining('2 answer(s)') });
    expect(reviewVerdict('approve', facts({ pendingReviews: 0 })).kind).toBe('apply');
    expect(reviewVerdict('review-answer', facts({ pendingReviews: 2 })).kind).toBe('apply');
    expect(reviewVerdict('reject', facts({ pendingReviews: 2 })).kind).toBe('apply');
    expect(reviewVerdict('cancel', facts({ pendingReviews: 2 })).kind).toBe('apply');
  });

  test('graded: approve scores again, answers may be reviewed (an override)', () => {
    expect(reviewVerdict('approve', facts({ status: 'GRADED' })).kind).toBe('apply');
    expect(reviewVerdict('approve', facts({ status: 'GRADED', isApproved: true })).kind).toBe('apply');
    expect(reviewVerdict('review-answer', facts({ status: 'GRADED' })).kind).toBe('apply');
    expect(reviewVerdict('approve', facts({ status: 'GRADED', isRejected: true })).kind).toBe('apply');
  });

  test('a rejected attempt rejected again, a cancelled one cancelled again: a replay', () => {
    expect(reviewVerdict('reject', facts({ status: 'GRADED', isRejected: true })).kind).toBe('replay');
    expect(reviewVerdict('cancel', facts({ status: 'CANCELLED' })).kind).toBe('replay');
  });

  test('a cancelled attempt is out of review', () => {
    for (const action of ['review-answer', 'approve', 'reject'] as const) {
      expect(reviewVerdict(action, facts({ status: 'CANCELLED' })).kind).toBe('refuse');
    }
  });
});
