import { ERROR_CODES, type ErrorCode } from '@halaqa/contracts';
import type { EventEnrollmentStatus } from '../tables';
import { mustWait } from './waitlist';

/** The rules of one event that do not need the database (docs/design/social-api.md "Events"). */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The enrollment alert shows from three days before the window opens or closes. */
const ENROLLMENT_ALERT_MS = 3 * DAY;
/** The meeting address shows from this long before the start. */
const MEETING_URL_LEAD_MS = 15 * MINUTE;
/** Lists hide events that ended longer ago than this (spec section 9). */
export const LISTED_AFTER_END_MS = 30 * DAY;

export interface EventTimes {
  startTime: Date;
  endingTime: Date;
  enrollmentStartsAt: Date | null;
  enrollmentEndsAt: Date | null;
  cancelledAt: Date | null;
}

export interface JoinFacts extends EventTimes {
  price: number;
  maxEnrollmentCount: number | null;
  enrolledCount: number;
  /** How many wait already. */
  waitlistLength: number;
  /** The member's own enrollment's status, if any. */
  myStatus: EventEnrollmentStatus | null;
  now: Date;
}

/** What a member's join comes to: a place, a place on the waitlist, or a refusal. */
export type JoinDecision =
  | { kind: 'ENROLL' }
  | { kind: 'WAITLIST' }
  | { kind: 'REFUSE'; code: ErrorCode; message: string };

const refuse = (code: ErrorCode, message: string): JoinDecision => ({ kind: 'REFUSE', code, message });

/** Whether the event takes enrollments at `now`: not cancelled, not started, inside its enrollment window. */
export function enrollmentOpen(event: EventTimes, now: Date): boolean {
  const at = now.getTime();
  if (event.cancelledAt) return false;
  if (at >= event.startTime.getTime()) return false;
  if (event.enrollmentStartsAt && at < event.enrollmentStartsAt.getTime()) return false;
  if (event.enrollmentEndsAt && at > event.enrollmentEndsAt.getTime()) return false;
  return true;
}

/**
 * The join rule, in the order the refusals are told: already in (evt-002),
 * closed (evt-001), a price (evt-004: bought through commerce, unless `paid`),
 * full (evt-003, unless the member asked for the waitlist). A newcomer waits
 * too when others wait already (never jumps the queue).
 */
export function joinDecisionOf(facts: JoinFacts, options: { waitlist: boolean; paid: boolean }): JoinDecision {
  if (facts.myStatus === 'ENROLLED' || facts.myStatus === 'WAITLISTED') {
    return refuse(ERROR_CODES.EVENT_ALREADY_ENROLLED, 'You are already enrolled or waitlisted');
  }
  if (!enrollmentOpen(facts, facts.now)) return refuse(ERROR_CODES.EVENT_ENROLLMENT_CLOSED, 'The event takes no enrollments now');
  if (facts.price > 0 && !options.paid) return refuse(ERROR_CODES.EVENT_PAYMENT_REQUIRED, 'The event has a price: buy a place through the cart');
  if (!mustWait(facts.maxEnrollmentCount, facts.enrolledCount, facts.waitlistLength)) return { kind: 'ENROLL' };
  // A paid place cannot wait: nobody would pay when it is promoted.
  if (options.waitlist && !options.paid && facts.price === 0) return { kind: 'WAITLIST' };
  return refuse(ERROR_CODES.EVENT_FULL, 'The event is full');
}

export interface EnrollmentAlert {
  kind: 'OPENS_SOON' | 'CLOSES_SOON';
  at: Date;
}

/** The card's enrollment-time alert: the window opens within three days, or (open now) closes within three days. */
export function enrollmentAlertOf(event: EventTimes, now: Date): EnrollmentAlert | null {
  if (event.cancelledAt) return null;
  const at = now.getTime();
  const soon = (time: Date) => time.getTime() > at && time.getTime() - at <= ENROLLMENT_ALERT_MS;
  if (event.enrollmentStartsAt && event.enrollmentStartsAt.getTime() > at) {
    return soon(event.enrollmentStartsAt) ? { kind: 'OPENS_SOON', at: event.enrollmentStartsAt } : null;
  }
  // The window closes at its end, or at the start of the event when it has no end of its own.
  const closes = event.enrollmentEndsAt && event.enrollmentEndsAt.getTime() < event.startTime.getTime() ? event.enrollmentEndsAt : null;
  return closes && soon(closes) ? { kind: 'CLOSES_SOON', at: closes } : null;
}

/** The meeting address is shown to an enrolled member (or the event's hosts and managers) from 15 minutes before the start until the end. */
export function meetingUrlVisible(event: Pick<EventTimes, 'startTime' | 'endingTime' | 'cancelledAt'>, now: Date, insider: boolean): boolean {
  if (!insider || event.cancelledAt) return false;
  const at = now.getTime();
  return at >= event.startTime.getTime() - MEETING_URL_LEAD_MS && at <= event.endingTime.getTime();
}
