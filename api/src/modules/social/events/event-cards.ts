import { and, asc, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { mediaContentUrl } from '../../media/service';
import { socialEventEnrollments, socialEventFavorites, socialEvents, socialEventTranslations } from '../tables';
import type { EventViewer } from './access';
import type { EventCard, EventListQuery } from './dto';
import { enrollmentAlertOf, LISTED_AFTER_END_MS } from './event-rules';

/**
 * Event cards (docs/design/social-api.md "EventCard"): one query for the
 * page and one for the count, whatever selects the events. Exported for the
 * groups area (a group's events, the feeds) and the search.
 */

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** The viewer's translation of the event, if the event is in the other language. */
const translation = (viewer: Pick<EventViewer, 'language'>) => and(
  eq(socialEventTranslations.eventId, socialEvents.id),
  eq(socialEventTranslations.language, viewer.language),
);

/** The title in the viewer's language when a translation exists (the event's own otherwise). */
const localizedTitle = sql<string>`coalesce(${socialEventTranslations.title}, ${socialEvents.title})`;

/** Listed: published, not cancelled, ended no longer than 30 days ago. */
export function listedEvent(now: Date): SQL {
  return and(
    eq(socialEvents.isPublished, true),
    sql`${socialEvents.cancelledAt} is null`,
    gt(socialEvents.endingTime, new Date(now.getTime() - LISTED_AFTER_END_MS)),
  )!;
}

/** The list's filters (search in either language, when, type, language, price). */
export function listFilters(query: EventListQuery, now: Date): SQL {
  const filters: SQL[] = [listedEvent(now)];
  if (query.search?.trim()) {
    const pattern = `%${query.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(
      ilike(socialEvents.title, pattern),
      sql`exists (select 1 from ${socialEventTranslations} t where t.event_id = ${socialEvents.id} and t.title ilike ${pattern})`,
    )!);
  }
  const when = query.when ?? 'UPCOMING';
  if (when === 'UPCOMING') filters.push(gt(socialEvents.endingTime, now));
  if (when === 'PAST') filters.push(lte(socialEvents.endingTime, now));
  if (query.type) filters.push(eq(socialEvents.type, query.type));
  if (query.language) filters.push(eq(socialEvents.language, query.language));
  if (query.price === 'FREE') filters.push(eq(socialEvents.price, 0));
  if (query.price === 'PAID') filters.push(gt(socialEvents.price, 0));
  return and(...filters)!;
}

export interface CardQuery {
  where: SQL;
  /** Newest first (past events); soonest first otherwise. */
  newestFirst?: boolean;
  skip?: number;
  take?: number;
  /** Only events the viewer is enrolled or waitlisted in. */
  mine?: boolean;
  /** Only events the viewer favorited. */
  favorites?: boolean;
}

type CardRow = Awaited<ReturnType<typeof cardRows>>[number];

function cardRows(db: Db, viewer: EventViewer, query: CardQuery) {
  const userId = viewer.userId ?? 0;
  const myEnrollment = and(
    eq(socialEventEnrollments.eventId, socialEvents.id),
    eq(socialEventEnrollments.userId, userId),
    sql`${socialEventEnrollments.status} in ('ENROLLED', 'WAITLISTED')`,
  );
  const myFavorite = and(eq(socialEventFavorites.eventId, socialEvents.id), eq(socialEventFavorites.userId, userId));
  const filters = [eq(socialEvents.organizationId, viewer.organizationId), query.where];
  if (query.mine) filters.push(sql`${socialEventEnrollments.id} is not null`);
  if (query.favorites) filters.push(sql`${socialEventFavorites.userId} is not null`);
  return db.select({
    event: socialEvents,
    title: localizedTitle,
    myStatus: socialEventEnrollments.status,
    isFavorite: sql<boolean>`${socialEventFavorites.userId} is not null`,
  }).from(socialEvents)
    .leftJoin(socialEventTranslations, translation(viewer))
    .leftJoin(socialEventEnrollments, myEnrollment)
    .leftJoin(socialEventFavorites, myFavorite)
    .where(and(...filters))
    .orderBy(...(query.newestFirst ? [desc(socialEvents.startTime), desc(socialEvents.id)] : [asc(socialEvents.startTime), asc(socialEvents.id)]))
    .offset(query.skip ?? 0)
    .limit(query.take ?? 10);
}

export function cardOf(row: CardRow, viewer: Pick<EventViewer, 'now'>): EventCard {
  const { event } = row;
  const alert = enrollmentAlertOf(event, viewer.now);
  const myStatus = row.myStatus === 'ENROLLED' || row.myStatus === 'WAITLISTED' ? row.myStatus : null;
  return {
    id: event.id,
    title: row.title,
    type: event.type,
    language: event.language === 'ar' ? 'ar' : 'en',
    startTime: event.startTime.toISOString(),
    endingTime: event.endingTime.toISOString(),
    enrollmentStartsAt: iso(event.enrollmentStartsAt),
    enrollmentEndsAt: iso(event.enrollmentEndsAt),
    coverUrl: event.coverMediaId === null ? null : mediaContentUrl(event.coverMediaId),
    location: event.location,
    price: event.price,
    oldPrice: event.oldPrice,
    currency: 'SAR',
    placesLeft: event.maxEnrollmentCount === null ? null : Math.max(0, event.maxEnrollmentCount - event.enrolledCount),
    isFavorite: row.isFavorite,
    myStatus,
    enrollmentAlert: alert && { kind: alert.kind, at: alert.at.toISOString() },
    groupId: event.groupId,
  };
}

/** One page of cards and how many there are in all. */
export async function eventCardPage(db: Db, viewer: EventViewer, query: CardQuery): Promise<{ count: number; data: EventCard[] }> {
  const rows = await cardRows(db, viewer, query);
  const userId = viewer.userId ?? 0;
  const counted = db.select({ count: count() }).from(socialEvents);
  const joined = query.mine
    ? counted.innerJoin(socialEventEnrollments, and(eq(socialEventEnrollments.eventId, socialEvents.id), eq(socialEventEnrollments.userId, userId),
      sql`${socialEventEnrollments.status} in ('ENROLLED', 'WAITLISTED')`))
    : query.favorites
      ? counted.innerJoin(socialEventFavorites, and(eq(socialEventFavorites.eventId, socialEvents.id), eq(socialEventFavorites.userId, userId)))
      : counted;
  const [total] = await joined.where(and(eq(socialEvents.organizationId, viewer.organizationId), query.where));
  return { count: total?.count ?? 0, data: rows.map((row) => cardOf(row, viewer)) };
}

/** One event's card row for the viewer (any state: the caller decides who may see it). */
export async function eventCardRow(db: Db, viewer: EventViewer, eventId: number): Promise<CardRow | null> {
  const [row] = await cardRows(db, viewer, { where: eq(socialEvents.id, eventId), take: 1 });
  return row ?? null;
}
