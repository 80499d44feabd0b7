import type { ItemStatus, OrderStatus } from '../tables';

const REQUESTED: readonly OrderStatus[] = ['REFUND_REQUESTED', 'PARTIAL_REFUND_REQUESTED'];

/**
 * The order's status that its items' refund states call for (pure):
 * - a request still open: REFUND_REQUESTED when every item is asked back or
 *   refunded, else PARTIAL_REFUND_REQUESTED; an order already marked as
 *   requested keeps its mark until the decisions are in (the transition
 *   table has no move between the two requested states);
 * - every request decided: REFUNDED when every item is, PARTIALLY_REFUNDED
 *   when some money went back, REFUND_REJECTED when requests were only
 *   rejected, COMPLETE when nothing was asked.
 */
export function orderStatusAfterRefunds(current: OrderStatus, items: ReadonlyArray<{ status: ItemStatus }>): OrderStatus {
  const has = (status: ItemStatus) => items.some((item) => item.status === status);
  if (has('REFUND_REQUESTED')) {
    if (REQUESTED.includes(current)) return current;
    return items.every((item) => item.status === 'REFUND_REQUESTED' || item.status === 'REFUNDED') ? 'REFUND_REQUESTED' : 'PARTIAL_REFUND_REQUESTED';
  }
  if (items.length > 0 && items.every((item) => item.status === 'REFUNDED')) return 'REFUNDED';
  if (has('REFUNDED') || has('PARTIALLY_REFUNDED')) return 'PARTIALLY_REFUNDED';
  if (has('REFUND_REJECTED')) return 'REFUND_REJECTED';
  return 'COMPLETE';
}
