import { addMonths, dayAfterKey, dayKey, dayOf, firstDayOfWeek, monthRange, monthWeeks, weekdaysFrom } from './calendar-month';

describe('calendar month', () => {
  it('starts weeks on the language’s first day: Sunday in English, Saturday in Arabic', () => {
    expect(firstDayOfWeek('en')).toBe(7);
    expect(firstDayOfWeek('ar')).toBe(6);
    expect(weekdaysFrom(6)).toEqual([6, 7, 1, 2, 3, 4, 5]);
  });

  it('lays a month out as whole weeks with blanks around it', () => {
    // January 2026 begins on a Thursday.
    const sundayFirst = monthWeeks(2026, 1, 7);
    expect(sundayFirst).toHaveLength(5);
    expect(sundayFirst[0]!.map((day) => day?.day ?? null)).toEqual([null, null, null, null, 1, 2, 3]);
    expect(sundayFirst[4]!.map((day) => day?.day ?? null)).toEqual([25, 26, 27, 28, 29, 30, 31]);
    const saturdayFirst = monthWeeks(2026, 1, 6);
    expect(saturdayFirst[0]!.map((day) => day?.day ?? null)).toEqual([null, null, null, null, null, 1, 2]);
    expect(saturdayFirst).toHaveLength(6);
    expect(saturdayFirst[5]!.map((day) => day?.day ?? null)).toEqual([31, null, null, null, null, null, null]);
    // February 2026 starts on Sunday: four full weeks.
    expect(monthWeeks(2026, 2, 7)).toHaveLength(4);
  });

  it('asks for the month from its first to its last day', () => {
    expect(monthRange(2026, 2)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange(2024, 2)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('moves by keys, across months, flipping left and right in Arabic', () => {
    const jan31 = { year: 2026, month: 1, day: 31 };
    expect(dayKey(dayAfterKey(jan31, 'ArrowRight', { rtl: false, firstDay: 7 })!)).toBe('2026-02-01');
    expect(dayKey(dayAfterKey(jan31, 'ArrowLeft', { rtl: true, firstDay: 6 })!)).toBe('2026-02-01');
    expect(dayKey(dayAfterKey(jan31, 'ArrowUp', { rtl: false, firstDay: 7 })!)).toBe('2026-01-24');
    // 31 January 2026 is a Saturday: the end of a Sunday-first week, the start of a Saturday-first one.
    expect(dayKey(dayAfterKey(jan31, 'Home', { rtl: false, firstDay: 7 })!)).toBe('2026-01-25');
    expect(dayKey(dayAfterKey(jan31, 'End', { rtl: true, firstDay: 6 })!)).toBe('2026-02-06');
    expect(dayKey(dayAfterKey(jan31, 'PageDown', { rtl: false, firstDay: 7 })!)).toBe('2026-02-28');
    expect(dayAfterKey(jan31, 'a', { rtl: false, firstDay: 7 })).toBeNull();
    expect(addMonths({ year: 2026, month: 1, day: 15 }, -1)).toEqual({ year: 2025, month: 12, day: 15 });
  });

  it('reads API dates as calendar days', () => {
    expect(dayOf('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 });
    // The calendar call counts UTC days: a date-time falls on its UTC day.
    expect(dayOf('2026-03-05T23:30:00.000Z')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(dayOf('2026-03-01T00:00:00.000Z')).toEqual({ year: 2026, month: 3, day: 1 });
  });
});
