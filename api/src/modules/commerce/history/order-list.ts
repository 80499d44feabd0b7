import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Paged } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { orders, type OrderStatus } from '../tables';
import { HISTORY_STATUSES, type OrderSummary, type OrderSummaryWithItems } from './dto';
import { itemsOfOrders } from './order-items';
import { paymentsOfOrders, type OrderOwner } from './order-view';

interface HistoryQuery {
  skip?: number;
  take?: number;
  status?: OrderStatus;
}

/**
 * The member's orders, newest first, without the open cart (GET orders/all;
 * v2 adds each order's items and a status filter). One query per kind of
 * row whatever the page size; the member index (organization, user,
 * created_at) serves the page.
 */
export async function listOrders(db: Db, owner: OrderOwner, query: HistoryQuery, withItems: true): Promise<Paged<OrderSummaryWithItems>>;
export async function listOrders(db: Db, owner: OrderOwner, query: HistoryQuery, withItems: false): Promise<Paged<OrderSummary>>;
export async function listOrders(db: Db, owner: OrderOwner, query: HistoryQuery, withItems: boolean): Promise<Paged<OrderSummary | OrderSummaryWithItems>> {
  const where = and(
    eq(orders.organizationId, owner.organizationId), eq(orders.userId, owner.userId), eq(orders.isDeleted, false),
    query.status ? eq(orders.status, query.status) : inArray(orders.status, HISTORY_STATUSES),
  );
  const [total] = await db.select({ value: count() }).from(orders).where(where);
  const page = await db.select().from(orders).where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id)).offset(query.skip ?? 0).limit(query.take ?? 12);
  const ids = page.map((order) => order.id);
  const [items, payments] = await Promise.all([itemsOfOrders(db, ids), paymentsOfOrders(db, ids)]);
  return {
    count: total?.value ?? 0,
    data: page.map((order) => {
      const lines = items.get(order.id) ?? [];
      const summary: OrderSummary = {
        id: order.id,
        status: order.status as OrderStatus,
        createdAt: order.createdAt.toISOString(),
        completedAt: order.completedAt?.toISOString() ?? null,
        totalAmount: order.totalAmount,
        currency: order.currency,
        itemCount: lines.length,
        firstItemTitle: lines[0]?.title ?? '',
        firstItemTitleAr: lines[0]?.titleAr ?? '',
        paymentMethod: payments.get(order.id)?.method ?? null,
      };
      return withItems ? { ...summary, items: lines } : summary;
    }),
  };
}
