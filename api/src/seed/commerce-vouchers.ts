import type { Db } from '../core/db/types';
import { voucherItemRestrictions, vouchers } from '../modules/commerce/tables';

interface VoucherSeed {
  code: string;
  discountAmount?: number;
  discountRateBasisPoints?: number;
  maxDiscountAmount?: number;
  endDate?: Date;
  /** Only items of these types. */
  itemTypes?: ReadonlyArray<'COURSE' | 'SPECIALIZATION'>;
}

/** Demo codes to try every kind of voucher in the cart (amounts in halalas, rates in basis points). */
const SEEDS: Readonly<Record<string, readonly VoucherSeed[]>> = {
  demo: [
    // 10 % off, at most 50 SAR.
    { code: 'WELCOME10', discountRateBasisPoints: 1000, maxDiscountAmount: 5000 },
    // 50 SAR off courses only (not specializations).
    { code: 'COURSE50', discountAmount: 5000, itemTypes: ['COURSE'] },
    // Everything free: checks out a free order (no payment).
    { code: 'FREEPASS', discountRateBasisPoints: 10_000 },
    // Ended: the cart refuses it (vch-003).
    { code: 'RAMADAN2024', discountRateBasisPoints: 2000, endDate: new Date('2024-04-09T20:59:59Z') },
  ],
  // nour has no marketplace (its add button buys at once); its administrators still have a code to start from.
  nour: [{ code: 'NOUR20', discountRateBasisPoints: 2000, maxDiscountAmount: 10_000 }],
};

/** The organization's demo vouchers (idempotent: an existing code is left as it is). */
export async function seedCommerceVouchers(tx: Db, organizationId: number, domainPrefix: string): Promise<void> {
  for (const seed of SEEDS[domainPrefix] ?? []) {
    const [voucher] = await tx.insert(vouchers).values({
      organizationId,
      code: seed.code,
      discountAmount: seed.discountAmount ?? null,
      discountRateBasisPoints: seed.discountRateBasisPoints ?? null,
      maxDiscountAmount: seed.maxDiscountAmount ?? null,
      endDate: seed.endDate ?? null,
      isRestricted: Boolean(seed.itemTypes?.length),
    }).onConflictDoNothing().returning({ id: vouchers.id });
    if (!voucher || !seed.itemTypes) continue;
    await tx.insert(voucherItemRestrictions).values(seed.itemTypes.map((itemType) => ({ organizationId, voucherId: voucher.id, itemType })));
  }
}
