import { sql } from 'drizzle-orm';
import type { Db } from '../../../../core/db/types';
import { accountingHandoffs } from '../../tables';

/** The channel that wakes the accounting worker (payload: nothing), sent when the issuing transaction commits. */
export const ACCOUNTING_CHANNEL = 'halaqa_accounting_handoffs';

/**
 * Puts a document in the accounting outbox, in the caller's transaction (the
 * hand-off exists exactly when the invoice does). Queuing one already sent
 * queues it again: an administrator's re-send after the accounting system
 * lost it.
 */
export async function queueHandoff(tx: Db, organizationId: number, invoiceId: number): Promise<void> {
  await tx.insert(accountingHandoffs).values({ organizationId, invoiceId })
    .onConflictDoUpdate({ target: accountingHandoffs.invoiceId, set: { sentAt: null, attempts: 0, lastError: null } });
  await tx.execute(sql`select pg_notify(${ACCOUNTING_CHANNEL}, '')`);
}
