import { availableSlots, isBookable, type SlotInput } from './slot-rules';

/**
 * Each row's expected starts were worked out by hand from the zone's offsets:
 * Asia/Riyadh is UTC+3 all year; Europe/London jumps 01:00Z on 2026-03-29
 * (00:59 GMT -> 02:00 BST) and falls back 01:00Z on 2026-10-25 (01:59 BST ->
 * 01:00 GMT); America/New_York jumps 07:00Z on 2026-03-08 (EST -> EDT) and
 * falls back 06:00Z on 2026-11-01. 2026-12-01 is a Tuesday (ISO 2), 2028-02-29
 * a Tuesday too.
 */

type Hours = [weekday: number, start: string, end: string];
type Override = [date: string, start: string | null, end: string | null];
interface Row {
  zone?: string; duration?: number;
  hours?: Hours[]; overrides?: Override[]; busy?: [string, string][];
  earliest?: string; latest?: string;
  from: string; until: string;
  expected: string[];
}

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const iso = (s: string) => new Date(s);

function inputOf(row: Row): SlotInput {
  return {
    timeZone: row.zone ?? 'Asia/Riyadh',
    durationMinutes: row.duration ?? 60,
    businessHours: (row.hours ?? []).map(([weekday, start, end]) => ({ weekday, startMinute: minuteOf(start), endMinute: minuteOf(end) })),
    overrides: (row.overrides ?? []).map(([date, start, end]) => ({
      date, startMinute: start === null ? null : minuteOf(start), endMinute: end === null ? null : minuteOf(end),
    })),
    busy: (row.busy ?? []).map(([s, e]) => ({ startsAt: iso(s), endsAt: iso(e) })),
    earliestStart: iso(row.earliest ?? '2000-01-01T00:00:00Z'),
    latestStart: iso(row.latest ?? '2100-01-01T00:00:00Z'),
    from: iso(row.from), until: iso(row.until),
  };
}

const TUE = { from: '2026-12-01T00:00:00Z', until: '2026-12-02T00:00:00Z' };
const z = (hhmm: string, day = '2026-12-01') => `${day}T${hhmm}:00.000Z`;

const TABLE: [string, Row][] = [
  ['one range, Riyadh 09:00-12:00 is 06:00Z-09:00Z', { ...TUE, hours: [[2, '09:00', '12:00']], expected: [z('06:00'), z('07:00'), z('08:00')] }],
  ['several ranges a day; a slot must end inside its range', {
    ...TUE, hours: [[2, '09:00', '10:30'], [2, '13:00', '15:00']], expected: [z('06:00'), z('10:00'), z('11:00')],
  }],
  ['45 minutes step by the duration; the 10:30 start would end 11:15', {
    ...TUE, duration: 45, hours: [[2, '09:00', '11:00']], expected: [z('06:00'), z('06:45')],
  }],
  ['other weekdays give nothing', { ...TUE, hours: [[3, '09:00', '12:00']], expected: [] }],
  ['Sunday is ISO 7', {
    from: '2026-12-06T00:00:00Z', until: '2026-12-07T00:00:00Z', hours: [[7, '09:00', '10:00']], expected: [z('06:00', '2026-12-06')],
  }],
  ['an override replaces the weekday', {
    ...TUE, hours: [[2, '09:00', '12:00']], overrides: [['2026-12-01', '14:00', '16:00']], expected: [z('11:00'), z('12:00')],
  }],
  ['a null override closes the day; the next day keeps its hours', {
    from: '2026-12-01T00:00:00Z', until: '2026-12-03T00:00:00Z',
    hours: [[2, '09:00', '10:00'], [3, '09:00', '10:00']], overrides: [['2026-12-01', null, null]],
    expected: [z('06:00', '2026-12-02')],
  }],
  ['an override on a day with no weekly hours opens it', {
    ...TUE, overrides: [['2026-12-01', '10:00', '11:00']], expected: [z('07:00')],
  }],
  ['overlapping override rows give no duplicate nor overlapping slot', {
    ...TUE, overrides: [['2026-12-01', '09:00', '11:00'], ['2026-12-01', '09:30', '11:30'], ['2026-12-01', '10:00', '12:00']],
    expected: [z('06:00'), z('07:00'), z('08:00')],
  }],
  ['busy instants remove the slots they touch; touching ends do not', {
    ...TUE, hours: [[2, '09:00', '12:00']],
    busy: [[z('05:00'), z('06:00')], [z('07:15'), z('07:45')]], expected: [z('06:00'), z('08:00')],
  }],
  ['a busy range covering several slots', {
    ...TUE, hours: [[2, '09:00', '13:00']], busy: [[z('06:30'), z('08:30')]], expected: [z('09:00')],
  }],
  ['minimum notice: starts before earliestStart go, the grid does not move', {
    ...TUE, hours: [[2, '09:00', '12:00']], earliest: z('06:30'), expected: [z('07:00'), z('08:00')],
  }],
  ['maximum future: latestStart is inclusive', {
    ...TUE, hours: [[2, '09:00', '12:00']], latest: z('07:00'), expected: [z('06:00'), z('07:00')],
  }],
  ['the asked range holds starts in [from, until)', {
    from: z('06:30'), until: z('08:00'), hours: [[2, '09:00', '12:00']], expected: [z('07:00')],
  }],
  ['until <= from is empty', { from: z('08:00'), until: z('08:00'), hours: [[2, '09:00', '12:00']], expected: [] }],
  ['a range ending at 24:00 (1440)', { ...TUE, hours: [[2, '22:00', '24:00']], expected: [z('19:00'), z('20:00')] }],
  ['New York Tuesday evening falls on the UTC Wednesday', {
    zone: 'America/New_York', from: '2026-12-02T00:00:00Z', until: '2026-12-02T12:00:00Z',
    hours: [[2, '22:00', '24:00']], expected: [z('03:00', '2026-12-02'), z('04:00', '2026-12-02')],
  }],
  ['year end: Thursday 31 Dec 23:00-24:00 then Friday 1 Jan 00:00-01:00 in Riyadh', {
    duration: 30, from: '2026-12-31T00:00:00Z', until: '2027-01-02T00:00:00Z',
    hours: [[4, '23:00', '24:00'], [5, '00:00', '01:00']],
    expected: ['2026-12-31T20:00:00.000Z', '2026-12-31T20:30:00.000Z', '2026-12-31T21:00:00.000Z', '2026-12-31T21:30:00.000Z'],
  }],
  ['leap day: an override on 2028-02-29, then Wednesday 1 March', {
    from: '2028-02-28T00:00:00Z', until: '2028-03-02T00:00:00Z',
    hours: [[2, '09:00', '10:00'], [3, '09:00', '10:00']], overrides: [['2028-02-29', '10:00', '11:00']],
    expected: ['2028-02-29T07:00:00.000Z', '2028-03-01T06:00:00.000Z'],
  }],
  ['London spring forward: 00:00-04:00 is three real hours, no slot at the missing 01:00', {
    zone: 'Europe/London', from: '2026-03-29T00:00:00Z', until: '2026-03-30T00:00:00Z', hours: [[7, '00:00', '04:00']],
    expected: ['2026-03-29T00:00:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-29T02:00:00.000Z'],
  }],
  ['Riyadh the same Sunday: four slots, no change', {
    from: '2026-03-28T12:00:00Z', until: '2026-03-30T00:00:00Z', hours: [[7, '00:00', '04:00']],
    expected: ['2026-03-28T21:00:00.000Z', '2026-03-28T22:00:00.000Z', '2026-03-28T23:00:00.000Z', '2026-03-29T00:00:00.000Z'],
  }],
  ['London spring forward: a range starting in the gap starts at the jump', {
    zone: 'Europe/London', duration: 30, from: '2026-03-29T00:00:00Z', until: '2026-03-30T00:00:00Z', hours: [[7, '01:30', '03:30']],
    expected: ['2026-03-29T01:00:00.000Z', '2026-03-29T01:30:00.000Z', '2026-03-29T02:00:00.000Z'],
  }],
  ['London spring forward: a range ending in the gap ends at the jump', {
    zone: 'Europe/London', duration: 30, from: '2026-03-29T00:00:00Z', until: '2026-03-30T00:00:00Z', hours: [[7, '00:00', '01:30']],
    expected: ['2026-03-29T00:00:00.000Z', '2026-03-29T00:30:00.000Z'],
  }],
  ['London fall back: 00:00-04:00 is five real hours, 01:00 twice at distinct instants', {
    zone: 'Europe/London', from: '2026-10-24T12:00:00Z', until: '2026-10-26T00:00:00Z', hours: [[7, '00:00', '04:00']],
    expected: ['2026-10-24T23:00:00.000Z', '2026-10-25T00:00:00.000Z', '2026-10-25T01:00:00.000Z', '2026-10-25T02:00:00.000Z', '2026-10-25T03:00:00.000Z'],
  }],
  ['London fall back: an ambiguous start is its first occurrence (01:00 BST)', {
    zone: 'Europe/London', from: '2026-10-24T12:00:00Z', until: '2026-10-26T00:00:00Z', hours: [[7, '01:00', '03:00']],
    expected: ['2026-10-25T00:00:00.000Z', '2026-10-25T01:00:00.000Z', '2026-10-25T02:00:00.000Z'],
  }],
  ['New York spring forward: 01:00-04:00 is two real hours', {
    zone: 'America/New_York', from: '2026-03-08T00:00:00Z', until: '2026-03-09T00:00:00Z', hours: [[7, '01:00', '04:00']],
    expected: ['2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z'],
  }],
  ['New York fall back: 00:00-03:00 is four real hours of 30-minute slots', {
    zone: 'America/New_York', duration: 30, from: '2026-11-01T00:00:00Z', until: '2026-11-02T00:00:00Z', hours: [[7, '00:00', '03:00']],
    expected: ['04:00', '04:30', '05:00', '05:30', '06:00', '06:30', '07:00', '07:30'].map((t) => z(t, '2026-11-01')),
  }],
];

describe('availableSlots', () => {
  test.each(TABLE)('%s', (_name, row) => {
    expect(availableSlots(inputOf(row)).map((s) => s.startsAt.toISOString())).toEqual(row.expected);
  });

  test('each slot lasts the duration', () => {
    const slots = availableSlots(inputOf({ ...TUE, duration: 45, hours: [[2, '09:00', '12:00']], expected: [] }));
    expect(slots.every((s) => s.endsAt.getTime() - s.startsAt.getTime() === 45 * 60_000)).toBe(true);
    expect(slots).toHaveLength(4);
  });

  test('an unknown zone is refused, not read as UTC', () => {
    expect(() => availableSlots(inputOf({ ...TUE, zone: 'Mars/Olympus', expected: [] }))).toThrow(RangeError);
  });
});

describe('isBookable', () => {
  const row: Row = { ...TUE, hours: [[2, '09:00', '12:00']], busy: [[z('07:00'), z('08:00')]], expected: [] };

  test.each([
    ['a generated start', z('06:00'), z('07:00')],
    ['off the grid', z('06:30'), null],
    ['busy', z('07:00'), null],
    ['outside the hours', z('09:00'), null],
  ])('%s', (_name, startsAt, endsAt) => {
    const slot = isBookable(inputOf(row), iso(startsAt));
    expect(slot === null ? null : slot.endsAt.toISOString()).toBe(endsAt);
  });

  test('the asked range of the input does not matter, the notice does', () => {
    const input = { ...inputOf(row), from: iso('2030-01-01T00:00:00Z'), until: iso('2030-01-02T00:00:00Z') };
    expect(isBookable(input, iso(z('08:00')))?.startsAt.toISOString()).toBe(z('08:00'));
    expect(isBookable({ ...input, earliestStart: iso(z('07:30')) }, iso(z('06:00')))).toBeNull();
  });
});
