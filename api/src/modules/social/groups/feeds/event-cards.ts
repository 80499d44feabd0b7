import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../core/db/types';
import type { EventViewer } from '../../events/access';
import type { EventCard } from '../../events/dto';
import { eventCardPage, listedEvent } from '../../events/event-cards';
import { socialEvents, socialGroups } from '../../tables';
import type { SocialCaller } from '../caller';
import { knownGroupCondition } from '../group-access';

/**
 * Event cards for the groups' pages, the feeds and the search, through the
 * events slice's card reader: listed events only (published, not cancelled,
 * not ended more than 30 days ago), and a group's event only where the
 * caller may know of the group. Soonest first.
 */
export function eventCards(db: Db, caller: SocialCaller, where: SQL | undefined, page: { skip: number; take: number }): Promise<{ count: number; data: EventCard[] }> {
  const viewer: EventViewer = { organizationId: caller.organizationId, userId: caller.userId, language: caller.language, canManage: false, now: caller.now };
  const groupKnown = sql`(${socialEvents.groupId} is null or exists (select 1 from ${socialGroups} where ${socialGroups.id} = ${socialEvents.groupId}
    and ${knownGroupCondition(caller, socialGroups.id, socialGroups.privacy)}))`;
  return eventCardPage(db, viewer, { where: and(listedEvent(caller.now), groupKnown, where)!, skip: page.skip, take: page.take });
}

export const EVENT_FEED_KINDS = ['enrolled', 'favorited', 'hosted', 'group'] as const;
export type EventFeedKind = (typeof EVENT_FEED_KINDS)[number];

/** GET /api/feeds/events?kind=: what the member enrolled in (or waits for), favorited, hosts, or their ACCEPTED groups' events. */
export function eventFeed(db: Db, caller: SocialCaller, kind: EventFeedKind, page: { skip: number; take: number }) {
  const me = caller.userId;
  const conditions: Record<EventFeedKind, SQL> = {
    enrolled: sql`exists (select 1 from social_event_enrollments e where e.event_id = ${socialEvents.id} and e.user_id = ${me} and e.status in ('ENROLLED', 'WAITLISTED'))`,
    favorited: sql`exists (select 1 from social_event_favorites f where f.event_id = ${socialEvents.id} and f.user_id = ${me})`,
    hosted: sql`exists (select 1 from social_event_hosts h where h.event_id = ${socialEvents.id} and h.user_id = ${me})`,
    group: sql`exists (select 1 from social_group_memberships m where m.group_id = ${socialEvents.groupId} and m.user_id = ${me} and m.status = 'ACCEPTED')`,
  };
  return eventCards(db, caller, conditions[kind], page);
}
