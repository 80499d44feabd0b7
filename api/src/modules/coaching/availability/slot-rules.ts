import { IANAZone } from 'luxon';

/**
 * The slot rule (docs/design/coaching-api.md "The slot rule"): which session
 * starts a coach offers in a range of instants. Pure: the caller loads the
 * coach's settings, hours, overrides and busy instants (slot-input.ts).
 *
 * Hours are wall-clock minutes in the coach's IANA zone. A wall time is turned
 * into the first instant at which the coach's clock reads that time or later:
 * an ambiguous time (fall-back) is its first occurrence, a time that does not
 * exist (spring-forward gap) is the instant the clock jumps. Slots are then
 * walked in instants from each range's start, so a day with a gap has fewer
 * slots and a fall-back day more, never one that overlaps another.
 */

export interface SlotInput {
  timeZone: string;                 // the coach's
  durationMinutes: number;          // settings.sessionDuration, or freeSessionDuration for FREE
  businessHours: { weekday: number; startMinute: number; endMinute: number }[];
  overrides: { date: string; startMinute: number | null; endMinute: number | null }[];
  /** Occupied instants: disabled slots, and bookings that are CONFIRMED or HELD with a hold not lapsed. */
  busy: { startsAt: Date; endsAt: Date }[];
  /** The earliest bookable start: now + inAdvanceHours when mustBookInAdvance, else now. */
  earliestStart: Date;
  /** The latest bookable start: the end of the coach's local day now + maximumFutureDays. */
  latestStart: Date;
  from: Date; until: Date;          // the asked range of instants, until exclusive
}
export interface Slot { startsAt: Date; endsAt: Date }

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Every zone's offset is known within a day either side, and no zone changed twice within a day. */
const OFFSET_PROBE = DAY;

type Range = { start: number; end: number };

/** The slots whose start lies in [from, until), bookable now, free of busy instants; ordered, no duplicates, none overlapping. */
export function availableSlots(input: SlotInput): Slot[] {
  const zone = IANAZone.create(input.timeZone);
  if (!zone.isValid) throw new RangeError(`Unknown time zone: ${input.timeZone}`);
  const durationMs = input.durationMinutes * MINUTE;
  if (!(durationMs > 0)) return [];
  const lower = Math.max(input.from.getTime(), input.earliestStart.getTime());
  const upper = Math.min(input.until.getTime(), input.latestStart.getTime() + 1); // until exclusive, latestStart inclusive
  if (!(lower < upper)) return [];

  const starts: number[] = [];
  const toInstant = wallClock(zone);
  for (const date of localDatesTouching(zone, lower, upper)) {
    for (const range of rangesOf(toInstant, date, input)) {
      for (let start = range.start; start + durationMs <= range.end; start += durationMs) {
        if (start >= lower && start < upper) starts.push(start);
      }
    }
  }
  starts.sort((a, b) => a - b);

  const busy = mergedBusy(input.busy);
  const slots: Slot[] = [];
  let previousEnd = -Infinity;
  let b = 0;
  for (const start of starts) {
    const end = start + durationMs;
    if (start < previousEnd) continue; // overlapping or duplicate ranges of one day: keep the first slot only
    while (b < busy.length && busy[b]!.end <= start) b += 1;
    if (b < busy.length && busy[b]!.start < end) continue;
    slots.push({ startsAt: new Date(start), endsAt: new Date(end) });
    previousEnd = end;
  }
  return slots;
}

/**
 * The slot starting exactly at startsAt, if the coach offers it now; else null.
 * The booking writes' check: load the input for [startsAt, startsAt + duration)
 * (its from/until are replaced here by that instant).
 */
export function isBookable(input: SlotInput, startsAt: Date): Slot | null {
  const at = startsAt.getTime();
  if (Number.isNaN(at)) return null;
  const [slot] = availableSlots({ ...input, from: startsAt, until: new Date(at + 1) });
  return slot !== undefined && slot.startsAt.getTime() === at ? slot : null;
}

// ---------------------------------------------------------------- local days

interface LocalDate { year: number; month: number; day: number; iso: string; weekday: number }

/** Calendar dates (walked in UTC arithmetic, so no DST day is skipped) of the zone's days that [lower, upper) touches, a day padded each side. */
function localDatesTouching(zone: IANAZone, lower: number, upper: number): LocalDate[] {
  const first = wallDayOf(zone, lower) - DAY;
  const last = wallDayOf(zone, upper - 1) + DAY;
  const dates: LocalDate[] = [];
  for (let day = first; day <= last; day += DAY) {
    const d = new Date(day);
    const year = d.getUTCFullYear(); const month = d.getUTCMonth() + 1; const dayOfMonth = d.getUTCDate();
    dates.push({
      year, month, day: dayOfMonth,
      iso: `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(dayOfMonth)}`,
      weekday: ((d.getUTCDay() + 6) % 7) + 1,
    });
  }
  return dates;
}

/** The instant's wall-clock date in the zone, as UTC midnight millis of that calendar date. */
function wallDayOf(zone: IANAZone, instant: number): number {
  const wall = instant + zone.offset(instant) * MINUTE;
  return wall - (((wall % DAY) + DAY) % DAY);
}

/** The date's ranges as instants: its overrides when it has any (a null row: none), else its weekday's hours. */
function rangesOf(toInstant: (wall: number) => number, date: LocalDate, input: SlotInput): Range[] {
  const overrides = input.overrides.filter((o) => o.date === date.iso);
  const minutes: { startMinute: number; endMinute: number }[] = [];
  if (overrides.length > 0) {
    if (overrides.some((o) => o.startMinute === null || o.endMinute === null)) return [];
    for (const o of overrides) minutes.push({ startMinute: o.startMinute!, endMinute: o.endMinute! });
  } else {
    for (const h of input.businessHours) if (h.weekday === date.weekday) minutes.push(h);
  }
  const midnight = Date.UTC(date.year, date.month - 1, date.day);
  return minutes
    .filter((m) => m.startMinute >= 0 && m.endMinute <= 1440 && m.startMinute < m.endMinute)
    .map((m) => ({
      start: toInstant(midnight + m.startMinute * MINUTE),
      end: toInstant(midnight + m.endMinute * MINUTE), // 1440 is the next day's 00:00
    }))
    .filter((r) => r.start < r.end);
}

/** A zone's offset at each day's 00:00 UTC, kept across calls: tzdata does not change while the process runs. */
const dailyOffsets = new Map<string, Map<number, number>>();
/** About eleven years of days per zone before its memory starts over. */
const MAX_CACHED_DAYS = 4_000;

/**
 * instantOfWall for many wall times of one zone, cheaply: the zone's offset
 * is read once per day and remembered (Intl is the cost), and where it is the same from two
 * days before to three days after, no transition is near and the wall time is
 * one subtraction away; near a transition the exact rule runs.
 */
function wallClock(zone: IANAZone): (wall: number) => number {
  let daily = dailyOffsets.get(zone.name);
  if (!daily || daily.size > MAX_CACHED_DAYS) dailyOffsets.set(zone.name, daily = new Map());
  const offsetOfDay = (day: number) => {
    let offset = daily.get(day);
    if (offset === undefined) daily.set(day, offset = zone.offset(day));
    return offset;
  };
  return (wall) => {
    const day = wall - (((wall % DAY) + DAY) % DAY);
    const offset = offsetOfDay(day);
    for (let d = -2; d <= 3; d += 1) if (offsetOfDay(day + d * DAY) !== offset) return instantOfWall(zone, wall);
    return wall - offset * MINUTE;
  };
}

/**
 * The first instant at which the zone's clock reads the wall time (UTC millis
 * of the wall fields) or later: an ambiguous time is its first occurrence; a
 * time in a gap is the instant of the jump.
 */
function instantOfWall(zone: IANAZone, wall: number): number {
  const offsets = new Set([zone.offset(wall - OFFSET_PROBE), zone.offset(wall), zone.offset(wall + OFFSET_PROBE)]);
  let best = Infinity;
  for (const offset of offsets) {
    const candidate = wall - offset * MINUTE;
    if (zone.offset(candidate) === offset && candidate < best) best = candidate;
  }
  if (best !== Infinity) return best;
  // In a gap: the clock is before the wall time at wall - largest offset, past it at wall - smallest.
  const sorted = [...offsets].sort((a, b) => a - b);
  let before = wall - sorted[sorted.length - 1]! * MINUTE;
  let after = wall - sorted[0]! * MINUTE;
  while (after - before > MINUTE) {
    const middle = before + Math.floor((after - before) / (2 * MINUTE)) * MINUTE;
    if (middle + zone.offset(middle) * MINUTE >= wall) after = middle; else before = middle;
  }
  return after;
}

/** Busy ranges sorted and merged, so one forward sweep answers "does this slot touch one". */
function mergedBusy(busy: SlotInput['busy']): Range[] {
  const ranges = busy
    .map((b) => ({ start: b.startsAt.getTime(), end: b.endsAt.getTime() }))
    .filter((r) => r.start < r.end)
    .sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
