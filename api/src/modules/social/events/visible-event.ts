import { ERROR_CODES } from '@halaqa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { socialEventHosts, socialEvents } from '../tables';
import type { EventViewer } from './access';

export type EventRow = typeof socialEvents.$inferSelect;

/** Whether the member hosts the event. */
async function hostsEvent(db: Db, organizationId: number, eventId: number, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db.select({ userId: socialEventHosts.userId }).from(socialEventHosts)
    .where(and(eq(socialEventHosts.organizationId, organizationId), eq(socialEventHosts.eventId, eventId), eq(socialEventHosts.userId, userId))).limit(1);
  return Boolean(row);
}

/** The organization's event, whatever its state, or 404 (another organization's ids included). */
export async function eventOf(db: Db, organizationId: number, eventId: number): Promise<EventRow> {
  const [event] = await db.select().from(socialEvents)
    .where(and(eq(socialEvents.organizationId, organizationId), eq(socialEvents.id, eventId))).limit(1);
  if (!event) throw notFound(ERROR_CODES.NOT_FOUND, 'Event not found');
  return event;
}

/** The event as the viewer may see it: published, or they host or manage it; else 404 (as if it did not exist). */
export async function visibleEvent(db: Db, viewer: EventViewer, eventId: number): Promise<{ event: EventRow; amHost: boolean }> {
  const event = await eventOf(db, viewer.organizationId, eventId);
  const amHost = await hostsEvent(db, viewer.organizationId, eventId, viewer.userId);
  if (!event.isPublished && !amHost && !viewer.canManage) throw notFound(ERROR_CODES.NOT_FOUND, 'Event not found');
  return { event, amHost };
}

/** The event for a host's call (check-in, attendees): its hosts and the event managers; other members 403 evt-009. */
export async function hostedEvent(db: Db, viewer: EventViewer, eventId: number): Promise<EventRow> {
  const { event, amHost } = await visibleEvent(db, viewer, eventId);
  if (!amHost && !viewer.canManage) throw new AppError(403, ERROR_CODES.EVENT_HOSTS_ONLY, 'Only the event\'s hosts and managers may do this');
  return event;
}
