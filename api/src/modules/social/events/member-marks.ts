import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { socialEventFavorites, socialEventViews } from '../tables';
import type { SignedInViewer } from './access';
import { visibleEvent } from './visible-event';

/** POST events/{eventId}/seen: the first and the last time the member opened the event. */
export async function markSeen(db: Db, viewer: SignedInViewer, eventId: number): Promise<void> {
  await visibleEvent(db, viewer, eventId);
  await db.insert(socialEventViews).values({ organizationId: viewer.organizationId, eventId, userId: viewer.userId, firstSeenAt: viewer.now, lastSeenAt: viewer.now })
    .onConflictDoUpdate({ target: [socialEventViews.eventId, socialEventViews.userId], set: { lastSeenAt: sql`greatest(${socialEventViews.lastSeenAt}, excluded.last_seen_at)` } });
}

/** PUT / DELETE events/{eventId}/favorite: idempotent. */
export async function setFavorite(db: Db, viewer: SignedInViewer, eventId: number, favorite: boolean): Promise<void> {
  await visibleEvent(db, viewer, eventId);
  if (favorite) {
    await db.insert(socialEventFavorites).values({ organizationId: viewer.organizationId, eventId, userId: viewer.userId }).onConflictDoNothing();
  } else {
    await db.delete(socialEventFavorites).where(and(eq(socialEventFavorites.eventId, eventId), eq(socialEventFavorites.userId, viewer.userId)));
  }
}
