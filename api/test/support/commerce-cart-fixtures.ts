import { eq } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../src/core/db/types';
import type { AddAnswerSchema, CartSchema } from '../../src/modules/commerce/cart/dto';
import { orders, purchasedItems, vouchers } from '../../src/modules/commerce/tables';
import { specializationCourses, specializations } from '../../src/modules/lms/tables';
import { headersOf } from './api-calls';
import { createCourse, type CourseFixture, type TestMember } from './lms-fixtures';
import type { ErrorBody, TestServer } from './test-server';

export type Cart = Static<typeof CartSchema>;
export type AddAnswer = Static<typeof AddAnswerSchema>;

/** A catalogue course with a price (default 100.00 SAR) in its organization. */
export const paidCourse = (db: Db, organizationId: number, fixture: CourseFixture = {}) =>
  createCourse(db, organizationId, { price: 10_000, ...fixture });

/** A published specialization of these courses at this price. */
export async function createSpecialization(db: Db, organizationId: number, courseIds: readonly number[], price = 50_000): Promise<number> {
  const [row] = await db.insert(specializations).values({ organizationId, name: `Test path ${Math.random().toString(36).slice(2, 8)}`, price, isPublished: true })
    .returning({ id: specializations.id });
  if (courseIds.length) {
    await db.insert(specializationCourses).values(courseIds.map((courseId, sortOrder) => ({ specializationId: row!.id, courseId, sortOrder })));
  }
  return row!.id;
}

/** The cart calls of one member, on one organization's site. */
export function cartCalls(server: () => TestServer) {
  const request = <T>(member: TestMember, method: string, path: string, body?: unknown, prefix = 'demo') =>
    server().request<T & ErrorBody>(`/api${path}`, { method, headers: headersOf(member, prefix), body });
  return {
    addCourse: (member: TestMember, courseId: number | string, prefix = 'demo') => request<AddAnswer>(member, 'POST', `/orders/add/${courseId}`, undefined, prefix),
    addItem: (member: TestMember, itemType: string, itemId: number, prefix = 'demo') => request<AddAnswer>(member, 'POST', '/orders/add-item', { itemType, itemId }, prefix),
    cart: (member: TestMember, prefix = 'demo') => request<Cart>(member, 'GET', '/orders/cart', undefined, prefix),
    remove: (member: TestMember, purchasedItemId: number | string, prefix = 'demo') => request<Cart>(member, 'DELETE', `/orders/${purchasedItemId}`, undefined, prefix),
    applyVoucher: (member: TestMember, voucherCode: string, prefix = 'demo') => request<Cart>(member, 'POST', '/orders/apply-voucher', { voucherCode }, prefix),
    removeVoucher: (member: TestMember, prefix = 'demo') => request<Cart>(member, 'POST', '/orders/remove-voucher', undefined, prefix),
  };
}

/** The member's orders as stored (newest last). */
export const ordersOf = (db: Db, userId: number) => db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
export const itemsOfOrder = (db: Db, orderId: number) => db.select().from(purchasedItems).where(eq(purchasedItems.orderId, orderId)).orderBy(purchasedItems.id);

export async function voucherNamed(db: Db, organizationId: number, code: string) {
  const rows = await db.select().from(vouchers).where(eq(vouchers.code, code));
  const row = rows.find((candidate) => candidate.organizationId === organizationId);
  if (!row) throw new Error(`no voucher ${code}`);
  return row;
}
