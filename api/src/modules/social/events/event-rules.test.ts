import { enrollmentAlertOf, joinDecisionOf, meetingUrlVisible, type JoinFacts } from './event-rules';

const now = new Date('2030-01-10T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const facts = (overrides: Partial<JoinFacts> = {}): JoinFacts => ({
  startTime: hours(48), endingTime: hours(50), enrollmentStartsAt: null, enrollmentEndsAt: null, cancelledAt: null,
  price: 0, maxEnrollmentCount: null, enrolledCount: 0, waitlistLength: 0, myStatus: null, now, ...overrides,
});
const decide = (overrides: Partial<JoinFacts>, options = { waitlist: false, paid: false }) => {
  const decision = joinDecisionOf(facts(overrides), options);
  return decision.kind === 'REFUSE' ? decision.code : decision.kind;
};

describe('joinDecisionOf', () => {
  test.each([
    ['open and free', {}, 'ENROLL'],
    ['already enrolled', { myStatus: 'ENROLLED' as const }, 'evt-002'],
    ['already waiting', { myStatus: 'WAITLISTED' as const }, 'evt-002'],
    ['left before: may join again', { myStatus: 'CANCELLED' as const }, 'ENROLL'],
    ['cancelled', { cancelledAt: hours(-1) }, 'evt-001'],
    ['started', { startTime: hours(-1) }, 'evt-001'],
    ['window not open', { enrollmentStartsAt: hours(1) }, 'evt-001'],
    ['window closed', { enrollmentEndsAt: hours(-1) }, 'evt-001'],
    ['paid', { price: 100 }, 'evt-004'],
    ['full', { maxEnrollmentCount: 2, enrolledCount: 2 }, 'evt-003'],
    ['places free but others wait', { maxEnrollmentCount: 2, enrolledCount: 1, waitlistLength: 1 }, 'evt-003'],
  ])('%s', (_name, overrides, expected) => {
    expect(decide(overrides)).toBe(expected);
  });

  test('the waitlist on request, for free events only; a paid fulfilment skips the price', () => {
    expect(decide({ maxEnrollmentCount: 2, enrolledCount: 2 }, { waitlist: true, paid: false })).toBe('WAITLIST');
    expect(decide({ maxEnrollmentCount: 2, enrolledCount: 2, price: 100 }, { waitlist: true, paid: false })).toBe('evt-004');
    expect(decide({ price: 100 }, { waitlist: false, paid: true })).toBe('ENROLL');
    expect(decide({ price: 100, maxEnrollmentCount: 1, enrolledCount: 1 }, { waitlist: true, paid: true })).toBe('evt-003');
  });
});

describe('enrollmentAlertOf', () => {
  test('opens soon, closes soon, or nothing', () => {
    expect(enrollmentAlertOf(facts({ enrollmentStartsAt: hours(20) }), now)).toEqual({ kind: 'OPENS_SOON', at: hours(20) });
    expect(enrollmentAlertOf(facts({ enrollmentStartsAt: hours(100), startTime: hours(200) }), now)).toBeNull();
    expect(enrollmentAlertOf(facts({ enrollmentEndsAt: hours(20) }), now)).toEqual({ kind: 'CLOSES_SOON', at: hours(20) });
    expect(enrollmentAlertOf(facts({ enrollmentEndsAt: hours(-2) }), now)).toBeNull();
    expect(enrollmentAlertOf(facts({ enrollmentEndsAt: hours(20), cancelledAt: hours(-1) }), now)).toBeNull();
  });
});

describe('meetingUrlVisible', () => {
  test('from 15 minutes before the start until the end, to insiders only', () => {
    const event = { startTime: hours(0.2), endingTime: hours(2), cancelledAt: null };
    expect(meetingUrlVisible(event, now, true)).toBe(true);
    expect(meetingUrlVisible(event, now, false)).toBe(false);
    expect(meetingUrlVisible({ ...event, startTime: hours(0.3) }, now, true)).toBe(false);
    expect(meetingUrlVisible({ ...event, endingTime: hours(-0.1), startTime: hours(-1) }, now, true)).toBe(false);
  });
});
