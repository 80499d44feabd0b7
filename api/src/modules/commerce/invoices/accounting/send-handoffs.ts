import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../../core/db/types';
import { accountingHandoffs } from '../../tables';
import type { AccountingAdapter } from './adapter';
import { accountingDocumentOf } from './accounting-document';

export interface HandoffReport {
  sent: number;
  failed: number;
  errors: unknown[];
}

/** Failed hand-offs wait behind the fresh ones, and a pass takes at most this many. */
const BATCH = 50;

/**
 * One pass of the accounting outbox: each due hand-off in a transaction of
 * its own that holds its row (SKIP LOCKED: several API processes share the
 * work and never send the same row at once), sent through the adapter, then
 * marked sent; a failure counts an attempt and keeps the error for the next
 * pass. A document may be sent twice only if the process dies between the
 * adapter's answer and the commit (receivers deduplicate by reference).
 */
export async function sendDueHandoffs(db: Db, adapter: AccountingAdapter, now: Date): Promise<HandoffReport> {
  const report: HandoffReport = { sent: 0, failed: 0, errors: [] };
  const tried = new Set<number>();
  for (let pass = 0; pass < BATCH; pass++) {
    const outcome = await db.transaction(async (tx) => {
      const [due] = await tx.select({ id: accountingHandoffs.id, invoiceId: accountingHandoffs.invoiceId }).from(accountingHandoffs)
        // Each row once per pass: one that fails waits for the next pass instead of being hammered.
        .where(and(isNull(accountingHandoffs.sentAt), tried.size ? notInArray(accountingHandoffs.id, [...tried]) : undefined))
        .orderBy(asc(accountingHandoffs.attempts), asc(accountingHandoffs.id))
        .limit(1).for('update', { skipLocked: true });
      if (!due) return null;
      tried.add(due.id);
      try {
        await adapter.send(await accountingDocumentOf(tx, due.invoiceId));
        await tx.update(accountingHandoffs).set({ sentAt: now, attempts: sql`${accountingHandoffs.attempts} + 1`, lastError: null })
          .where(eq(accountingHandoffs.id, due.id));
        return 'sent' as const;
      } catch (error) {
        await tx.update(accountingHandoffs)
          .set({ attempts: sql`${accountingHandoffs.attempts} + 1`, lastError: error instanceof Error ? error.message.slice(0, 500) : String(error) })
          .where(eq(accountingHandoffs.id, due.id));
        report.errors.push(error);
        return 'failed' as const;
      }
    });
    if (outcome === null) break;
    report[outcome] += 1;
  }
  return report;
}
