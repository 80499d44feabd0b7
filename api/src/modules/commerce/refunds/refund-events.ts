import type { Db } from '../../../core/db/types';
import { recordEvent } from '../../notifications/events';

interface RefundFacts {
  id: number;
  organizationId: number;
  orderId: number;
  purchasedItemId: number;
  userId: number;
  amount: number;
  currency: string;
  reason: string;
  rejectReason: string | null;
}

const subjectOf = (refund: RefundFacts) => ({ orderId: refund.orderId, purchasedItemId: refund.purchasedItemId, refundId: refund.id });
const titleOf = (item: { title: string; titleAr: string }) => ({ en: item.title, ar: item.titleAr });

/** The member's request, for their activity log (no notice: the decision follows and is what they hear about). */
export async function recordRefundRequested(tx: Db, refund: RefundFacts, item: { title: string; titleAr: string }, note: string | null): Promise<void> {
  await recordEvent(tx, {
    type: 'order.refund-requested', organizationId: refund.organizationId, actorUserId: refund.userId, subject: subjectOf(refund),
    audience: { kind: 'none' },
    payload: { itemTitle: titleOf(item), amount: refund.amount, currency: refund.currency, note },
  });
}

/** The decision, told to the member in both languages (and kept in their activity log). */
export async function recordRefundDecided(
  tx: Db, refund: RefundFacts, item: { title: string; titleAr: string }, outcome: 'REFUNDED' | 'PARTIALLY_REFUNDED' | 'REJECTED',
): Promise<void> {
  await recordEvent(tx, {
    type: 'order.refund-decided', organizationId: refund.organizationId,
    // The member is the one the activity is about (the log lists a member's own events); the notice goes to them.
    actorUserId: refund.userId, subject: subjectOf(refund),
    audience: { kind: 'users', userIds: [refund.userId] },
    payload: {
      itemTitle: titleOf(item), outcome, amount: refund.amount, currency: refund.currency,
      reason: refund.reason === 'CAPACITY' ? 'CAPACITY' : 'MEMBER', rejectReason: refund.rejectReason,
    },
  });
}
