import { ERROR_CODES } from '@halaqa/contracts';
import { AppError } from '../../../core/errors';
import type { ItemStatus, OrderStatus, PaymentStatus } from '../tables';

/**
 * The allowed status changes of orders, payments and purchased items
 * (docs/design/commerce-api.md "Statuses and transitions"): the one place
 * they are written down. Every status update of the commerce module asks
 * here first; anything else is refused with 409 ord-006.
 */

const ORDER: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['AWAITING_PAYMENT', 'COMPLETE', 'CANCELED'],
  AWAITING_PAYMENT: ['PENDING', 'COMPLETE', 'FAILED', 'CANCELED'],
  COMPLETE: ['REFUND_REQUESTED', 'PARTIAL_REFUND_REQUESTED', 'PARTIALLY_REFUNDED', 'REFUNDED'],
  REFUND_REQUESTED: ['COMPLETE', 'PARTIALLY_REFUNDED', 'REFUNDED', 'REFUND_REJECTED'],
  PARTIAL_REFUND_REQUESTED: ['COMPLETE', 'PARTIALLY_REFUNDED', 'REFUNDED', 'REFUND_REJECTED'],
  PARTIALLY_REFUNDED: ['REFUND_REQUESTED', 'PARTIAL_REFUND_REQUESTED', 'PARTIALLY_REFUNDED', 'REFUNDED'],
  REFUND_REJECTED: ['REFUND_REQUESTED', 'PARTIAL_REFUND_REQUESTED'],
  REFUNDED: [],
  CANCELED: [],
  FAILED: [],
};

const PAYMENT: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  PENDING: ['AUTHORISED', 'COMPLETE', 'DECLINED', 'CANCELED', 'EXPIRED', 'FAILED'],
  AUTHORISED: ['COMPLETE', 'DECLINED', 'CANCELED', 'EXPIRED', 'FAILED'],
  COMPLETE: ['PARTIALLY_REFUNDED', 'REFUNDED'],
  PARTIALLY_REFUNDED: ['PARTIALLY_REFUNDED', 'REFUNDED'],
  DECLINED: [],
  CANCELED: [],
  EXPIRED: [],
  FAILED: [],
  REFUNDED: [],
};

const ITEM: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  PENDING: ['COMPLETE'],
  // REFUNDED straight from COMPLETE: the automatic refund of an item that filled up while the member paid.
  COMPLETE: ['REFUND_REQUESTED', 'REFUNDED'],
  REFUND_REQUESTED: ['REFUNDED', 'PARTIALLY_REFUNDED', 'REFUND_REJECTED'],
  PARTIALLY_REFUNDED: [],
  REFUND_REJECTED: [],
  REFUNDED: [],
};

const allowed = <S extends string>(table: Readonly<Record<S, readonly S[]>>, from: S, to: S) => table[from].includes(to);

export const orderMayMove = (from: OrderStatus, to: OrderStatus): boolean => allowed(ORDER, from, to);
export const paymentMayMove = (from: PaymentStatus, to: PaymentStatus): boolean => allowed(PAYMENT, from, to);
export const itemMayMove = (from: ItemStatus, to: ItemStatus): boolean => allowed(ITEM, from, to);

const refuse = (what: string, from: string, to: string) =>
  new AppError(409, ERROR_CODES.ORDER_STATE, `${what} cannot go from ${from} to ${to}`);

export function assertOrderMove(from: OrderStatus, to: OrderStatus): void {
  if (!orderMayMove(from, to)) throw refuse('An order', from, to);
}
export function assertPaymentMove(from: PaymentStatus, to: PaymentStatus): void {
  if (!paymentMayMove(from, to)) throw refuse('A payment', from, to);
}
export function assertItemMove(from: ItemStatus, to: ItemStatus): void {
  if (!itemMayMove(from, to)) throw refuse('A purchased item', from, to);
}

/** The tables themselves, for the tests that walk every pair. */
export const TRANSITIONS = { order: ORDER, payment: PAYMENT, item: ITEM } as const;
