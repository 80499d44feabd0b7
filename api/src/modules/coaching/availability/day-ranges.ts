import { badRequest } from '../../../core/errors';
import type { TimeRange } from './dto';

/** A day's ranges as the tables keep them: minutes from local midnight, end exclusive (1440 = midnight). */
export interface MinuteRange { startMinute: number; endMinute: number }

function minuteOfTime(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The ranges of one day, sorted; 400 when one is empty or reversed, or two overlap (touching is fine). */
export function dayRangesOf(ranges: readonly TimeRange[], day: string): MinuteRange[] {
  const minutes = ranges.map((r) => ({ startMinute: minuteOfTime(r.start), endMinute: minuteOfTime(r.end) }))
    .sort((a, b) => a.startMinute - b.startMinute);
  for (const [i, r] of minutes.entries()) {
    if (r.startMinute >= r.endMinute) throw badRequest(`${day}: a range must end after it starts (${timeOfMinute(r.startMinute)}-${timeOfMinute(r.endMinute)})`);
    const previous = minutes[i - 1];
    if (previous && r.startMinute < previous.endMinute) {
      throw badRequest(`${day}: ranges overlap (${timeOfMinute(previous.startMinute)}-${timeOfMinute(previous.endMinute)} and ${timeOfMinute(r.startMinute)}-${timeOfMinute(r.endMinute)})`);
    }
  }
  return minutes;
}

export function rangeOfMinutes(r: MinuteRange): TimeRange {
  return { start: timeOfMinute(r.startMinute), end: timeOfMinute(r.endMinute) };
}

/** A YYYY-MM-DD that names a day of the calendar (the schema's pattern lets 2026-02-30 through). */
export function assertCalendarDate(date: string): void {
  const d = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date) throw badRequest(`Not a date: ${date}`);
}
