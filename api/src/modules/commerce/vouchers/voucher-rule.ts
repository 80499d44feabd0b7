import { ERROR_CODES, type ErrorCode } from '@halaqa/contracts';

/**
 * Whether a voucher may discount a cart (spec section 3 "Voucher"): one pure
 * rule, asked when the member applies the code, whenever the cart is priced,
 * and again under the voucher row's lock when a use is reserved.
 */

export interface VoucherTerms {
  discountAmount: number | null;
  discountRateBasisPoints: number | null;
  maxDiscountAmount: number | null;
  startDate: Date | null;
  endDate: Date | null;
  isValid: boolean;
  /** Uses reserved by checkouts so far (voucher_consumptions rows). */
  numberOfUses: number;
  maxAllowedUses: number | null;
  maxAllowedUsesPerUser: number | null;
  maxAllowedUsesPerOrg: number | null;
  /** The restriction lists below apply only when this is on. */
  isRestricted: boolean;
  /** Item types the voucher is for, each with its item ids (none listed: every item of the type). */
  itemRestrictions: ReadonlyArray<{ itemType: string; allowedItemIds: readonly number[] }>;
  /** Only these organizations / these members may use it. */
  partyRestrictions: ReadonlyArray<{ partyType: string; allowedIds: readonly number[] }>;
}

/** Uses already taken by the member and by their organization (this order's own reservation left out). */
export interface VoucherUsage {
  byMember: number;
  byOrganization: number;
}

export interface VoucherCartItem {
  itemType: string;
  itemId: number;
}

export interface VoucherMember {
  organizationId: number;
  userId: number;
}

const reached = (used: number, limit: number | null) => limit !== null && used >= limit;

/** The cart's items the voucher discounts (every item unless it is restricted to item types). */
export function eligibleItems<Item extends VoucherCartItem>(voucher: VoucherTerms, items: readonly Item[]): Item[] {
  if (!voucher.isRestricted || voucher.itemRestrictions.length === 0) return [...items];
  return items.filter((item) => voucher.itemRestrictions.some((restriction) => restriction.itemType === item.itemType
    && (restriction.allowedItemIds.length === 0 || restriction.allowedItemIds.includes(item.itemId))));
}

/**
 * The FIRST reason the voucher cannot discount this cart, in this fixed
 * order (the codes' own order), else null:
 *  vch-002 its start date is to come; vch-003 its end date has passed;
 *  vch-004 it is switched off; vch-005 every use is taken;
 *  vch-006 the member used it as often as allowed; vch-007 so did their organization;
 *  vch-008 no item of a type it is for; vch-009 none of the items it is for;
 *  vch-010 it is for other organizations; vch-011 it is for other members.
 * (vch-001, an unknown code, is the caller's: there is no voucher to ask about.)
 */
export function voucherRefusal(
  voucher: VoucherTerms, usage: VoucherUsage, cart: { items: readonly VoucherCartItem[] }, member: VoucherMember, now: Date,
): ErrorCode | null {
  if (voucher.startDate && now.getTime() < voucher.startDate.getTime()) return ERROR_CODES.VOUCHER_NOT_STARTED;
  if (voucher.endDate && now.getTime() > voucher.endDate.getTime()) return ERROR_CODES.VOUCHER_ENDED;
  if (!voucher.isValid) return ERROR_CODES.VOUCHER_DISABLED;
  if (reached(voucher.numberOfUses, voucher.maxAllowedUses)) return ERROR_CODES.VOUCHER_USED_UP;
  if (reached(usage.byMember, voucher.maxAllowedUsesPerUser)) return ERROR_CODES.VOUCHER_MEMBER_LIMIT;
  if (reached(usage.byOrganization, voucher.maxAllowedUsesPerOrg)) return ERROR_CODES.VOUCHER_ORGANIZATION_LIMIT;
  if (voucher.isRestricted && voucher.itemRestrictions.length > 0) {
    const types = new Set(voucher.itemRestrictions.map((restriction) => restriction.itemType));
    if (!cart.items.some((item) => types.has(item.itemType))) return ERROR_CODES.VOUCHER_ITEM_TYPE;
    if (eligibleItems(voucher, cart.items).length === 0) return ERROR_CODES.VOUCHER_ITEM;
  }
  if (voucher.isRestricted) {
    const allowed = (partyType: string, id: number) => {
      const restriction = voucher.partyRestrictions.find((candidate) => candidate.partyType === partyType);
      return !restriction || restriction.allowedIds.includes(id);
    };
    if (!allowed('ORGANIZATION', member.organizationId)) return ERROR_CODES.VOUCHER_OTHER_ORGANIZATION;
    if (!allowed('USER', member.userId)) return ERROR_CODES.VOUCHER_OTHER_MEMBER;
  }
  return null;
}
