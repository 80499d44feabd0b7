import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { invoices, orders, purchasedItems, sellerProfiles } from '../tables';
import { queueHandoff } from './accounting/queue-handoff';
import type { InvoiceLine } from './invoice-lines';
import { invoiceReference, takeInvoiceNumber } from './invoice-numbers';
import { invoiceQr } from './zatca-qr';

/** The seller as invoices name it; a missing profile is a setup error that must not produce an unlawful invoice. */
export async function sellerOf(tx: Db, organizationId: number) {
  const [seller] = await tx.select().from(sellerProfiles).where(eq(sellerProfiles.organizationId, organizationId));
  if (!seller) throw new Error(`organization ${organizationId} has no seller profile: no invoice can be issued`);
  return seller;
}

/**
 * The seller's name on the QR code and in the invoice row: the Arabic name
 * (the name of the commercial registration ZATCA knows), else the Latin one.
 */
export const legalNameOf = (seller: { sellerName: string; sellerNameAr: string }) => seller.sellerNameAr || seller.sellerName;

/**
 * Issues the simplified tax invoice of a paid order inside the caller's
 * transaction (completeOrder's, which holds the order's row lock), with its
 * gapless number, frozen lines, ZATCA QR payload and accounting hand-off.
 * Answers the invoice's id; the existing one when the order has one already
 * (a replayed completion); null for an order of total 0 (nothing was sold
 * for money, so there is nothing to tax).
 */
export async function issueInvoice(tx: Db, orderId: number): Promise<number | null> {
  const [existing] = await tx.select({ id: invoices.id }).from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'INVOICE')));
  if (existing) return existing.id;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found: no invoice issued`);
  if (order.totalAmount === 0) return null;

  const seller = await sellerOf(tx, order.organizationId);
  const items = await tx.select().from(purchasedItems).where(eq(purchasedItems.orderId, orderId)).orderBy(asc(purchasedItems.id));
  const lines: InvoiceLine[] = items.map((item) => ({
    purchasedItemId: item.id, itemType: item.itemType, itemId: item.itemId, title: item.title, titleAr: item.titleAr,
    unitPrice: item.unitPrice, discountAmount: item.discountAmount, amountWithoutTax: item.amountWithoutTax,
    taxRateBasisPoints: item.taxRateBasisPoints, taxAmount: item.taxAmount, totalAmount: item.totalAmount,
  }));
  const number = await takeInvoiceNumber(tx, order.organizationId, 'INVOICE');
  const issuedAt = new Date();
  const figures = {
    sellerName: legalNameOf(seller), sellerVatNumber: seller.vatNumber, issuedAt, totalAmount: order.totalAmount, taxAmount: order.taxAmount,
  };
  const [invoice] = await tx.insert(invoices).values({
    organizationId: order.organizationId,
    orderId,
    kind: 'INVOICE',
    number,
    reference: invoiceReference('INVOICE', number),
    currency: order.currency,
    // The VAT base after the voucher's discount: what the VAT was computed on.
    amountWithoutTax: order.totalAmount - order.taxAmount,
    lines,
    qrTlv: invoiceQr(figures),
    ...figures,
  }).returning({ id: invoices.id });
  if (!invoice) throw new Error('the invoice insert returned no row');
  await queueHandoff(tx, order.organizationId, invoice.id);
  return invoice.id;
}
