import { eq } from 'drizzle-orm';
import type { Db } from '../../../../core/db/types';
import { organizations } from '../../../organizations/tables';
import { users } from '../../../users/tables';
import { invoices, orders } from '../../tables';
import { linesOf } from '../invoice-lines';
import type { AccountingDocument } from './adapter';

/** The hand-off's document, read from the invoice as it was issued. */
export async function accountingDocumentOf(db: Db, invoiceId: number): Promise<AccountingDocument> {
  const [row] = await db.select({
    invoice: invoices, domainPrefix: organizations.domainPrefix,
    userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email,
  }).from(invoices)
    .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw new Error(`invoice ${invoiceId} not found`);
  const { invoice } = row;
  let correctsReference: string | null = null;
  if (invoice.correctsInvoiceId !== null) {
    const [corrected] = await db.select({ reference: invoices.reference }).from(invoices).where(eq(invoices.id, invoice.correctsInvoiceId));
    correctsReference = corrected?.reference ?? null;
  }
  return {
    organizationId: invoice.organizationId,
    domainPrefix: row.domainPrefix,
    invoiceId: invoice.id,
    kind: invoice.kind === 'CREDIT_NOTE' ? 'CREDIT_NOTE' : 'INVOICE',
    number: invoice.number,
    reference: invoice.reference,
    correctsReference,
    orderId: invoice.orderId,
    customer: { userId: row.userId, name: [row.firstName, row.lastName].filter(Boolean).join(' '), email: row.email },
    issuedAt: invoice.issuedAt.toISOString(),
    currency: invoice.currency,
    amountWithoutTax: invoice.amountWithoutTax,
    taxAmount: invoice.taxAmount,
    totalAmount: invoice.totalAmount,
    seller: { name: invoice.sellerName, vatNumber: invoice.sellerVatNumber },
    lines: linesOf(invoice.lines),
  };
}
