import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { startPollingJob, type PollingJob } from '../../../core/polling-job';
import { orderRefunds } from '../tables';
import { processRefund } from './process-refund';

export interface RefundsPass {
  decided: number;
  failed: number;
  errors: unknown[];
}

const BATCH = 50;

/**
 * One pass of the refunds job: every REQUESTED refund is processed again (a
 * provider that failed, an API that stopped between the request and the
 * provider call, a decision that did not commit). Outside any request, for
 * every organization (systemDb); processRefund's claim keeps two processes
 * from sending the same refund.
 */
export async function retryRequestedRefunds(db: Db, now: () => Date): Promise<RefundsPass> {
  const pass: RefundsPass = { decided: 0, failed: 0, errors: [] };
  let after = 0;
  for (;;) {
    const due = await db.select({ id: orderRefunds.id }).from(orderRefunds)
      .where(and(eq(orderRefunds.status, 'REQUESTED'), gt(orderRefunds.id, after))).orderBy(asc(orderRefunds.id)).limit(BATCH);
    for (const { id } of due) {
      try {
        const result = await processRefund(db, id, { now });
        if (result.outcome === 'DONE') pass.decided += 1;
        if (result.outcome === 'FAILED') {
          pass.failed += 1;
          pass.errors.push(result.error);
        }
      } catch (error) {
        pass.failed += 1;
        pass.errors.push(error);
      }
    }
    if (due.length < BATCH) return pass;
    after = due.at(-1)!.id;
  }
}

export type RefundsJob = PollingJob;

/** Runs a pass at start (refunds left REQUESTED when the API stopped between a request and its provider call) and every `pollMs`. */
export function startRefundsJob(db: () => Db, options: { pollMs: number; now(): Date; onError(error: unknown): void }): RefundsJob {
  return startPollingJob(options.pollMs, async () => {
    const pass = await retryRequestedRefunds(db(), options.now);
    pass.errors.forEach(options.onError);
  }, options.onError);
}
