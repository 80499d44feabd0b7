import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import type { Paged } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { users } from '../../users/tables';
import { orderRefunds, purchasedItems, type PurchasableType } from '../tables';
import type { RefundListQuerySchema, RefundSummary } from './dto';

type RefundRow = typeof orderRefunds.$inferSelect;

/** One refund as administrators see it. */
function refundSummaryOf(
  refund: RefundRow,
  item: { itemType: string; itemId: number; title: string; titleAr: string },
  member: { id: number; firstName: string; lastName: string; email: string },
): RefundSummary {
  return {
    id: refund.id, orderId: refund.orderId, purchasedItemId: refund.purchasedItemId,
    member: { id: member.id, name: [member.firstName, member.lastName].filter(Boolean).join(' '), email: member.email },
    itemType: item.itemType as PurchasableType, itemId: item.itemId, title: item.title, titleAr: item.titleAr,
    amount: refund.amount, currency: refund.currency, status: refund.status as RefundSummary['status'],
    reason: refund.reason === 'CAPACITY' ? 'CAPACITY' : 'MEMBER', rejectReason: refund.rejectReason,
    requestedAt: refund.requestedAt.toISOString(), decidedAt: refund.decidedAt?.toISOString() ?? null,
  };
}

const columns = {
  refund: orderRefunds,
  item: { itemType: purchasedItems.itemType, itemId: purchasedItems.itemId, title: purchasedItems.title, titleAr: purchasedItems.titleAr },
  member: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

async function summaries(db: Db, where: SQL | undefined, page: { skip: number; take: number }): Promise<RefundSummary[]> {
  const rows = await db.select(columns).from(orderRefunds)
    .innerJoin(purchasedItems, eq(purchasedItems.id, orderRefunds.purchasedItemId))
    .innerJoin(users, and(eq(users.organizationId, orderRefunds.organizationId), eq(users.id, orderRefunds.userId)))
    .where(where).orderBy(desc(orderRefunds.requestedAt), desc(orderRefunds.id)).offset(page.skip).limit(page.take);
  return rows.map((row) => refundSummaryOf(row.refund, row.item, row.member));
}

/** The organization's refunds, newest first, of one status or all (GET orders/refunds). */
export async function listRefunds(db: Db, organizationId: number, query: Static<typeof RefundListQuerySchema>): Promise<Paged<RefundSummary>> {
  const where = and(eq(orderRefunds.organizationId, organizationId), query.status ? eq(orderRefunds.status, query.status) : undefined);
  const [total] = await db.select({ value: count() }).from(orderRefunds).where(where);
  return { count: total?.value ?? 0, data: await summaries(db, where, { skip: query.skip ?? 0, take: query.take ?? 12 }) };
}

/** One refund of the organization, after an administrator's decision. */
export async function refundSummary(db: Db, organizationId: number, refundId: number): Promise<RefundSummary> {
  const [summary] = await summaries(db, and(eq(orderRefunds.organizationId, organizationId), eq(orderRefunds.id, refundId)), { skip: 0, take: 1 });
  if (!summary) throw new Error(`refund ${refundId} vanished`);
  return summary;
}
