import { freePlaces, inArrivalOrder, mustWait, promotionsOf, waitlistPositionOf } from './waitlist';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));
const entry = (id: number, minute: number) => ({ id, waitlistedAt: at(minute) });

describe('the waitlist rule', () => {
  const waitlist = [entry(7, 3), entry(4, 1), entry(9, 1), entry(2, 5)];

  test('arrival order is (waitlisted_at, id)', () => {
    expect(inArrivalOrder(waitlist).map((e) => e.id)).toEqual([4, 9, 7, 2]);
  });

  test.each([
    ['no free place', 10, 10, []],
    ['one place', 10, 9, [4]],
    ['three places', 10, 7, [4, 9, 7]],
    ['more places than waiting', 10, 0, [4, 9, 7, 2]],
    ['over capacity (lowered): nobody', 5, 8, []],
    ['unlimited: everyone', null, 100, [4, 9, 7, 2]],
  ] as const)('%s', (_name, capacity, takenCount, expected) => {
    expect(promotionsOf({ capacity, takenCount, waitlist }).map((e) => e.id)).toEqual(expected);
  });

  test('an empty waitlist promotes nobody', () => {
    expect(promotionsOf({ capacity: 3, takenCount: 0, waitlist: [] })).toEqual([]);
  });

  test('positions are 1-based in arrival order; null when not waiting', () => {
    expect(waitlistPositionOf(waitlist, 4)).toBe(1);
    expect(waitlistPositionOf(waitlist, 2)).toBe(4);
    expect(waitlistPositionOf(waitlist, 99)).toBeNull();
  });

  test('free places and whether a newcomer waits', () => {
    expect(freePlaces(3, 5)).toBe(0);
    expect(freePlaces(null, 5)).toBe(Number.POSITIVE_INFINITY);
    expect(mustWait(3, 3, 0)).toBe(true);
    expect(mustWait(3, 1, 1)).toBe(true);
    expect(mustWait(3, 1, 0)).toBe(false);
  });
});
