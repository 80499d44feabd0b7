import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { AppContext, App } from '../../../core/context';
import type { Db } from '../../../core/db/types';
import { startPollingJob, type PollingJob } from '../../../core/polling-job';
import { personName } from '../../lms/localized-name';
import { recordEvent } from '../../notifications/events';
import { coachingBookings } from '../tables';
import { bookingRowOf } from './booking-rows';
import { releaseLapsedHolds } from './lapsed-holds';

const HOUR = 60 * 60 * 1000;

/** Each reminder, the stretch before the start it is sent in, and the column that makes it once. */
const REMINDERS = [
  { kind: '24h', from: 24 * HOUR, until: HOUR, column: coachingBookings.remindedDayAt, field: 'remindedDayAt' },
  { kind: '1h', from: HOUR, until: 0, column: coachingBookings.remindedHourAt, field: 'remindedHourAt' },
] as const;

/**
 * One pass of the reminder job (docs/design/coaching-api.md "Notifications"):
 * to both parties of every CONFIRMED session that starts in the reminder's
 * stretch, coaching.reminder once per booking and kind. The update guarded
 * by `reminded_*_at IS NULL` is the once (another process's pass finds the
 * column set), in the same transaction as the domain event. Outside any
 * request: every organization's bookings (systemDb). Answers how many.
 */
export async function sendBookingReminders(db: Db, now: Date): Promise<number> {
  let sent = 0;
  for (const reminder of REMINDERS) {
    sent += await db.transaction(async (tx) => {
      const claimed = await tx.update(coachingBookings).set({ [reminder.field]: now })
        .where(and(
          eq(coachingBookings.status, 'CONFIRMED'), isNull(reminder.column),
          gt(coachingBookings.startsAt, new Date(now.getTime() + reminder.until)), lte(coachingBookings.startsAt, new Date(now.getTime() + reminder.from)),
        ))
        .returning({ id: coachingBookings.id, organizationId: coachingBookings.organizationId });
      for (const { id, organizationId } of claimed) {
        const row = await bookingRowOf(tx, organizationId, id);
        if (!row) continue;
        await recordEvent(tx, {
          type: 'coaching.reminder', organizationId, subject: { bookingId: id },
          audience: { kind: 'users', userIds: [row.booking.memberId, row.booking.coachId] },
          payload: {
            coach: { en: personName('en', row.coach), ar: personName('ar', row.coach) },
            member: { en: personName('en', row.member), ar: personName('ar', row.member) },
            startsAt: row.booking.startsAt.toISOString(), kind: reminder.kind,
          },
        });
      }
      return claimed.length;
    });
  }
  return sent;
}

/** The job beside the server (lapsed holds released, then reminders), as social events run theirs (only with a database attached; 0 ms: never, tests call the pass). */
export function startBookingReminders(app: App, ctx: AppContext): void {
  let job: PollingJob | null = null;
  app.addHook('onReady', async () => {
    if (!ctx.live) return;
    job = startPollingJob(Number(process.env.COACHING_REMINDERS_POLL_MS ?? 60_000), async () => {
      await releaseLapsedHolds(ctx.systemDb(), ctx.now());
      await sendBookingReminders(ctx.systemDb(), ctx.now());
    }, (error) => app.log.error({ err: error }, 'coaching reminder job failed'));
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}
