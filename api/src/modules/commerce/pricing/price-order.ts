/**
 * The pricing rule of an order (docs/design/commerce-api.md "Money"): pure,
 * integers in halalas only, the same answer for the same input.
 *
 * 1. A line's subtotal is its unit price (quantity is always 1).
 * 2. The voucher's discount D is an amount, or rate x the eligible subtotal
 *    (rounded half up); either is capped by maxDiscountAmount and never
 *    exceeds the eligible subtotal. D is shared among the eligible lines in
 *    proportion to their subtotals, by largest remainder, so the line
 *    discounts sum to D exactly and none exceeds its line.
 * 3. A line's VAT is round-half-up(taxable x rate / 10000), per line.
 * 4. The order's amounts are sums of its lines':
 *    amountWithoutTax - discountAmount + taxAmount = totalAmount, always.
 *
 * Note the two meanings of "amountWithoutTax" the tables keep: on a line it
 * is the VAT base (unit price - discount); on the order it is the sum of the
 * unit prices (before the discount), so the order's identity above holds.
 */

interface PricingLine<Key> {
  /** The caller's handle of the line (a purchased item id, an index): answered back as given. */
  key: Key;
  /** Before VAT, halalas, >= 0. */
  unitPrice: number;
  /** VAT rate of the line's tax class, basis points (1500 = 15 %). */
  taxRateBasisPoints: number;
  /** The voucher applies to this line (its item restrictions allow it). */
  eligible: boolean;
}

/** A voucher's terms: exactly one of an amount (halalas) and a rate (basis points). */
export interface PricingVoucher {
  discountAmount: number | null;
  discountRateBasisPoints: number | null;
  /** Cap of the discount, halalas; null: no cap. */
  maxDiscountAmount: number | null;
}

export interface PricingInput<Key> {
  lines: ReadonlyArray<PricingLine<Key>>;
  voucher: PricingVoucher | null;
}

interface PricedLine<Key> {
  key: Key;
  unitPrice: number;
  discountAmount: number;
  /** The VAT base: unitPrice - discountAmount. */
  amountWithoutTax: number;
  taxRateBasisPoints: number;
  taxAmount: number;
  /** amountWithoutTax + taxAmount. */
  totalAmount: number;
}

export interface PricedOrder<Key> {
  lines: Array<PricedLine<Key>>;
  /** Sum of the unit prices (before the discount). */
  amountWithoutTax: number;
  discountAmount: number;
  taxAmount: number;
  /** amountWithoutTax - discountAmount + taxAmount; what the member pays (finalAmount). */
  totalAmount: number;
}

const BASIS = 10_000;

/** round-half-up(a x b / denominator) for non-negative integers, exact (BigInt: no float ever sees an amount). */
function multiplyDivideHalfUp(a: number, b: number, denominator: number): number {
  const twice = 2n * BigInt(a) * BigInt(b) + BigInt(denominator);
  return Number(twice / (2n * BigInt(denominator)));
}

/** VAT of a line's taxable amount, rounded half up. */
export function lineTax(taxable: number, rateBasisPoints: number): number {
  return multiplyDivideHalfUp(taxable, rateBasisPoints, BASIS);
}

/** The discount D the voucher gives on an eligible subtotal. */
export function voucherDiscount(voucher: PricingVoucher | null, eligibleSubtotal: number): number {
  if (!voucher || eligibleSubtotal <= 0) return 0;
  const raw = voucher.discountAmount !== null
    ? voucher.discountAmount
    : multiplyDivideHalfUp(eligibleSubtotal, voucher.discountRateBasisPoints ?? 0, BASIS);
  const capped = voucher.maxDiscountAmount === null ? raw : Math.min(raw, voucher.maxDiscountAmount);
  return Math.max(0, Math.min(capped, eligibleSubtotal));
}

/**
 * Shares `total` among `weights` in proportion, by largest remainder: the
 * floors first, then one more to the largest remainders (the earlier line on
 * a tie). BigInt: total x weight can pass 2^53 for large amounts.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const bigTotal = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((weight, index) => {
    const exact = bigTotal * BigInt(weight);
    return { index, floor: Number(exact / bigSum), remainder: exact % bigSum };
  });
  let left = total - shares.reduce((acc, share) => acc + share.floor, 0);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const share of byRemainder) {
    if (left === 0) break;
    share.floor += 1;
    left -= 1;
  }
  return shares.map((share) => share.floor);
}

export function priceOrder<Key>(input: PricingInput<Key>): PricedOrder<Key> {
  const eligibleSubtotal = input.lines.reduce((acc, line) => acc + (line.eligible ? line.unitPrice : 0), 0);
  const discount = voucherDiscount(input.voucher, eligibleSubtotal);
  const shares = allocate(discount, input.lines.map((line) => (line.eligible ? line.unitPrice : 0)));
  const lines = input.lines.map((line, index): PricedLine<Key> => {
    const discountAmount = shares[index] ?? 0;
    const amountWithoutTax = line.unitPrice - discountAmount;
    const taxAmount = lineTax(amountWithoutTax, line.taxRateBasisPoints);
    return {
      key: line.key, unitPrice: line.unitPrice, discountAmount, amountWithoutTax,
      taxRateBasisPoints: line.taxRateBasisPoints, taxAmount, totalAmount: amountWithoutTax + taxAmount,
    };
  });
  const sum = (pick: (line: PricedLine<Key>) => number) => lines.reduce((acc, line) => acc + pick(line), 0);
  return {
    lines,
    amountWithoutTax: sum((line) => line.unitPrice),
    discountAmount: sum((line) => line.discountAmount),
    taxAmount: sum((line) => line.taxAmount),
    totalAmount: sum((line) => line.totalAmount),
  };
}
