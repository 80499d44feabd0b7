import type { Db } from '../../../core/db/types';
import { startPollingJob, type PollingJob } from '../../../core/polling-job';
import { finishDueAttempts } from './finish-due-attempts';
import { sendRetakeNotices } from './retake-notices';

export interface DeadlineReport {
  finished: number;
  failed: number;
  notices: number;
}

/**
 * One pass of the exams' clock (docs/design/exams-api.md "Clock"): open
 * attempts past their deadline are finished and graded, due retake notices
 * sent. Tests call it with the `now` they want (no sleeping); the worker
 * calls it about each second. Failures of single attempts are reported,
 * not thrown, so the others go on.
 */
export async function runDeadlinePass(db: Db, now: Date, options: { concurrency?: number } = {}): Promise<DeadlineReport & { errors: unknown[] }> {
  const finished = await finishDueAttempts(db, now, options);
  const notices = await sendRetakeNotices(db, now);
  return { finished: finished.finished, failed: finished.failed, notices, errors: finished.errors };
}

export type DeadlineWorker = PollingJob;

/**
 * Runs a pass every `pollMs` (never two at once in this process; several
 * processes share the work through SKIP LOCKED). Outside any request: it
 * finishes every organization's attempts (systemDb).
 */
export function startDeadlineWorker(db: () => Db, options: { pollMs: number; concurrency: number; now(): Date; onError(error: unknown): void }): DeadlineWorker {
  return startPollingJob(options.pollMs, async () => {
    const report = await runDeadlinePass(db(), options.now(), { concurrency: options.concurrency });
    report.errors.forEach(options.onError);
  }, options.onError);
}
