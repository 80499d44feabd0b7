import { and, eq } from 'drizzle-orm';
import { ERROR_CODES, type Language } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { users } from '../../users/tables';
import { invoices, orders, sellerProfiles } from '../tables';
import { linesOf } from './invoice-lines';
import { renderInvoicePdf } from './pdf/render-invoice';

/** Who asks for a document: its member, or an administrator of its organization (who may read any of them). */
export interface InvoiceViewer {
  organizationId: number;
  userId: number;
  isAdministrator: boolean;
}

/**
 * The invoice or credit note as a PDF in the language asked, drawn from its
 * stored figures (nothing is stored but the figures: the drawing can change,
 * the document cannot). Someone else's document, or another organization's,
 * is 404.
 */
export async function invoicePdfOf(db: Db, viewer: InvoiceViewer, invoiceId: number, language: Language): Promise<{ pdf: Buffer; reference: string }> {
  const [row] = await db.select({ invoice: invoices, firstName: users.firstName, lastName: users.lastName }).from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(users, and(eq(users.organizationId, orders.organizationId), eq(users.id, orders.userId)))
    .where(and(
      eq(invoices.id, invoiceId), eq(invoices.organizationId, viewer.organizationId),
      viewer.isAdministrator ? undefined : eq(orders.userId, viewer.userId),
    ));
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Invoice not found');
  const { invoice } = row;
  const [seller] = await db.select().from(sellerProfiles).where(eq(sellerProfiles.organizationId, invoice.organizationId));
  let correctsReference: string | null = null;
  if (invoice.correctsInvoiceId !== null) {
    const [corrected] = await db.select({ reference: invoices.reference }).from(invoices).where(eq(invoices.id, invoice.correctsInvoiceId));
    correctsReference = corrected?.reference ?? null;
  }
  const pdf = await renderInvoicePdf({
    language,
    kind: invoice.kind === 'CREDIT_NOTE' ? 'CREDIT_NOTE' : 'INVOICE',
    reference: invoice.reference,
    correctsReference,
    issuedAt: invoice.issuedAt,
    orderId: invoice.orderId,
    customerName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    // The name and VAT number as issued (the QR code's); the other language's name and the addresses as the profile says now.
    seller: {
      name: seller?.sellerName ?? invoice.sellerName, nameAr: invoice.sellerName, vatNumber: invoice.sellerVatNumber,
      address: seller?.address ?? '', addressAr: seller?.addressAr ?? '',
    },
    currency: invoice.currency,
    lines: linesOf(invoice.lines),
    amountWithoutTax: invoice.amountWithoutTax,
    taxAmount: invoice.taxAmount,
    totalAmount: invoice.totalAmount,
    qrTlv: invoice.qrTlv,
  });
  return { pdf, reference: invoice.reference };
}
