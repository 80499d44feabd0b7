import { ERROR_CODES, type ErrorCode } from '@halaqa/contracts';
import type { OrderStatus } from '../tables';

/** Orders whose items can be asked back: paid, and not wholly refunded. */
const REFUNDABLE_ORDERS: readonly OrderStatus[] = ['COMPLETE', 'REFUND_REQUESTED', 'PARTIAL_REFUND_REQUESTED', 'PARTIALLY_REFUNDED', 'REFUND_REJECTED'];

/**
 * Why this item cannot be asked back in its state, or null (pure): a
 * refund open or granted is rfd-003; an unpaid, free, rejected or already
 * refunded item rfd-004 (a rejected request is final).
 */
export function refundStateRefusal(
  order: { status: string },
  item: { status: string; totalAmount: number },
  openRefund: boolean,
): ErrorCode | null {
  if (openRefund) return ERROR_CODES.REFUND_ALREADY_REQUESTED;
  if (!REFUNDABLE_ORDERS.includes(order.status as OrderStatus) || item.status !== 'COMPLETE' || item.totalAmount === 0) {
    return ERROR_CODES.REFUND_ITEM_STATE;
  }
  return null;
}
