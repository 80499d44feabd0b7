import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { voucherConsumptions, voucherItemRestrictions, voucherPartyRestrictions, vouchers } from '../tables';
import type { VoucherMember, VoucherTerms, VoucherUsage } from './voucher-rule';

export type VoucherRow = typeof vouchers.$inferSelect;
export type Voucher = VoucherTerms & Pick<VoucherRow, 'id' | 'code'>;

/** A voucher row with its restriction lists: what voucherRefusal and the pricing read. */
export async function withRestrictions(tx: Db, row: VoucherRow): Promise<Voucher> {
  // One statement after the other: a transaction's connection runs one at a time anyway.
  const items = await tx.select({ itemType: voucherItemRestrictions.itemType, allowedItemIds: voucherItemRestrictions.allowedItemIds })
    .from(voucherItemRestrictions).where(eq(voucherItemRestrictions.voucherId, row.id));
  const parties = await tx.select({ partyType: voucherPartyRestrictions.partyType, allowedIds: voucherPartyRestrictions.allowedIds })
    .from(voucherPartyRestrictions).where(eq(voucherPartyRestrictions.voucherId, row.id));
  return { ...row, itemRestrictions: items, partyRestrictions: parties };
}

/** The organization's voucher with this code, whatever its letters' case (codes are unique per organization, case-insensitive). */
export async function voucherByCode(tx: Db, organizationId: number, code: string): Promise<Voucher | null> {
  const [row] = await tx.select().from(vouchers)
    .where(and(eq(vouchers.organizationId, organizationId), sql`lower(${vouchers.code}) = lower(${code.trim()})`)).limit(1);
  return row ? withRestrictions(tx, row) : null;
}

/**
 * The voucher by id; `lock`: FOR UPDATE, the lock every reservation takes
 * so the limits it re-checks cannot move under it.
 */
export async function voucherById(tx: Db, voucherId: number, lock = false): Promise<Voucher | null> {
  const query = tx.select().from(vouchers).where(eq(vouchers.id, voucherId));
  const [row] = lock ? await query.for('update') : await query;
  return row ? withRestrictions(tx, row) : null;
}

/** The uses of the member and of their organization, other than this order's own. */
export async function voucherUsageOf(tx: Db, voucherId: number, member: VoucherMember, orderId: number): Promise<VoucherUsage> {
  const taken = (party: SQL | undefined) => tx.select({ value: count() }).from(voucherConsumptions)
    .where(and(eq(voucherConsumptions.voucherId, voucherId), ne(voucherConsumptions.orderId, orderId), party));
  const [byMember] = await taken(and(eq(voucherConsumptions.organizationId, member.organizationId), eq(voucherConsumptions.userId, member.userId)));
  const [byOrganization] = await taken(eq(voucherConsumptions.organizationId, member.organizationId));
  return { byMember: byMember?.value ?? 0, byOrganization: byOrganization?.value ?? 0 };
}
