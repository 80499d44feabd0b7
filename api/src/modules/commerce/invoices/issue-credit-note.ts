import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { invoices, orderRefunds, purchasedItems } from '../tables';
import { queueHandoff } from './accounting/queue-handoff';
import type { InvoiceLine } from './invoice-lines';
import { invoiceReference, takeInvoiceNumber } from './invoice-numbers';
import { issueInvoice, legalNameOf, sellerOf } from './issue-invoice';
import { invoiceQr } from './zatca-qr';

/**
 * The VAT inside a refunded amount: the item's VAT in the same proportion
 * as the refund is of the item's total, rounded half up (BigInt: halalas
 * times halalas can pass 2^53).
 */
export function vatShare(refunded: number, itemTax: number, itemTotal: number): number {
  if (itemTotal === 0) return 0;
  const [part, tax, whole] = [BigInt(refunded), BigInt(itemTax), BigInt(itemTotal)];
  return Number((2n * part * tax + whole) / (2n * whole));
}

/**
 * Issues the credit note of a decided refund inside the caller's
 * transaction (the refund decision's): it corrects the order's invoice
 * (issued now if the order had none yet), takes its own gapless number
 * (credit notes count apart from invoices), carries the refunded line and
 * its QR payload, and is handed to accounting. Answers its id; the existing
 * one for a refund that has one.
 */
export async function issueCreditNote(tx: Db, refundId: number): Promise<number> {
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.refundId, refundId));
  if (existing) return existing.id;
  const [refund] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!refund) throw new Error(`refund ${refundId} not found: no credit note issued`);
  if (refund.status !== 'REFUNDED' && refund.status !== 'PARTIALLY_REFUNDED') throw new Error(`refund ${refundId} is ${refund.status}: no credit note before the money went back`);
  const invoiceId = await issueInvoice(tx, refund.orderId);
  if (invoiceId === null) throw new Error(`order ${refund.orderId} has no invoice (total 0): nothing to credit`);
  const [item] = await tx.select().from(purchasedItems).where(eq(purchasedItems.id, refund.purchasedItemId));
  if (!item) throw new Error(`purchased item ${refund.purchasedItemId} not found`);

  const taxAmount = vatShare(refund.amount, item.taxAmount, item.totalAmount);
  const line: InvoiceLine = {
    purchasedItemId: item.id, itemType: item.itemType, itemId: item.itemId, title: item.title, titleAr: item.titleAr,
    unitPrice: refund.amount - taxAmount, discountAmount: 0, amountWithoutTax: refund.amount - taxAmount,
    taxRateBasisPoints: item.taxRateBasisPoints, taxAmount, totalAmount: refund.amount,
  };
  const seller = await sellerOf(tx, refund.organizationId);
  const number = await takeInvoiceNumber(tx, refund.organizationId, 'CREDIT_NOTE');
  const figures = {
    sellerName: legalNameOf(seller), sellerVatNumber: seller.vatNumber, issuedAt: new Date(), totalAmount: refund.amount, taxAmount,
  };
  const [note] = await tx.insert(invoices).values({
    organizationId: refund.organizationId,
    orderId: refund.orderId,
    kind: 'CREDIT_NOTE',
    number,
    reference: invoiceReference('CREDIT_NOTE', number),
    currency: refund.currency,
    amountWithoutTax: refund.amount - taxAmount,
    lines: [line],
    qrTlv: invoiceQr(figures),
    refundId,
    correctsInvoiceId: invoiceId,
    ...figures,
  }).returning({ id: invoices.id });
  if (!note) throw new Error('the credit note insert returned no row');
  await queueHandoff(tx, refund.organizationId, note.id);
  return note.id;
}
