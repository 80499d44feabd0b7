import { and, asc, eq, isNotNull, lte, notInArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { finishAttempts, newFinishCache, type FinishCache } from '../attempts/finish-attempt';
import { examAttempts } from '../tables';

const BATCH = 25;

export interface FinishReport {
  finished: number;
  failed: number;
  errors: unknown[];
}

const dueWhere = (now: Date, skip: ReadonlySet<number>) => and(
  eq(examAttempts.status, 'IN_PROGRESS'), isNotNull(examAttempts.deadlineAt), lte(examAttempts.deadlineAt, now),
  skip.size ? notInArray(examAttempts.id, [...skip]) : undefined,
);

/**
 * One batch in one transaction: open attempts past their deadline, locked
 * FOR UPDATE SKIP LOCKED (an attempt a member is saving to right now is
 * taken by a later batch, after that save commits; several processes never
 * take the same one), finished together.
 */
async function finishBatch(db: Db, now: Date, cache: FinishCache, skip: ReadonlySet<number>, size: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx.select().from(examAttempts).where(dueWhere(now, skip))
      .orderBy(asc(examAttempts.deadlineAt), asc(examAttempts.id)).limit(size).for('update', { skipLocked: true });
    await finishAttempts(tx, due, 'DEADLINE', now, cache);
    return due.map((attempt) => attempt.id);
  });
}

/**
 * Finishes every open attempt whose deadline is at or before `now`
 * (finishedBy DEADLINE, graded, the member's outcome recorded), in batches
 * run by `concurrency` loops side by side: each takes what the others have
 * not locked. A batch that fails is retried one attempt at a time, so one
 * broken attempt holds back no other; it is left for the next pass.
 */
export async function finishDueAttempts(db: Db, now: Date, options: { concurrency?: number } = {}): Promise<FinishReport> {
  const cache = newFinishCache();
  const failedIds = new Set<number>();
  const report: FinishReport = { finished: 0, failed: 0, errors: [] };
  const loop = async () => {
    for (;;) {
      let done: number[];
      try {
        done = await finishBatch(db, now, cache, failedIds, BATCH);
      } catch {
        done = await finishOneByOne(db, now, cache, failedIds, report);
        if (!done.length) return;
        continue;
      }
      report.finished += done.length;
      if (!done.length) return;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, loop));
  return report;
}

/** After a failed batch: attempts one per transaction; those that fail again are skipped for this pass. */
async function finishOneByOne(db: Db, now: Date, cache: FinishCache, failedIds: Set<number>, report: FinishReport): Promise<number[]> {
  const done: number[] = [];
  const tried = new Set(failedIds);
  for (let i = 0; i < BATCH; i += 1) {
    const [candidate] = await db.select({ id: examAttempts.id }).from(examAttempts).where(dueWhere(now, tried))
      .orderBy(asc(examAttempts.deadlineAt), asc(examAttempts.id)).limit(1);
    if (!candidate) break;
    tried.add(candidate.id);
    try {
      const finished = await db.transaction(async (tx) => {
        const due = await tx.select().from(examAttempts).where(and(eq(examAttempts.id, candidate.id), dueWhere(now, failedIds)))
          .for('update', { skipLocked: true });
        await finishAttempts(tx, due, 'DEADLINE', now, cache);
        return due.length;
      });
      report.finished += finished;
      if (finished) done.push(candidate.id);
    } catch (error) {
      failedIds.add(candidate.id);
      report.failed += 1;
      report.errors.push(error);
    }
  }
  return done;
}
