import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { invoices, orders, type OrderStatus } from '../tables';
import { queueHandoff } from './accounting/queue-handoff';
import { issueInvoice } from './issue-invoice';

/** Orders that were paid: they have (or must have) an invoice. */
const PAID: readonly OrderStatus[] = ['COMPLETE', 'REFUND_REQUESTED', 'PARTIAL_REFUND_REQUESTED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'REFUND_REJECTED'];

export interface InvoiceIssued {
  id: number;
  reference: string;
  issuedAt: string;
  totalAmount: number;
  created: boolean;
}

/**
 * An administrator makes sure a paid order of the organization has its
 * invoice (POST orders/:orderId/invoice): the existing one, or one issued
 * now under the order's row lock (an order completed before invoices
 * existed, a completion whose invoice failed). Unpaid: 409 ord-006; free:
 * 409 ord-006 (no tax invoice for nothing sold); another organization's: 404.
 */
export async function invoiceForOrder(db: Db, organizationId: number, orderId: number): Promise<InvoiceIssued> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.organizationId, organizationId), eq(orders.isDeleted, false))).for('update');
    if (!order) throw notFound(ERROR_CODES.NOT_FOUND, 'Order not found');
    if (!PAID.includes(order.status as OrderStatus)) throw new AppError(409, ERROR_CODES.ORDER_STATE, `An order ${order.status} has no invoice`);
    if (order.totalAmount === 0) throw new AppError(409, ERROR_CODES.ORDER_STATE, 'A free order has no tax invoice');
    const [before] = await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'INVOICE')));
    const id = await issueInvoice(tx, orderId);
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id ?? 0));
    if (!invoice) throw new Error(`order ${orderId}: no invoice after issuing`);
    return { id: invoice.id, reference: invoice.reference, issuedAt: invoice.issuedAt.toISOString(), totalAmount: invoice.totalAmount, created: !before };
  });
}

/**
 * Hands an order's invoice and credit notes to accounting again (POST
 * orders/:orderId/accounting-handoff): the accounting system lost them, or
 * a hand-off kept failing. Answers how many documents were queued.
 */
export async function requeueHandoffs(db: Db, organizationId: number, orderId: number): Promise<{ queued: number }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.organizationId, organizationId), eq(orders.isDeleted, false)));
    if (!order) throw notFound(ERROR_CODES.NOT_FOUND, 'Order not found');
    const documents = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId));
    for (const document of documents) await queueHandoff(tx, organizationId, document.id);
    return { queued: documents.length };
  });
}
