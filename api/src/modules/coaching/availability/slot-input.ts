import { and, eq, gt, gte, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import type { Db } from '../../../core/db/types';
import {
  coachingBookings, coachingBusinessHours, coachingCoaches, coachingDateOverrides, coachingDisabledSlots, coachingSettings, type BookingKind,
} from '../tables';
import { DEFAULT_PROVIDER_SETTINGS, SETTINGS_LIMITS, settingsColumns, type ProviderSettings } from './settings';
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

/** A coach of the organization, their settings and the slot rule's input for one range. */
export interface CoachSlotInput {
  isListed: boolean;
  settings: ProviderSettings;
  input: SlotInput;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

type Hours = SlotInput['businessHours'][number];
type Override = SlotInput['overrides'][number];

/** A JSON array of one row per table row (`[]` for none): one value that the driver parses natively. */
const rowsAsJson = (build: SQL, from: SQL): SQL => sql`coalesce((select json_agg(${build}) from ${from}), '[]'::json)`;
const epochMs = (column: AnyPgColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const dateOnly = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * Everything the slot rule needs for one coach and range, in one statement
 * (members ask for slots often, and each round trip costs more than the
 * rule): the coach, their settings, hours, overrides and busy instants.
 * null when the organization has no such coach.
 *
 * The zone and the session length come with the same row, so the windows
 * read are the widest any settings could need: override dates two UTC days
 * either side (the rule pads a local day, and no zone is a day from UTC), and
 * busy instants until the longest session after `until` (a slot starting
 * just before it runs past it). The rule ignores what lies outside.
 * A CREDIT booking lasts as long as a PAID one (a credit replaces a paid session).
 */
export async function loadCoachSlotInput(db: Db, query: SlotInputQuery): Promise<CoachSlotInput | null> {
  const { organizationId, coachId, from, until, now } = query;
  const ofCoach = (t: { organizationId: AnyPgColumn; coachId: AnyPgColumn }) =>
    and(eq(t.organizationId, organizationId), eq(t.coachId, coachId));
  const busyUntil = new Date(until.getTime() + SETTINGS_LIMITS.duration.maximum * MINUTE);
  const firstDate = dateOnly(new Date(from.getTime() - 2 * DAY));
  const lastDate = dateOnly(new Date(until.getTime() + 2 * DAY));

  const bookingFilters: (SQL | undefined)[] = [
    ofCoach(coachingBookings),
    lt(coachingBookings.startsAt, busyUntil), gt(coachingBookings.endsAt, from),
    // A lapsed hold occupies the range in the table (until a write cancels it) but not for the slot rule.
    or(eq(coachingBookings.status, 'CONFIRMED'), and(eq(coachingBookings.status, 'HELD'), gt(coachingBookings.holdExpiresAt, now))),
  ];
  if (query.ignoreBookingId !== undefined) bookingFilters.push(ne(coachingBookings.id, query.ignoreBookingId));
  // Busy instants as epoch milliseconds: a coach's hundreds of bookings arrive as numbers, not as dates to parse.
  const busy = db.select({ startsAt: epochMs(coachingDisabledSlots.startsAt).as('starts_at'), endsAt: epochMs(coachingDisabledSlots.endsAt).as('ends_at') })
    .from(coachingDisabledSlots)
    .where(and(ofCoach(coachingDisabledSlots), lt(coachingDisabledSlots.startsAt, busyUntil), gt(coachingDisabledSlots.endsAt, from)))
    .unionAll(db.select({ startsAt: epochMs(coachingBookings.startsAt).as('starts_at'), endsAt: epochMs(coachingBookings.endsAt).as('ends_at') })
      .from(coachingBookings).where(and(...bookingFilters)));

  const [row] = await db.select({
    isListed: coachingCoaches.isListed,
    hasSettings: coachingSettings.coachId,
    ...settingsColumns,
    businessHours: rowsAsJson(
      sql`json_build_object('weekday', ${coachingBusinessHours.weekday}, 'startMinute', ${coachingBusinessHours.startMinute}, 'endMinute', ${coachingBusinessHours.endMinute})`,
      sql`${coachingBusinessHours} where ${ofCoach(coachingBusinessHours)}`,
    ).mapWith((value: Hours[]) => value),
    overrides: rowsAsJson(
      sql`json_build_object('date', ${coachingDateOverrides.date}::text, 'startMinute', ${coachingDateOverrides.startMinute}, 'endMinute', ${coachingDateOverrides.endMinute})`,
      sql`${coachingDateOverrides} where ${and(ofCoach(coachingDateOverrides), gte(coachingDateOverrides.date, firstDate), lte(coachingDateOverrides.date, lastDate))}`,
    ).mapWith((value: Override[]) => value),
    busy: rowsAsJson(sql`json_build_array(busy.starts_at, busy.ends_at)`, sql`(${busy}) as busy`)
      .mapWith((value: [number, number][]) => value),
  }).from(coachingCoaches)
    .leftJoin(coachingSettings, and(eq(coachingSettings.organizationId, coachingCoaches.organizationId), eq(coachingSettings.coachId, coachingCoaches.userId)))
    .where(and(eq(coachingCoaches.organizationId, organizationId), eq(coachingCoaches.userId, coachId)))
    .limit(1);
  if (!row) return null;

  const { isListed, hasSettings, businessHours, overrides, busy: busyRows, ...saved } = row;
  const settings: ProviderSettings = hasSettings === null ? { ...DEFAULT_PROVIDER_SETTINGS } : saved as ProviderSettings;
  const input: SlotInput = {
    timeZone: settings.timeZone,
    durationMinutes: query.kind === 'FREE' ? settings.freeSessionDuration : settings.sessionDuration,
    businessHours,
    overrides,
    busy: busyRows.map(([startsAt, endsAt]) => ({ startsAt: new Date(startsAt), endsAt: new Date(endsAt) })),
    earliestStart: new Date(now.getTime() + (settings.mustBookInAdvance ? settings.inAdvanceHours * 60 * MINUTE : 0)),
    latestStart: latestStartOf(settings, now),
    from, until,
  };
  return { isListed, settings, input };
}

/** The end of the coach's local day, maximumFutureDays after today. */
function latestStartOf(settings: Pick<ProviderSettings, 'timeZone' | 'maximumFutureDays'>, now: Date): Date {
  return DateTime.fromJSDate(now, { zone: settings.timeZone }).plus({ days: settings.maximumFutureDays }).endOf('day').toJSDate();
}
