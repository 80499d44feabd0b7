import { and, asc, eq, gte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Db } from '../../../core/db/types';
import { badRequest } from '../../../core/errors';
import { coachingBusinessHours, coachingCoaches, coachingDateOverrides } from '../tables';
import { assertCalendarDate, dayRangesOf, rangeOfMinutes, type MinuteRange } from './day-ranges';
import type { Availability, DateOverride, TimeRange, WeekdayHours } from './dto';

/** A coach's weekly hours and date overrides: read for the editor, replaced a week or a date at a time. */

export interface CoachKey { organizationId: number; coachId: number }

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The seven weekdays' ranges, and the overrides from the coach's today on (a null row reads as []). */
export async function availabilityOf(db: Db, coach: CoachKey, timeZone: string, now: Date): Promise<Availability> {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).toISODate()!;
  const [hours, overrides] = await Promise.all([
    db.select({ weekday: coachingBusinessHours.weekday, startMinute: coachingBusinessHours.startMinute, endMinute: coachingBusinessHours.endMinute })
      .from(coachingBusinessHours)
      .where(and(eq(coachingBusinessHours.organizationId, coach.organizationId), eq(coachingBusinessHours.coachId, coach.coachId)))
      .orderBy(asc(coachingBusinessHours.weekday), asc(coachingBusinessHours.startMinute)),
    db.select({ date: coachingDateOverrides.date, startMinute: coachingDateOverrides.startMinute, endMinute: coachingDateOverrides.endMinute })
      .from(coachingDateOverrides)
      .where(and(eq(coachingDateOverrides.organizationId, coach.organizationId), eq(coachingDateOverrides.coachId, coach.coachId),
        gte(coachingDateOverrides.date, today)))
      .orderBy(asc(coachingDateOverrides.date), asc(coachingDateOverrides.startMinute)),
  ]);
  const byDate = new Map<string, TimeRange[]>();
  for (const o of overrides) {
    const ranges = byDate.get(o.date) ?? [];
    if (o.startMinute !== null && o.endMinute !== null) ranges.push(rangeOfMinutes({ startMinute: o.startMinute, endMinute: o.endMinute }));
    byDate.set(o.date, ranges);
  }
  return {
    businessHours: WEEKDAYS.map((weekday) => ({ weekday, ranges: hours.filter((h) => h.weekday === weekday).map(rangeOfMinutes) })),
    overrides: [...byDate].map(([date, ranges]) => ({ date, ranges })),
  };
}

/** Replaces the whole week (weekdays left out have no hours). Runs in the caller's transaction. */
export async function replaceWeek(tx: Db, coach: CoachKey, week: readonly WeekdayHours[]): Promise<void> {
  const seen = new Set<number>();
  const rows: (MinuteRange & { weekday: number })[] = [];
  for (const day of week) {
    if (seen.has(day.weekday)) throw badRequest(`Weekday ${day.weekday} is listed twice`);
    seen.add(day.weekday);
    for (const r of dayRangesOf(day.ranges, `Weekday ${day.weekday}`)) rows.push({ weekday: day.weekday, ...r });
  }
  await lockCoach(tx, coach);
  await tx.delete(coachingBusinessHours)
    .where(and(eq(coachingBusinessHours.organizationId, coach.organizationId), eq(coachingBusinessHours.coachId, coach.coachId)));
  if (rows.length > 0) await tx.insert(coachingBusinessHours).values(rows.map((r) => ({ ...coach, ...r })));
}

/** Writes a date's ranges over its weekday ([]: unavailable all day, kept as one row of null minutes). Runs in the caller's transaction. */
export async function replaceOverride(tx: Db, coach: CoachKey, date: string, ranges: readonly TimeRange[]): Promise<DateOverride> {
  assertCalendarDate(date);
  const minutes = dayRangesOf(ranges, date);
  await lockCoach(tx, coach);
  await deleteOverrideRows(tx, coach, date);
  const rows = minutes.length > 0 ? minutes : [{ startMinute: null, endMinute: null }];
  await tx.insert(coachingDateOverrides).values(rows.map((r) => ({ ...coach, date, ...r })));
  return { date, ranges: minutes.map(rangeOfMinutes) };
}

/** Gives the date back to its weekday's hours (idempotent). */
export async function deleteOverride(db: Db, coach: CoachKey, date: string): Promise<void> {
  assertCalendarDate(date);
  await deleteOverrideRows(db, coach, date);
}

function deleteOverrideRows(db: Db, coach: CoachKey, date: string) {
  return db.delete(coachingDateOverrides).where(and(
    eq(coachingDateOverrides.organizationId, coach.organizationId), eq(coachingDateOverrides.coachId, coach.coachId),
    eq(coachingDateOverrides.date, date)));
}

/**
 * Serializes a coach's hour writes: two replacements of the same week (or
 * date) running at once would otherwise each delete the old rows and both
 * insert theirs, leaving the union.
 */
async function lockCoach(tx: Db, coach: CoachKey): Promise<void> {
  await tx.select({ userId: coachingCoaches.userId }).from(coachingCoaches)
    .where(and(eq(coachingCoaches.organizationId, coach.organizationId), eq(coachingCoaches.userId, coach.coachId)))
    .for('update');
}
