import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { refundPolicies, refundPolicyRestrictions, refundPolicyRules } from '../tables';
import type { RefundPolicy } from './refund-quote';

/** The organization's refund policy, or null when it has none (then nothing is refunded on request). */
export async function refundPolicyOf(db: Db, organizationId: number): Promise<RefundPolicy | null> {
  const [policy] = await db.select().from(refundPolicies).where(eq(refundPolicies.organizationId, organizationId));
  if (!policy) return null;
  const rules = await db.select({ timeLeftInHours: refundPolicyRules.timeLeftInHours, refundPercentageBasisPoints: refundPolicyRules.refundPercentageBasisPoints })
    .from(refundPolicyRules).where(eq(refundPolicyRules.organizationId, organizationId)).orderBy(asc(refundPolicyRules.timeLeftInHours));
  const restrictions = await db.select({ itemType: refundPolicyRestrictions.itemType }).from(refundPolicyRestrictions)
    .where(eq(refundPolicyRestrictions.organizationId, organizationId));
  return {
    maxRefundAmount: policy.maxRefundAmount,
    maxRefundPercentageBasisPoints: policy.maxRefundPercentageBasisPoints,
    rules,
    restrictedItemTypes: restrictions.map((row) => row.itemType),
  };
}
