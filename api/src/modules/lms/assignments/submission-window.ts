/**
 * When an attempt may be handed in (docs/design/course-work-api.md
 * "Submission window"). Pure: the use case passes the clock and what exists.
 *
 * - before availableFrom: refused (NOT_OPEN);
 * - after availableTo: refused (CLOSED), whatever else holds;
 * - after dueDate (and before availableTo): accepted, marked late, but only
 *   as a first attempt: once something is handed in, resubmitting ends at
 *   the due date (RESUBMISSION_CLOSED);
 * - otherwise accepted; every attempt is kept.
 */
export interface AssignmentWindow {
  availableFrom: Date | null;
  availableTo: Date | null;
  dueDate: Date | null;
}

export type WindowVerdict =
  | { accepted: true; isLate: boolean }
  | { accepted: false; reason: 'NOT_OPEN' | 'CLOSED' | 'RESUBMISSION_CLOSED' };

export function submissionVerdict(window: AssignmentWindow, now: Date, hasEarlierAttempt: boolean): WindowVerdict {
  if (window.availableFrom && now < window.availableFrom) return { accepted: false, reason: 'NOT_OPEN' };
  if (window.availableTo && now > window.availableTo) return { accepted: false, reason: 'CLOSED' };
  const pastDue = window.dueDate !== null && now > window.dueDate;
  if (pastDue && hasEarlierAttempt) return { accepted: false, reason: 'RESUBMISSION_CLOSED' };
  return { accepted: true, isLate: pastDue };
}

/** What the assignments list shows about the dates: not open yet, open, past due (late still taken), closed. */
export type DueState = 'NOT_OPEN' | 'OPEN' | 'PAST_DUE' | 'CLOSED';

export function dueStateOf(window: AssignmentWindow, now: Date): DueState {
  if (window.availableFrom && now < window.availableFrom) return 'NOT_OPEN';
  if (window.availableTo && now > window.availableTo) return 'CLOSED';
  if (window.dueDate && now > window.dueDate) return 'PAST_DUE';
  return 'OPEN';
}
