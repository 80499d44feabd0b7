import { ERROR_CODES, type ErrorCode } from '@halaqa/contracts';

/** The organization's refund policy (refund_policies with its rules and restrictions). */
export interface RefundPolicy {
  /** Halalas; null: no cap. */
  maxRefundAmount: number | null;
  /** Of the item's total, in basis points; null: no cap. */
  maxRefundPercentageBasisPoints: number | null;
  rules: ReadonlyArray<{ timeLeftInHours: number; refundPercentageBasisPoints: number }>;
  /** Item types never refunded. */
  restrictedItemTypes: readonly string[];
}

export interface RefundableItem {
  itemType: string;
  /** What the member paid for the item, VAT included (halalas). */
  totalAmount: number;
  /** When the item starts (a course's start date); null: it has none. */
  startsAt: Date | null;
}

export interface RefundQuote {
  /** Halalas the policy gives back now; 0 with a refusal. */
  amount: number;
  /** The share of the item's total applied, after the percentage cap (basis points). */
  percentageBasisPoints: number;
  /** Hours left before the item starts (fractional); null for an item without a start date. */
  hoursLeft: number | null;
  refusal: ErrorCode | null;
}

const HOUR = 60 * 60 * 1000;

const refused = (refusal: ErrorCode, hoursLeft: number | null): RefundQuote => ({ amount: 0, percentageBasisPoints: 0, hoursLeft, refusal });

/**
 * What the refund policy gives back for an item now (pure; tested at its
 * edges). The best rule whose threshold the time left still meets applies
 * (timeLeftInHours <= hours left before the start: a rule of 168 h applies
 * at exactly 168 h, not at 167.99 h); an item without a start date has all
 * the time in the world, so the best rule of all applies. Its percentage of
 * the item's total is capped by the policy's percentage, then by its amount,
 * and rounded down (never more than the policy allows). Restricted types
 * are refused with rfd-001; no rule, or nothing left to give, with rfd-002.
 */
export function refundQuote(item: RefundableItem, policy: RefundPolicy | null, now: Date): RefundQuote {
  const hoursLeft = item.startsAt === null ? null : (item.startsAt.getTime() - now.getTime()) / HOUR;
  if (!policy) return refused(ERROR_CODES.REFUND_WINDOW_PASSED, hoursLeft);
  if (policy.restrictedItemTypes.includes(item.itemType)) return refused(ERROR_CODES.REFUND_NOT_ALLOWED, hoursLeft);
  const applicable = policy.rules.filter((rule) => hoursLeft === null || rule.timeLeftInHours <= hoursLeft);
  if (applicable.length === 0) return refused(ERROR_CODES.REFUND_WINDOW_PASSED, hoursLeft);
  const best = Math.max(...applicable.map((rule) => rule.refundPercentageBasisPoints));
  const percentageBasisPoints = Math.min(best, policy.maxRefundPercentageBasisPoints ?? 10_000, 10_000);
  // Integer arithmetic (halalas times basis points stays far below 2^53 for any real price).
  const byPercentage = Math.floor((item.totalAmount * percentageBasisPoints) / 10_000);
  const amount = Math.max(0, Math.min(byPercentage, policy.maxRefundAmount ?? byPercentage));
  if (amount === 0) return refused(ERROR_CODES.REFUND_WINDOW_PASSED, hoursLeft);
  return { amount, percentageBasisPoints, hoursLeft, refusal: null };
}
