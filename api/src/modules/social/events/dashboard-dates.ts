import { and, eq, gte, inArray, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../core/db/types';
import { socialEventEnrollments, socialEventFavorites, socialEvents, socialEventTranslations } from '../tables';
import { listedEvent } from './event-cards';

/**
 * The member's event dates for the dashboard (calendar and activities, spec
 * section 2): the events they hold a place in, and the favorites they have
 * not joined yet whose enrollment opens or closes. The dashboard (lms) asks
 * only for members who read events (organization-social-events, access-events).
 */

export interface EventDateReader {
  organizationId: number;
  userId: number;
  language: string;
  now: Date;
}

export const EVENT_CALENDAR_KINDS = ['EVENT_START', 'EVENT_END', 'EVENT_ENROLLMENT_OPENS', 'EVENT_ENROLLMENT_CLOSES'] as const;
type EventCalendarKind = (typeof EVENT_CALENDAR_KINDS)[number];

export interface EventCalendarDate {
  date: Date;
  kind: EventCalendarKind;
  eventId: number;
  title: string;
}

/** The title in the reader's language when the event has a translation (left join on socialEventTranslations). */
export const eventTitleIn = sql<string>`coalesce(${socialEventTranslations.title}, ${socialEvents.title})`;
export const eventTranslationIn = (reader: Pick<EventDateReader, 'language'>) =>
  and(eq(socialEventTranslations.eventId, socialEvents.id), eq(socialEventTranslations.language, reader.language === 'ar' ? 'ar' : 'en'))!;

/** SQL: the reader holds a place in the event (and it still takes place). */
export function enrolledIn(reader: EventDateReader): SQL {
  return and(
    eq(socialEventEnrollments.organizationId, reader.organizationId),
    eq(socialEventEnrollments.userId, reader.userId),
    eq(socialEventEnrollments.status, 'ENROLLED'),
    eq(socialEvents.isPublished, true),
    sql`${socialEvents.cancelledAt} is null`,
  )!;
}

/** SQL: a listed favorite of the reader they are neither enrolled nor waitlisted in. */
export function favoriteNotJoined(db: Db, reader: EventDateReader): SQL {
  return and(
    eq(socialEventFavorites.organizationId, reader.organizationId),
    eq(socialEventFavorites.userId, reader.userId),
    listedEvent(reader.now),
    notExists(db.select({ one: sql`1` }).from(socialEventEnrollments).where(and(
      eq(socialEventEnrollments.eventId, socialEvents.id),
      eq(socialEventEnrollments.userId, reader.userId),
      inArray(socialEventEnrollments.status, ['ENROLLED', 'WAITLISTED']),
    ))),
  )!;
}

const within = (range: { from: Date; until: Date }, ...columns: PgColumn[]): SQL =>
  or(...columns.map((column) => and(gte(column, range.from), lt(column, range.until))))!;

/** The reader's event dates in [from, until), unsorted (the calendar sorts every entry together). */
export async function eventCalendarDates(db: Db, reader: EventDateReader, range: { from: Date; until: Date }): Promise<EventCalendarDate[]> {
  const [enrolled, favorites] = await Promise.all([
    db.select({ eventId: socialEvents.id, title: eventTitleIn, EVENT_START: socialEvents.startTime, EVENT_END: socialEvents.endingTime })
      .from(socialEventEnrollments)
      .innerJoin(socialEvents, eq(socialEvents.id, socialEventEnrollments.eventId))
      .leftJoin(socialEventTranslations, eventTranslationIn(reader))
      .where(and(enrolledIn(reader), within(range, socialEvents.startTime, socialEvents.endingTime))),
    db.select({
      eventId: socialEvents.id, title: eventTitleIn,
      EVENT_ENROLLMENT_OPENS: socialEvents.enrollmentStartsAt, EVENT_ENROLLMENT_CLOSES: socialEvents.enrollmentEndsAt,
    })
      .from(socialEventFavorites)
      .innerJoin(socialEvents, eq(socialEvents.id, socialEventFavorites.eventId))
      .leftJoin(socialEventTranslations, eventTranslationIn(reader))
      .where(and(favoriteNotJoined(db, reader), within(range, socialEvents.enrollmentStartsAt, socialEvents.enrollmentEndsAt))),
  ]);
  const rows: Array<{ eventId: number; title: string } & Partial<Record<EventCalendarKind, Date | null>>> = [...enrolled, ...favorites];
  return rows.flatMap((row) => EVENT_CALENDAR_KINDS.flatMap((kind) => {
    const date = row[kind];
    return date && date >= range.from && date < range.until ? [{ date, kind, eventId: row.eventId, title: row.title }] : [];
  }));
}
