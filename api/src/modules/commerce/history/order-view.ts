import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { invoices, orderPayments, orders, vouchers, type OrderStatus, type PaymentMethod, type PaymentProvider, type PaymentStatus } from '../tables';
import type { Order } from './dto';
import { itemsOfOrders } from './order-items';

/** Whose order: the member of the token in their organization. */
export interface OrderOwner {
  organizationId: number;
  userId: number;
}

/** The payment that speaks for the order: the captured one, else the latest attempt. */
export async function paymentsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, { provider: PaymentProvider; method: PaymentMethod; status: PaymentStatus }>> {
  const byOrder = new Map<number, { provider: PaymentProvider; method: PaymentMethod; status: PaymentStatus }>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select({ orderId: orderPayments.orderId, provider: orderPayments.provider, method: orderPayments.method, status: orderPayments.status })
    .from(orderPayments).where(inArray(orderPayments.orderId, [...orderIds])).orderBy(desc(orderPayments.id));
  const captured = (status: string) => ['COMPLETE', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(status);
  for (const row of rows) {
    const seen = byOrder.get(row.orderId);
    if (!seen || (!captured(seen.status) && captured(row.status))) {
      byOrder.set(row.orderId, { provider: row.provider as PaymentProvider, method: row.method as PaymentMethod, status: row.status as PaymentStatus });
    }
  }
  return byOrder;
}

/**
 * One order of the member, whole (GET orders/:orderId; also what the
 * payment's verification answers). Another member's order, or another
 * organization's, is 404: it does not exist for this member.
 */
export async function orderOf(db: Db, owner: OrderOwner, orderId: number): Promise<Order> {
  const [row] = await db.select({ order: orders, voucherCode: vouchers.code }).from(orders)
    .leftJoin(vouchers, eq(vouchers.id, orders.voucherId))
    .where(and(eq(orders.id, orderId), eq(orders.organizationId, owner.organizationId), eq(orders.userId, owner.userId), eq(orders.isDeleted, false)));
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Order not found');
  const { order } = row;
  const [items, payments, documents] = await Promise.all([
    itemsOfOrders(db, [order.id]),
    paymentsOfOrders(db, [order.id]),
    db.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(asc(invoices.id)),
  ]);
  const invoice = documents.find((document) => document.kind === 'INVOICE');
  return {
    id: order.id,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
    currency: order.currency,
    amountWithoutTax: order.amountWithoutTax,
    discountAmount: order.discountAmount,
    taxAmount: order.taxAmount,
    totalAmount: order.totalAmount,
    paidAmount: order.paidAmount,
    refundedAmount: order.refundedAmount,
    voucherCode: row.voucherCode ?? null,
    payment: payments.get(order.id) ?? null,
    items: items.get(order.id) ?? [],
    invoice: invoice ? { id: invoice.id, reference: invoice.reference, issuedAt: invoice.issuedAt.toISOString() } : null,
    creditNotes: documents.filter((document) => document.kind === 'CREDIT_NOTE')
      .map((note) => ({ id: note.id, reference: note.reference, issuedAt: note.issuedAt.toISOString(), amount: note.totalAmount })),
  };
}
