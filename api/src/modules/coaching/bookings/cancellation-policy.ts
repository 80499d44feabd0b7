/**
 * Who may cancel a booked session, until when, and what cancelling gives
 * back (docs/design/coaching-api.md "The cancellation policy"). Written on
 * facts, not rows, so a paid social event can reuse it.
 */

export type Party = 'MEMBER' | 'COACH';
export type SessionKind = 'FREE' | 'PAID' | 'CREDIT';
type SessionStatus = 'HELD' | 'CONFIRMED' | 'CANCELLED';
export type CancelOutcome = 'FREE_SESSION_RETURNED' | 'CREDIT_GIVEN' | 'REFUND_REQUESTED' | 'NOTHING';

export interface CancellationFacts {
  by: Party;
  kind: SessionKind;
  startsAt: Date;
  endsAt: Date;
  now: Date;
  enableCancellation: boolean;
  cancellationMinimumHours: number;
  status: SessionStatus;
}

export type CancellationDecision =
  | { allowed: true; outcome: CancelOutcome }
  | { allowed: false; code: 'cch-005' | 'cch-006' | 'cch-007'; allowedUntil?: Date };

const HOUR_MS = 60 * 60 * 1000;

/** The member's last moment to cancel or reschedule; null when the coach allows no cancellation. */
export function memberDeadline(facts: Pick<CancellationFacts, 'startsAt' | 'enableCancellation' | 'cancellationMinimumHours'>): Date | null {
  if (!facts.enableCancellation) return null;
  return new Date(facts.startsAt.getTime() - facts.cancellationMinimumHours * HOUR_MS);
}

/** What the session gives back when it is cancelled in time. */
function outcomeOf(by: Party, kind: SessionKind): CancelOutcome {
  if (kind === 'FREE') return 'FREE_SESSION_RETURNED';
  // The coach's cancellation never costs the member: a credit to book again (or a refund through commerce's own call).
  if (by === 'COACH') return 'CREDIT_GIVEN';
  // The member's: a spent credit comes back unspent; a paid session goes to commerce's refund policy.
  return kind === 'CREDIT' ? 'CREDIT_GIVEN' : 'REFUND_REQUESTED';
}

export function decideCancellation(facts: CancellationFacts): CancellationDecision {
  if (facts.status === 'CANCELLED' || facts.now.getTime() >= facts.endsAt.getTime()) return { allowed: false, code: 'cch-007' };
  // A hold was never paid for: giving it up frees the slot and owes nothing, whoever does it.
  if (facts.status === 'HELD') return { allowed: true, outcome: 'NOTHING' };
  if (facts.by === 'COACH') return { allowed: true, outcome: outcomeOf('COACH', facts.kind) };
  const deadline = memberDeadline(facts);
  if (deadline === null) return { allowed: false, code: 'cch-006' };
  if (facts.now.getTime() > deadline.getTime()) return { allowed: false, code: 'cch-005', allowedUntil: deadline };
  return { allowed: true, outcome: outcomeOf('MEMBER', facts.kind) };
}
