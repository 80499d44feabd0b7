// Calendar arithmetic on plain dates (year, month 1..12, day), in UTC so no
// time zone or daylight-saving change can shift a day.

export interface Day { year: number; month: number; day: number }

/** ISO weekday as Intl's week info numbers it: 1 = Monday ... 7 = Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const pad = (n: number) => String(n).padStart(2, '0');
const toUtc = ({ year, month, day }: Day) => new Date(Date.UTC(year, month - 1, day));
const fromUtc = (date: Date): Day => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });

/** `2026-01-15`: the form the API takes and a stable key. */
export const dayKey = (day: Day): string => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

export const sameDay = (a: Day, b: Day): boolean => a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * The calendar day of an API date. The calendar call counts whole UTC days
 * (from/to), so a date-time is read in UTC too: an entry always falls on a
 * day of the month it was fetched for.
 */
export function dayOf(iso: string): Day {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (dateOnly) return { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]) };
  return fromUtc(new Date(iso));
}

export const todayOf = (now: Date): Day => ({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

const addDays = (day: Day, count: number): Day => {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + count);
  return fromUtc(date);
};

/** The same day number `count` months away, kept inside the shorter month (31 Jan + 1 month = 28 Feb). */
export function addMonths(day: Day, count: number): Day {
  const index = day.year * 12 + (day.month - 1) + count;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(day.day, daysInMonth(year, month)) };
}

const weekdayOf = (day: Day): Weekday => (((toUtc(day).getUTCDay() + 6) % 7) + 1) as Weekday;

/** The month's first and last day, the range the calendar asks the API for. */
export const monthRange = (year: number, month: number) => ({
  from: dayKey({ year, month, day: 1 }),
  to: dayKey({ year, month, day: daysInMonth(year, month) }),
});

interface WeekInfo { firstDay: number }
type LocaleWithWeekInfo = Intl.Locale & { weekInfo?: WeekInfo; getWeekInfo?: () => WeekInfo };

/** The first day of the week where the language is read (Sunday in English, Saturday in Arabic), from Intl. */
export function firstDayOfWeek(language: string): Weekday {
  try {
    const locale = new Intl.Locale(language) as LocaleWithWeekInfo;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay as Weekday;
  } catch {
    // An engine without week info: the fallback below.
  }
  return language.startsWith('ar') ? 6 : 7;
}

/** The seven weekdays in display order, starting on `firstDay`. */
export const weekdaysFrom = (firstDay: Weekday): Weekday[] =>
  Array.from({ length: 7 }, (_, i) => (((firstDay - 1 + i) % 7) + 1) as Weekday);

/** The month as weeks of seven cells, each a day of the month or null before the first and after the last. */
export function monthWeeks(year: number, month: number, firstDay: Weekday): Array<Array<Day | null>> {
  const lead = (weekdayOf({ year, month, day: 1 }) - firstDay + 7) % 7;
  const cells: Array<Day | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * Where a key moves the focus in the grid: arrows by a day (in the reading
 * direction) or a week, Home/End to the ends of the week, Page Up/Down by a
 * month. Null for any other key.
 */
export function dayAfterKey(day: Day, key: string, { rtl, firstDay }: { rtl: boolean; firstDay: Weekday }): Day | null {
  const offsetInWeek = (weekdayOf(day) - firstDay + 7) % 7;
  switch (key) {
    case 'ArrowRight': return addDays(day, rtl ? -1 : 1);
    case 'ArrowLeft': return addDays(day, rtl ? 1 : -1);
    case 'ArrowDown': return addDays(day, 7);
    case 'ArrowUp': return addDays(day, -7);
    case 'Home': return addDays(day, -offsetInWeek);
    case 'End': return addDays(day, 6 - offsetInWeek);
    case 'PageUp': return addMonths(day, -1);
    case 'PageDown': return addMonths(day, 1);
    default: return null;
  }
}
