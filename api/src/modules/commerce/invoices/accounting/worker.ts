import type { Db } from '../../../../core/db/types';
import { startPollingJob, type PollingJob } from '../../../../core/polling-job';
import type { AccountingAdapter } from './adapter';
import { sendDueHandoffs } from './send-handoffs';

/** wake(): a pass now (the NOTIFY of an issued invoice, an administrator's re-send). */
export type AccountingWorker = PollingJob;

/**
 * Sends the accounting outbox when woken and on a slow timer (a missed
 * wake, a failed send to retry). Outside any request: every organization's
 * hand-offs (systemDb).
 */
export function startAccountingWorker(db: () => Db, options: { adapter: AccountingAdapter; pollMs: number; now(): Date; onError(error: unknown): void }): AccountingWorker {
  return startPollingJob(options.pollMs, async () => {
    const report = await sendDueHandoffs(db(), options.adapter, options.now());
    report.errors.forEach(options.onError);
  }, options.onError);
}
