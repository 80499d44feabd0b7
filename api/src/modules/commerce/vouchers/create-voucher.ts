import { and, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { violatedUniqueConstraint } from '../../../core/db/unique-violation';
import { voucherItemRestrictions, voucherPartyRestrictions, vouchers, type PurchasableType } from '../tables';
import type { CreateVoucherBody, VoucherDto } from './dto';
import { voucherDefinitionProblem } from './voucher-definition';
import { withRestrictions, type Voucher } from './voucher-store';

/**
 * Creates a voucher of the administrator's organization (POST
 * orders/create-voucher). 400 vch-013 for a definition that does not hold
 * together, 409 vch-012 when the code is taken (whatever the letters' case;
 * the unique index decides a race). Runs its own transaction: the voucher and
 * its restrictions are written together or not at all.
 */
export async function createVoucher(db: Db, organizationId: number, createdById: number, body: CreateVoucherBody): Promise<VoucherDto> {
  const problem = voucherDefinitionProblem(body);
  if (problem) throw new AppError(400, ERROR_CODES.VOUCHER_DEFINITION_INVALID, problem);
  const codeTaken = () => new AppError(409, ERROR_CODES.VOUCHER_CODE_TAKEN, `Another voucher has the code ${body.code}`);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: vouchers.id }).from(vouchers)
        .where(and(eq(vouchers.organizationId, organizationId), sql`lower(${vouchers.code}) = lower(${body.code})`));
      if (existing) throw codeTaken();
      const restrictions = body.restrictions ?? {};
      const items = restrictions.items ?? [];
      const parties = [
        ...(restrictions.organizationIds ? [{ partyType: 'ORGANIZATION', allowedIds: unique(restrictions.organizationIds) }] : []),
        ...(restrictions.userIds ? [{ partyType: 'USER', allowedIds: unique(restrictions.userIds) }] : []),
      ];
      const [row] = await tx.insert(vouchers).values({
        organizationId,
        code: body.code,
        discountAmount: body.discountAmount ?? null,
        discountRateBasisPoints: body.discountRateBasisPoints ?? null,
        maxDiscountAmount: body.maxDiscountAmount ?? null,
        startDate: body.startDate ? new Date(body.startDate) : null,
        endDate: body.endDate ? new Date(body.endDate) : null,
        isValid: body.isValid ?? true,
        maxAllowedUses: body.maxAllowedUses ?? null,
        maxAllowedUsesPerUser: body.maxAllowedUsesPerUser ?? null,
        maxAllowedUsesPerOrg: body.maxAllowedUsesPerOrg ?? null,
        isRestricted: items.length > 0 || parties.length > 0,
        createdById,
      }).returning();
      if (!row) throw new Error('the voucher insert returned no row');
      if (items.length) {
        await tx.insert(voucherItemRestrictions).values(items.map((item) => ({
          organizationId, voucherId: row.id, itemType: item.itemType, allowedItemIds: unique(item.itemIds ?? []),
        })));
      }
      if (parties.length) await tx.insert(voucherPartyRestrictions).values(parties.map((party) => ({ organizationId, voucherId: row.id, ...party })));
      return toVoucherDto(await withRestrictions(tx, row));
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'vouchers_code') throw codeTaken();
    throw error;
  }
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

function toVoucherDto(voucher: Voucher): VoucherDto {
  const party = (type: string) => voucher.partyRestrictions.find((restriction) => restriction.partyType === type)?.allowedIds ?? null;
  return {
    id: voucher.id,
    code: voucher.code,
    discountAmount: voucher.discountAmount,
    discountRateBasisPoints: voucher.discountRateBasisPoints,
    maxDiscountAmount: voucher.maxDiscountAmount,
    startDate: voucher.startDate?.toISOString() ?? null,
    endDate: voucher.endDate?.toISOString() ?? null,
    isValid: voucher.isValid,
    numberOfUses: voucher.numberOfUses,
    maxAllowedUses: voucher.maxAllowedUses,
    maxAllowedUsesPerUser: voucher.maxAllowedUsesPerUser,
    maxAllowedUsesPerOrg: voucher.maxAllowedUsesPerOrg,
    isRestricted: voucher.isRestricted,
    restrictions: {
      items: voucher.itemRestrictions.map((restriction) => ({ itemType: restriction.itemType as PurchasableType, itemIds: [...restriction.allowedItemIds] })),
      organizationIds: party('ORGANIZATION') && [...party('ORGANIZATION')!],
      userIds: party('USER') && [...party('USER')!],
    },
  };
}
