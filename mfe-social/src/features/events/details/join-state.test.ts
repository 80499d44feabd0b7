import { eventDetailsFixture } from '../../../testing/event-fixtures';
import { joinStateOf } from './join-state';

const NOW = new Date('2026-06-01T10:00:00.000Z');
const event = (overrides: Parameters<typeof eventDetailsFixture>[0] = {}) => eventDetailsFixture({
  startTime: '2026-06-10T10:00:00.000Z', endingTime: '2026-06-10T13:00:00.000Z', ...overrides,
});

describe('what the join box offers', () => {
  it.each([
    ['a free event with places', {}, true, 'JOIN'],
    ['a full free event', { placesLeft: 0 }, true, 'WAITLIST'],
    ['an unlimited free event', { placesLeft: null }, true, 'JOIN'],
    ['a paid event', { price: 15000 }, true, 'BUY'],
    ['a full paid event', { price: 15000, placesLeft: 0 }, true, 'PAID_FULL'],
    ['a visitor', {}, false, 'VISITOR'],
    ['a cancelled event, even to the enrolled', { cancelled: true, myStatus: 'ENROLLED' as const }, true, 'CANCELLED'],
    ['an ended event', { startTime: '2026-05-01T10:00:00.000Z', endingTime: '2026-05-01T12:00:00.000Z' }, true, 'ENDED'],
    ['a started event', { startTime: '2026-06-01T09:00:00.000Z' }, true, 'CLOSED'],
    ['a closed enrollment window', { enrollmentEndsAt: '2026-05-31T00:00:00.000Z' }, true, 'CLOSED'],
    ['a window still to open', { enrollmentStartsAt: '2026-06-03T00:00:00.000Z' }, true, 'OPENS_LATER'],
    ['an enrolled member of an ended event (the ticket stays)', { myStatus: 'ENROLLED' as const, endingTime: '2026-05-01T12:00:00.000Z' }, true, 'ENROLLED'],
  ])('%s', (_name, overrides, signedIn, kind) => {
    expect(joinStateOf(event(overrides), signedIn, NOW).kind).toBe(kind);
  });

  it('gives the waitlist position, and whether a place was paid for', () => {
    expect(joinStateOf(event({ myStatus: 'WAITLISTED', waitlistPosition: 4 }), true, NOW)).toEqual({ kind: 'WAITLISTED', position: 4 });
    expect(joinStateOf(event({ myStatus: 'ENROLLED', price: 100 }), true, NOW)).toEqual({ kind: 'ENROLLED', paid: true });
  });
});
