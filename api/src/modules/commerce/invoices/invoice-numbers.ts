import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { invoiceCounters, type InvoiceKind } from '../tables';

/**
 * Takes the next number of the organization's invoices or credit notes, in
 * the caller's transaction. The counter row is created on first use and
 * incremented in the same statement: concurrent issuers queue on its row
 * lock (an insert racing an insert turns into the update), and a
 * transaction that rolls back rolls its increment back with it, so the
 * numbers have no gap and no duplicate (a sequence would leave gaps).
 */
export async function takeInvoiceNumber(tx: Db, organizationId: number, kind: InvoiceKind): Promise<number> {
  const [taken] = await tx.insert(invoiceCounters).values({ organizationId, kind, nextNumber: 2 })
    .onConflictDoUpdate({
      target: [invoiceCounters.organizationId, invoiceCounters.kind],
      set: { nextNumber: sql`${invoiceCounters.nextNumber} + 1` },
    })
    .returning({ number: sql<number>`${invoiceCounters.nextNumber} - 1` });
  if (!taken) throw new Error('the invoice counter returned no row');
  return Number(taken.number);
}

const PREFIX: Readonly<Record<InvoiceKind, string>> = { INVOICE: 'INV', CREDIT_NOTE: 'CN' };

/** The number as people read it: INV-000042, CN-000007. */
export function invoiceReference(kind: InvoiceKind, number: number): string {
  return `${PREFIX[kind]}-${String(number).padStart(6, '0')}`;
}
