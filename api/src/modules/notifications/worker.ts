import { and, asc, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { controlGroupOf } from '@halaqa/contracts/src/notifications';
import type { Db } from '../../core/db/types';
import { startPollingJob, type PollingJob } from '../../core/polling-job';
import { noticeOf } from './notices';
import { signalStreams } from './stream-channel';
import { domainEvents, type EventAudience } from './tables';

// Arbitrary constant shared by every Halaqa process: one notification writer at a time.
const WRITER_LOCK_KEY = 482_193_772;
const BATCH = 50;

export interface WorkerReport {
  events: number;
  notifications: number;
}

/**
 * Turns pending domain events into notifications, one batch in one
 * transaction. Exactly once: the (event, member) key makes a replay insert
 * nothing, and the event is marked processed in the same transaction.
 *
 * Writers take turns (a transaction-scoped advisory lock): notification ids
 * then rise in commit order, so a stream resuming after id N (Last-Event-ID)
 * can never miss a notification committed later with a smaller id.
 */
export async function processPendingEvents(db: Db, now: Date): Promise<WorkerReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WRITER_LOCK_KEY})`);
    const due = or(isNull(domainEvents.deliverAt), lte(domainEvents.deliverAt, now));
    const events = await tx.select().from(domainEvents).where(and(isNull(domainEvents.processedAt), due))
      .orderBy(asc(domainEvents.id)).limit(BATCH).for('update', { skipLocked: true });
    const report: WorkerReport = { events: events.length, notifications: 0 };
    const delivered: number[] = [];
    for (const event of events) {
      const notice = noticeOf(event.type, event.payload, event.subject);
      if (notice) {
        const made = await insertNotifications(tx, {
          eventId: event.id, organizationId: event.organizationId, actorUserId: event.actorUserId, audience: event.audience,
          templateId: notice.templateId, texts: notice.texts, data: notice.data, createdAt: event.deliverAt ?? event.createdAt,
        });
        report.notifications += made;
        if (made) delivered.push(event.id);
      }
    }
    if (events.length) {
      await tx.update(domainEvents).set({ processedAt: now }).where(inArray(domainEvents.id, events.map((event) => event.id)));
    }
    // Sent on commit, with the rows.
    if (delivered.length) await signalStreams(tx, { k: 'n', e: delivered });
    return report;
  });
}

interface NotificationBatch {
  eventId: number;
  organizationId: number;
  actorUserId: number | null;
  audience: EventAudience;
  templateId: number;
  texts: { en: string; ar: string };
  data: object;
  createdAt: Date;
}

/** One statement for any audience size: the recipients are selected, silenced groups left out, in the database. */
async function insertNotifications(tx: Db, batch: NotificationBatch): Promise<number> {
  const audience = recipientsOf(batch);
  if (!audience) return 0;
  const group = controlGroupOf(batch.templateId);
  const notSilenced = group === null ? sql`true` : sql`not exists (
    select 1 from notification_settings s
    where s.user_id = u.id and s.organization_id = u.organization_id and s.control_group_id = ${group} and s.is_disabled)`;
  const result = await tx.execute(sql`
    insert into notifications (organization_id, user_id, event_id, template_id, texts, data, created_at)
    select u.organization_id, u.id, ${batch.eventId}, ${batch.templateId}, ${JSON.stringify(batch.texts)}::jsonb, ${JSON.stringify(batch.data)}::jsonb,
      ${batch.createdAt.toISOString()}::timestamptz
    from users u
    where u.organization_id = ${batch.organizationId} and u.deactivated_at is null and ${audience} and ${notSilenced}
    on conflict (event_id, user_id) do nothing
    returning id`);
  const made = rowCount(result);
  if (made) await queuePushes(tx, batch.eventId);
  return made;
}

/**
 * A push for each of the recipients' devices, through the outbox (channel
 * push): with no push provider configured, the development mailbox shows them.
 */
async function queuePushes(tx: Db, eventId: number): Promise<void> {
  await tx.execute(sql`
    insert into outbox_messages (organization_id, channel, recipient, template, language, subject, body, data)
    select n.organization_id, 'push', p.token, 'notification-' || n.template_id, u.preferred_language, null,
      case when u.preferred_language = 'ar' then n.texts->>'ar' else n.texts->>'en' end,
      jsonb_build_object('notificationId', n.id::text)
    from notifications n
    join push_tokens p on p.organization_id = n.organization_id and p.user_id = n.user_id
    join users u on u.organization_id = n.organization_id and u.id = n.user_id
    where n.event_id = ${eventId}`);
}

function recipientsOf(batch: NotificationBatch) {
  const notActor = batch.actorUserId === null ? sql`true` : sql`u.id <> ${batch.actorUserId}`;
  switch (batch.audience.kind) {
    case 'users': {
      const ids = batch.audience.userIds.filter(Number.isSafeInteger);
      if (!ids.length) return null;
      return sql`u.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
    }
    case 'organization':
      return notActor;
    case 'administrators':
      return sql`u.is_administrator and ${notActor}`;
    default:
      return null;
  }
}

/** Rows a statement returned: node-postgres and PGlite answer in different shapes. */
function rowCount(result: unknown): number {
  const { rows } = result as { rows?: unknown[] };
  return rows?.length ?? 0;
}

/** wake(): a pass now (and again while events keep coming). */
export type NotificationWorker = PollingJob;

/**
 * Runs passes when woken (the NOTIFY of recordEvent) and on a slow timer as
 * a safety net (a missed wake, a failed pass). Several processes may run it:
 * they take turns and never notify twice.
 */
export function startNotificationWorker(db: () => Db, options: { pollMs: number; now(): Date; onError(error: unknown): void }): NotificationWorker {
  return startPollingJob(options.pollMs, async () => {
    // A full batch: more may be waiting.
    while ((await processPendingEvents(db(), options.now())).events >= BATCH);
  }, options.onError);
}
