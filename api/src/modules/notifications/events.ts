import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { domainEvents, type EventAudience } from './tables';

/** A text in both languages, as an event carries it (names as they were when it happened). */
export interface BothLanguages {
  en: string;
  ar: string;
}

/**
 * Every domain event and what it carries. A module that adds an event adds
 * its type here and its notice in notices.ts (a type without a notice is
 * only recorded: the activity log).
 */
export interface DomainEventPayloads {
  'announcement.published': { body: BothLanguages };
  'course.enrolled': { courseName: BothLanguages };
  'specialization.enrolled': { specializationName: BothLanguages };
  'course.approval-decided': { courseName: BothLanguages; approved: boolean };
  /** A course announcement was published (to the course's enrolled members); subject {courseId, announcementId}. */
  'course.announcement-published': { courseName: BothLanguages; title: string };
  'auth.password-changed': Record<string, never>;
  /** device: a short description of the User-Agent; newDevice: no earlier session of this member came from it. */
  'auth.signed-in': { device: string; address: string | null; newDevice: boolean };
  'support.ticket-opened': { subject: string; requester: string };
  'support.ticket-replied': { subject: string };
  /** To the support team: the requester wrote again on their ticket or chat. */
  'support.requester-wrote': { subject: string; requester: string };
  'support.ticket-status-changed': { subject: string; status: 'received' | 'pending' | 'resolved' };
  /** An administrator's message to members or administrators (POST notifications/send-to-topic). */
  'notification.topic-message': { text: BothLanguages };
}

export type DomainEventType = keyof DomainEventPayloads;

export interface DomainEventInput<Type extends DomainEventType> {
  type: Type;
  organizationId: number;
  /** The member whose action caused it; left out of organization-wide and administrator audiences. */
  actorUserId?: number | null;
  /** The ids it is about: courseId, announcementId, specializationId, ticketId ... */
  subject?: Record<string, number>;
  audience: EventAudience;
  payload: DomainEventPayloads[Type];
  /** Not before this time (the worker's timer picks it up then); absent: at once. */
  deliverAt?: Date | null;
}

/** The channel that wakes the notification worker (payload: nothing). */
export const EVENTS_CHANNEL = 'halaqa_domain_events';

/**
 * Records a domain event in the caller's transaction (pass the `tx`): the
 * event exists exactly when the change that caused it commits, and the
 * worker, woken by the NOTIFY that PostgreSQL sends on that commit, turns
 * it into notifications (worker.ts).
 */
export async function recordEvent<Type extends DomainEventType>(tx: Db, event: DomainEventInput<Type>): Promise<{ id: number }> {
  const [row] = await tx.insert(domainEvents).values({
    organizationId: event.organizationId,
    type: event.type,
    actorUserId: event.actorUserId ?? null,
    subject: event.subject ?? {},
    audience: event.audience,
    payload: event.payload,
    deliverAt: event.deliverAt ?? null,
  }).returning({ id: domainEvents.id });
  if (!row) throw new Error('domain event insert returned no row');
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '')`);
  return row;
}
