/**
 * What an instructor may do with an attempt in each state (spec section 4,
 * exam attempt states; docs/design/exams-api.md "Review"). Pure: the review
 * calls answer a refusal with 409 exm-007 and its reason.
 */

type ReviewAction = 'review-answer' | 'approve' | 'reject' | 'cancel';

export interface AttemptFacts {
  status: string;
  isApproved: boolean;
  isRejected: boolean;
  /** Answers that need an instructor and have no review yet. */
  pendingReviews: number;
}

/** `apply`: change the attempt; `replay`: it is already so, answer as before and change nothing. */
type StateVerdict = { kind: 'apply' } | { kind: 'replay' } | { kind: 'refuse'; reason: string };

const refuse = (reason: string): StateVerdict => ({ kind: 'refuse', reason });

export function reviewVerdict(action: ReviewAction, attempt: AttemptFacts): StateVerdict {
  if (attempt.status === 'IN_PROGRESS') return refuse('The attempt is still open: it is reviewed once it is finished');
  if (attempt.status === 'CANCELLED') {
    return action === 'cancel' ? { kind: 'replay' } : refuse('The attempt was cancelled: it no longer counts');
  }
  switch (action) {
    case 'review-answer':
    case 'cancel':
      return { kind: 'apply' };
    case 'reject':
      return attempt.isRejected ? { kind: 'replay' } : { kind: 'apply' };
    case 'approve':
      // A graded attempt is scored again (an answer's review may have changed); one awaiting review needs every answer reviewed.
      if (attempt.status === 'NEEDS_REVIEW' && attempt.pendingReviews > 0) {
        return refuse(`${attempt.pendingReviews} answer(s) still need a review before the attempt can be approved`);
      }
      return { kind: 'apply' };
  }
}
