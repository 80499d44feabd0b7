import { and, eq, gt, gte, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import type { Db } from '../../../core/db/types';
import {
  coachingBookings, coachingBusinessHours, coachingDateOverrides, coachingDisabledSlots, type BookingKind,
} from '../tables';
import { settingsOf, type ProviderSettings } from './settings';
import type { SlotInput } from './slot-rules';

export interface SlotInputQuery {
  organizationId: number;
  coachId: number;
  /** PAID or CREDIT: sessionDuration; FREE: freeSessionDuration. */
  kind: BookingKind;
  from: Date; until: Date;
  now: Date;
  /** The booking being rescheduled: it does not occupy its own range. */
  ignoreBookingId?: number;
}

const MINUTE = 60_000;

/**
 * Everything the slot rule needs for one coach and range, one query per table
 * (the settings first: the zone decides which override dates to read).
 * A CREDIT booking lasts as long as a PAID one (a credit replaces a paid session).
 */
export async function loadSlotInput(db: Db, query: SlotInputQuery): Promise<SlotInput> {
  const settings = await settingsOf(db, query.organizationId, query.coachId);
  return loadSlotInputWith(db, settings, query);
}

/** As loadSlotInput, with settings already read (the slots route reads them first to refuse a FREE session not offered). */
export async function loadSlotInputWith(db: Db, settings: ProviderSettings, query: SlotInputQuery): Promise<SlotInput> {
  const { organizationId, coachId, from, until, now } = query;
  const durationMinutes = query.kind === 'FREE' ? settings.freeSessionDuration : settings.sessionDuration;
  // A slot starting just before `until` runs past it: what it overlaps must be read too.
  const busyUntil = new Date(until.getTime() + durationMinutes * MINUTE);
  // Local dates of the range, padded a day each side so any zone's day around an instant is covered.
  const firstDate = DateTime.fromJSDate(from, { zone: settings.timeZone }).minus({ days: 1 }).toISODate()!;
  const lastDate = DateTime.fromJSDate(until, { zone: settings.timeZone }).plus({ days: 1 }).toISODate()!;

  const ofCoach = (t: { organizationId: AnyPgColumn; coachId: AnyPgColumn }) =>
    and(eq(t.organizationId, organizationId), eq(t.coachId, coachId));
  const bookingFilters: (SQL | undefined)[] = [
    ofCoach(coachingBookings),
    lt(coachingBookings.startsAt, busyUntil), gt(coachingBookings.endsAt, from),
    // A lapsed hold occupies the range in the table (until a write cancels it) but not for the slot rule.
    or(eq(coachingBookings.status, 'CONFIRMED'), and(eq(coachingBookings.status, 'HELD'), gt(coachingBookings.holdExpiresAt, now))),
  ];
  if (query.ignoreBookingId !== undefined) bookingFilters.push(ne(coachingBookings.id, query.ignoreBookingId));

  // Busy instants as epoch milliseconds (float8): a coach's hundreds of bookings parse as numbers, not as dates.
  const epochMs = (column: AnyPgColumn) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;
  const [businessHours, overrides, busy] = await Promise.all([
    db.select({ weekday: coachingBusinessHours.weekday, startMinute: coachingBusinessHours.startMinute, endMinute: coachingBusinessHours.endMinute })
      .from(coachingBusinessHours).where(ofCoach(coachingBusinessHours)),
    db.select({ date: coachingDateOverrides.date, startMinute: coachingDateOverrides.startMinute, endMinute: coachingDateOverrides.endMinute })
      .from(coachingDateOverrides)
      .where(and(ofCoach(coachingDateOverrides), gte(coachingDateOverrides.date, firstDate), lte(coachingDateOverrides.date, lastDate))),
    db.select({ startsAt: epochMs(coachingDisabledSlots.startsAt), endsAt: epochMs(coachingDisabledSlots.endsAt) })
      .from(coachingDisabledSlots)
      .where(and(ofCoach(coachingDisabledSlots), lt(coachingDisabledSlots.startsAt, busyUntil), gt(coachingDisabledSlots.endsAt, from)))
      .unionAll(db.select({ startsAt: epochMs(coachingBookings.startsAt), endsAt: epochMs(coachingBookings.endsAt) })
        .from(coachingBookings).where(and(...bookingFilters))),
  ]);

  return {
    timeZone: settings.timeZone,
    durationMinutes,
    businessHours,
    overrides,
    busy: busy.map((b) => ({ startsAt: new Date(Number(b.startsAt)), endsAt: new Date(Number(b.endsAt)) })),
    earliestStart: new Date(now.getTime() + (settings.mustBookInAdvance ? settings.inAdvanceHours * 60 * MINUTE : 0)),
    latestStart: latestStartOf(settings, now),
    from, until,
  };
}

/** The end of the coach's local day, maximumFutureDays after today. */
function latestStartOf(settings: Pick<ProviderSettings, 'timeZone' | 'maximumFutureDays'>, now: Date): Date {
  return DateTime.fromJSDate(now, { zone: settings.timeZone }).plus({ days: settings.maximumFutureDays }).endOf('day').toJSDate();
}
