import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { startPollingJob, type PollingJob } from '../../../core/polling-job';
import { recordEvent } from '../../notifications/events';
import { socialEvents } from '../tables';
import { titlesOf } from './event-titles';

const HOUR = 60 * 60 * 1000;

/** Each reminder and the stretch before the start it is sent in: 24h from a day to an hour before, 1h in the last hour. */
const REMINDERS = [
  { kind: '24h', from: 24 * HOUR, until: HOUR },
  { kind: '1h', from: HOUR, until: 0 },
] as const;

interface Sent {
  organization_id: number;
  event_id: number;
  user_id: number;
}

/**
 * One pass of the reminder job (docs/design/social-api.md "Reminders"): to
 * every ENROLLED member of a published, not cancelled event that starts in
 * the reminder's stretch, event.reminder once per member and kind. The
 * social_event_reminders row is the once: it is inserted (a conflict means
 * sent already, by this process or another) in the same transaction as the
 * domain event. Outside any request: every organization's events (systemDb).
 */
export async function sendEventReminders(db: Db, now: Date): Promise<number> {
  let sent = 0;
  for (const reminder of REMINDERS) {
    const from = new Date(now.getTime() + reminder.until);
    const until = new Date(now.getTime() + reminder.from);
    sent += await db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        insert into social_event_reminders (organization_id, event_id, user_id, kind, sent_at)
        select en.organization_id, en.event_id, en.user_id, ${reminder.kind}, ${now.toISOString()}::timestamptz
        from social_event_enrollments en
        join social_events e on e.id = en.event_id and e.organization_id = en.organization_id
        where en.status = 'ENROLLED' and e.is_published and e.cancelled_at is null
          and e.start_time > ${from.toISOString()}::timestamptz and e.start_time <= ${until.toISOString()}::timestamptz
        on conflict do nothing
        returning organization_id, event_id, user_id`);
      const rows = (result as unknown as { rows: Sent[] }).rows;
      const byEvent = new Map<number, Sent[]>();
      for (const row of rows) byEvent.set(row.event_id, [...(byEvent.get(row.event_id) ?? []), row]);
      for (const [eventId, members] of byEvent) {
        const [event] = await tx.select({ id: socialEvents.id, title: socialEvents.title, language: socialEvents.language, startTime: socialEvents.startTime })
          .from(socialEvents).where(eq(socialEvents.id, eventId)).limit(1);
        if (!event) continue;
        await recordEvent(tx, {
          type: 'event.reminder',
          organizationId: members[0]!.organization_id,
          subject: { eventId },
          audience: { kind: 'users', userIds: members.map((member) => member.user_id) },
          payload: { title: await titlesOf(tx, event), kind: reminder.kind, startTime: event.startTime.toISOString() },
        });
      }
      return rows.length;
    });
  }
  return sent;
}

/** The reminder job beside the server: a pass every `pollMs` (0: never; tests call sendEventReminders themselves). */
export function startEventReminderJob(db: () => Db, options: { pollMs: number; now(): Date; onError(error: unknown): void }): PollingJob {
  return startPollingJob(options.pollMs, async () => {
    await sendEventReminders(db(), options.now());
  }, options.onError);
}
