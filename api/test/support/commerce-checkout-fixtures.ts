import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/core/db/types';
import { courses, courseTargetOrganizations } from '../../src/modules/lms/tables';
import { orderPayments, orders, paymentGateways, purchasedItems, vouchers } from '../../src/modules/commerce/tables';
import type { TestMember } from './lms-fixtures';
import { bearer, type TestServer } from './test-server';

/**
 * Carts and payments for the payments slice's tests, written straight to
 * the database (the cart slice's own routes are tested in its files): an
 * order PENDING with its lines priced as the pricing rule prices them (VAT
 * 15 %, rounded half up per line), so checkout's re-pricing finds nothing
 * changed.
 */
const VAT_BASIS_POINTS = 1500;
const vatOf = (amount: number) => Math.floor((amount * VAT_BASIS_POINTS + 5000) / 10000);

export interface CartFixture {
  orderId: number;
  /** What the member sees and accepts (halalas). */
  total: number;
  itemIds: number[];
}

export async function cartOf(db: Db, organizationId: number, member: TestMember, courseIds: readonly number[], options: { voucherId?: number } = {}): Promise<CartFixture> {
  const lines = [];
  for (const courseId of courseIds) {
    const [course] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
    const [offer] = await db.select({ price: courseTargetOrganizations.price }).from(courseTargetOrganizations)
      .where(and(eq(courseTargetOrganizations.courseId, courseId), eq(courseTargetOrganizations.organizationId, organizationId)));
    lines.push({ courseId, title: course!.name, price: offer!.price });
  }
  const amountWithoutTax = lines.reduce((sum, line) => sum + line.price, 0);
  const taxAmount = lines.reduce((sum, line) => sum + vatOf(line.price), 0);
  const [order] = await db.insert(orders).values({
    organizationId, userId: member.id, status: 'PENDING', amountWithoutTax, discountAmount: 0, taxAmount,
    totalAmount: amountWithoutTax + taxAmount, voucherId: options.voucherId ?? null, pricedAt: new Date(),
  }).returning({ id: orders.id });
  const items = await db.insert(purchasedItems).values(lines.map((line) => ({
    organizationId, orderId: order!.id, userId: member.id, itemType: 'COURSE', itemId: line.courseId, title: line.title, titleAr: line.title,
    unitPrice: line.price, discountAmount: 0, amountWithoutTax: line.price, taxRateBasisPoints: VAT_BASIS_POINTS,
    taxAmount: vatOf(line.price), totalAmount: line.price + vatOf(line.price),
  }))).returning({ id: purchasedItems.id });
  return { orderId: order!.id, total: amountWithoutTax + taxAmount, itemIds: items.map((item) => item.id) };
}

/** A voucher of the organization (a rate in basis points: 10000 is free). */
export async function voucherOf(db: Db, organizationId: number, rateBasisPoints: number): Promise<number> {
  const [voucher] = await db.insert(vouchers).values({
    organizationId, code: `PAY-${randomUUID().slice(0, 8)}`, discountRateBasisPoints: rateBasisPoints,
  }).returning({ id: vouchers.id });
  return voucher!.id;
}

export const newKey = () => `key-${randomUUID()}`;

export const memberHeaders = (member: TestMember, prefix = 'demo') => ({ ...bearer(member.token), 'x-organization': prefix });

export interface CheckoutAnswerBody {
  orderId: number;
  status: 'COMPLETE' | 'AWAITING_PAYMENT';
  paymentId: number;
  provider: string;
  checkoutUrl: string;
  redirectTo: string;
  code?: string;
  details?: { cart: { order: { totalAmount: number } | null } };
}

export function checkout(server: TestServer, member: TestMember, body: Record<string, unknown>, path = '/api/orders/checkout', prefix = 'demo') {
  return server.request<CheckoutAnswerBody>(path, { method: 'POST', headers: memberHeaders(member, prefix), body });
}

/** The sandbox page's path of a checkout url (its host is the site's). */
export const sandboxPath = (checkoutUrl: string) => new URL(checkoutUrl).pathname;

/** Posts a sandbox page's form as a browser would (urlencoded), on the organization's site. */
export function postForm(server: TestServer, path: string, fields: Record<string, string>, prefix = 'demo') {
  return server.request<string>(path, {
    method: 'POST', headers: { 'x-organization': prefix, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString(),
  });
}

export const TEST_CARD = { success: '4000 0000 0000 0002', decline: '4000 0000 0000 0069', challenge: '4000 0000 0000 3220' } as const;

/** Pays on the sandbox's card page: the redirect (303) it answers. */
export function payByCard(server: TestServer, checkoutUrl: string, number: string, overrides: Record<string, string> = {}, prefix = 'demo') {
  return postForm(server, `${sandboxPath(checkoutUrl)}/card`, { name: 'Sara Test', number, expiry: '12/40', cvc: '123', ...overrides }, prefix);
}

export function verify(server: TestServer, member: TestMember, body: Record<string, unknown>, prefix = 'demo') {
  return server.request<{ outcome: string; message: { en: string; ar: string } | null; order: { id: number; status: string; items: Array<{ status: string; refund: { reason: string; status: string } | null }> }; code?: string }>(
    '/api/orders/verify-payment', { method: 'POST', headers: memberHeaders(member, prefix), body },
  );
}

export async function orderRow(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order!;
}

export async function paymentsOf(db: Db, orderId: number) {
  return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(orderPayments.id);
}

/** Switches one of the organization's gateways (mode, enabled, secrets' variable names); answers a function that puts it back. */
export async function setGateway(db: Db, organizationId: number, provider: 'CARD' | 'TAMARA' | 'TABBY', change: Partial<typeof paymentGateways.$inferInsert>): Promise<() => Promise<void>> {
  const where = and(eq(paymentGateways.organizationId, organizationId), eq(paymentGateways.provider, provider));
  const [before] = await db.select().from(paymentGateways).where(where);
  await db.update(paymentGateways).set(change).where(where);
  return async () => {
    if (before) await db.update(paymentGateways).set(before).where(where);
  };
}
