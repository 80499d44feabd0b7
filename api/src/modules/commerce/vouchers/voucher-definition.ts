import type { CreateVoucherBody } from './dto';

/**
 * Why a voucher definition does not hold together (409 vch-013 otherwise
 * would be a voucher nobody can use, or one that discounts nothing), else
 * null. Pure: the create call and its tests ask it.
 */
export function voucherDefinitionProblem(body: CreateVoucherBody): string | null {
  const hasAmount = body.discountAmount !== undefined;
  const hasRate = body.discountRateBasisPoints !== undefined;
  if (hasAmount === hasRate) return 'Give exactly one of discountAmount and discountRateBasisPoints';
  if (hasAmount && body.discountAmount === 0) return 'A discount of 0 discounts nothing';
  if (hasRate && (body.discountRateBasisPoints! < 1 || body.discountRateBasisPoints! > 10_000)) return 'The rate must be between 1 (0.01 %) and 10000 (100 %)';
  if (body.maxDiscountAmount === 0) return 'A maximum discount of 0 discounts nothing';
  const start = body.startDate === undefined ? null : new Date(body.startDate);
  const end = body.endDate === undefined ? null : new Date(body.endDate);
  if ((start && Number.isNaN(start.getTime())) || (end && Number.isNaN(end.getTime()))) return 'A date is not a real date';
  if (start && end && end.getTime() <= start.getTime()) return 'The end date must come after the start date';
  const items = body.restrictions?.items ?? [];
  if (new Set(items.map((item) => item.itemType)).size !== items.length) return 'Each item type is listed once';
  if (body.restrictions?.organizationIds?.length === 0) return 'An organization restriction lists at least one organization';
  if (body.restrictions?.userIds?.length === 0) return 'A member restriction lists at least one member';
  return null;
}
