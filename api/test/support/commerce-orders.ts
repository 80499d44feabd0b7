import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/core/db/types';
import { issueInvoice } from '../../src/modules/commerce/invoices/issue-invoice';
import { orderPayments, orders, purchasedItems, sandboxPayments, type PurchasableType } from '../../src/modules/commerce/tables';
import { courseEnrollees, courses } from '../../src/modules/lms/tables';

/**
 * Completed orders written straight into the database, the way completion
 * leaves them (order and items COMPLETE, a captured payment the sandbox
 * provider knows, the member enrolled, the invoice issued): the invoices,
 * refunds and history tests start from a paid order without going through
 * the cart and the checkout.
 */
export interface OrderLineFixture {
  itemType?: PurchasableType;
  itemId: number;
  /** Halalas before VAT. */
  unitPrice: number;
  discountAmount?: number;
  taxRateBasisPoints?: number;
  startsAt?: Date | null;
  title?: string;
  titleAr?: string;
}

export interface OrderFixture {
  organizationId: number;
  userId: number;
  lines: OrderLineFixture[];
  /** The order's status (default COMPLETE); PENDING writes a cart without payment or invoice. */
  status?: 'COMPLETE' | 'PENDING';
  /** Enroll the member in the COURSE lines (default true), as fulfilment does. */
  enroll?: boolean;
  /** Issue the invoice (default true), as completion does. */
  invoice?: boolean;
  createdAt?: Date;
}

export interface OrderCreated {
  orderId: number;
  itemIds: number[];
  paymentId: number | null;
  /** The sandbox's payment id (sbx_...), whose refunded amount shows what the provider gave back. */
  providerPaymentId: string | null;
  invoiceId: number | null;
  totalAmount: number;
  taxAmount: number;
}

/** VAT of one line, rounded half up per line (the pricing rule of docs/design/commerce-api.md). */
const taxOf = (taxable: number, rate: number) => Math.floor((taxable * rate + 5000) / 10000);

/** `db` is the test's own connection (it sees every organization); `systemDb` issues the invoice as completion would. */
export async function createOrder(db: Db, systemDb: Db, fixture: OrderFixture): Promise<OrderCreated> {
  const status = fixture.status ?? 'COMPLETE';
  const lines = fixture.lines.map((line) => {
    const discountAmount = line.discountAmount ?? 0;
    const rate = line.taxRateBasisPoints ?? 1500;
    const amountWithoutTax = line.unitPrice - discountAmount;
    const taxAmount = taxOf(amountWithoutTax, rate);
    return { ...line, discountAmount, rate, amountWithoutTax, taxAmount, totalAmount: amountWithoutTax + taxAmount };
  });
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totalAmount = sum((line) => line.totalAmount);
  const taxAmount = sum((line) => line.taxAmount);
  const completedAt = fixture.createdAt ?? new Date();
  const [order] = await db.insert(orders).values({
    organizationId: fixture.organizationId, userId: fixture.userId, status,
    amountWithoutTax: sum((line) => line.unitPrice), discountAmount: sum((line) => line.discountAmount), taxAmount, totalAmount,
    paidAmount: status === 'COMPLETE' ? totalAmount : 0, pricedAt: completedAt,
    completedAt: status === 'COMPLETE' ? completedAt : null, ...(fixture.createdAt ? { createdAt: fixture.createdAt } : {}),
  }).returning({ id: orders.id });
  const orderId = order!.id;
  const items = await db.insert(purchasedItems).values(lines.map((line, index) => ({
    organizationId: fixture.organizationId, orderId, userId: fixture.userId,
    itemType: line.itemType ?? 'COURSE', itemId: line.itemId,
    title: line.title ?? `Paid item ${index + 1}`, titleAr: line.titleAr ?? `عنصر مدفوع ${index + 1}`,
    startsAt: line.startsAt ?? null, unitPrice: line.unitPrice, discountAmount: line.discountAmount,
    amountWithoutTax: line.amountWithoutTax, taxRateBasisPoints: line.rate, taxAmount: line.taxAmount, totalAmount: line.totalAmount,
    status,
  }))).returning({ id: purchasedItems.id });
  const created: OrderCreated = { orderId, itemIds: items.map((item) => item.id), paymentId: null, providerPaymentId: null, invoiceId: null, totalAmount, taxAmount };
  if (status !== 'COMPLETE') return created;

  if (totalAmount > 0) {
    const providerPaymentId = `sbx_pay_test_${randomBytes(8).toString('hex')}`;
    await db.insert(sandboxPayments).values({
      id: providerPaymentId, organizationId: fixture.organizationId, kind: 'CARD', amount: totalAmount, currency: 'SAR',
      callbackUrl: 'http://demo.localhost/payment-complete', status: 'paid',
    });
    const [payment] = await db.insert(orderPayments).values({
      organizationId: fixture.organizationId, orderId, provider: 'CARD', method: 'credit-card', amount: totalAmount, status: 'COMPLETE',
      providerPaymentId, providerStatus: 'paid', idempotencyKey: `test-${randomBytes(8).toString('hex')}`, completedAt,
    }).returning({ id: orderPayments.id });
    Object.assign(created, { paymentId: payment!.id, providerPaymentId });
  }
  if (fixture.enroll ?? true) {
    for (const line of lines.filter((candidate) => (candidate.itemType ?? 'COURSE') === 'COURSE')) {
      await db.insert(courseEnrollees).values({ organizationId: fixture.organizationId, courseId: line.itemId, userId: fixture.userId }).onConflictDoNothing();
      await db.update(courses).set({ enrollmentCount: sql`${courses.enrollmentCount} + 1` }).where(eq(courses.id, line.itemId));
    }
  }
  if (fixture.invoice ?? true) created.invoiceId = await systemDb.transaction((tx) => issueInvoice(tx, orderId));
  return created;
}

/** What the sandbox provider says it refunded of a payment. */
export async function sandboxRefunded(db: Db, providerPaymentId: string): Promise<number> {
  const [row] = await db.select({ refunded: sandboxPayments.refundedAmount }).from(sandboxPayments).where(eq(sandboxPayments.id, providerPaymentId));
  return row?.refunded ?? -1;
}
