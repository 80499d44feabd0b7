import type { EventDetails } from '../../../api/events-types';

/**
 * What the join box offers, from the event and the clock (the API decides;
 * this only picks what to show). Pure, so each case is tested alone.
 */
export type JoinState =
  | { kind: 'CANCELLED' }
  | { kind: 'VISITOR' }
  | { kind: 'ENROLLED'; paid: boolean }
  | { kind: 'WAITLISTED'; position: number | null }
  | { kind: 'ENDED' }
  | { kind: 'OPENS_LATER'; at: string }
  | { kind: 'CLOSED' }
  | { kind: 'PAID_FULL' }
  | { kind: 'BUY' }
  | { kind: 'WAITLIST' }
  | { kind: 'JOIN' };

type JoinFacts = Pick<EventDetails,
  'cancelled' | 'myStatus' | 'waitlistPosition' | 'price' | 'placesLeft' | 'startTime' | 'endingTime' | 'enrollmentStartsAt' | 'enrollmentEndsAt'>;

export function joinStateOf(event: JoinFacts, signedIn: boolean, now: Date): JoinState {
  if (event.cancelled) return { kind: 'CANCELLED' };
  if (signedIn && event.myStatus === 'ENROLLED') return { kind: 'ENROLLED', paid: event.price > 0 };
  if (signedIn && event.myStatus === 'WAITLISTED') return { kind: 'WAITLISTED', position: event.waitlistPosition };
  const time = now.getTime();
  if (Date.parse(event.endingTime) <= time) return { kind: 'ENDED' };
  if (event.enrollmentStartsAt && Date.parse(event.enrollmentStartsAt) > time) return { kind: 'OPENS_LATER', at: event.enrollmentStartsAt };
  if ((event.enrollmentEndsAt && Date.parse(event.enrollmentEndsAt) <= time) || Date.parse(event.startTime) <= time) return { kind: 'CLOSED' };
  if (!signedIn) return { kind: 'VISITOR' };
  const full = event.placesLeft !== null && event.placesLeft <= 0;
  if (event.price > 0) return full ? { kind: 'PAID_FULL' } : { kind: 'BUY' };
  return full ? { kind: 'WAITLIST' } : { kind: 'JOIN' };
}
