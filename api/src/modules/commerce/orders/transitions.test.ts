import { ITEM_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES, type ItemStatus, type OrderStatus, type PaymentStatus } from '../tables';
import { assertItemMove, assertOrderMove, assertPaymentMove, itemMayMove, orderMayMove, paymentMayMove, TRANSITIONS } from './transitions';

/**
 * The transition tables of docs/design/commerce-api.md "Statuses and
 * transitions", written out here a second time on purpose: every pair of
 * statuses is walked, the allowed ones must pass and every other one must
 * be refused with 409 ord-006. A change to the table must change both.
 */
const ORDER_ALLOWED: ReadonlyArray<[OrderStatus, OrderStatus]> = [
  ['PENDING', 'AWAITING_PAYMENT'], ['PENDING', 'COMPLETE'], ['PENDING', 'CANCELED'],
  ['AWAITING_PAYMENT', 'PENDING'], ['AWAITING_PAYMENT', 'COMPLETE'], ['AWAITING_PAYMENT', 'FAILED'], ['AWAITING_PAYMENT', 'CANCELED'],
  ['COMPLETE', 'REFUND_REQUESTED'], ['COMPLETE', 'PARTIAL_REFUND_REQUESTED'], ['COMPLETE', 'PARTIALLY_REFUNDED'], ['COMPLETE', 'REFUNDED'],
  ['REFUND_REQUESTED', 'COMPLETE'], ['REFUND_REQUESTED', 'PARTIALLY_REFUNDED'], ['REFUND_REQUESTED', 'REFUNDED'], ['REFUND_REQUESTED', 'REFUND_REJECTED'],
  ['PARTIAL_REFUND_REQUESTED', 'COMPLETE'], ['PARTIAL_REFUND_REQUESTED', 'PARTIALLY_REFUNDED'], ['PARTIAL_REFUND_REQUESTED', 'REFUNDED'],
  ['PARTIAL_REFUND_REQUESTED', 'REFUND_REJECTED'],
  ['PARTIALLY_REFUNDED', 'REFUND_REQUESTED'], ['PARTIALLY_REFUNDED', 'PARTIAL_REFUND_REQUESTED'], ['PARTIALLY_REFUNDED', 'PARTIALLY_REFUNDED'],
  ['PARTIALLY_REFUNDED', 'REFUNDED'],
  ['REFUND_REJECTED', 'REFUND_REQUESTED'], ['REFUND_REJECTED', 'PARTIAL_REFUND_REQUESTED'],
];

const PAYMENT_ALLOWED: ReadonlyArray<[PaymentStatus, PaymentStatus]> = [
  ['PENDING', 'AUTHORISED'], ['PENDING', 'COMPLETE'], ['PENDING', 'DECLINED'], ['PENDING', 'CANCELED'], ['PENDING', 'EXPIRED'], ['PENDING', 'FAILED'],
  ['AUTHORISED', 'COMPLETE'], ['AUTHORISED', 'DECLINED'], ['AUTHORISED', 'CANCELED'], ['AUTHORISED', 'EXPIRED'], ['AUTHORISED', 'FAILED'],
  ['COMPLETE', 'PARTIALLY_REFUNDED'], ['COMPLETE', 'REFUNDED'],
  ['PARTIALLY_REFUNDED', 'PARTIALLY_REFUNDED'], ['PARTIALLY_REFUNDED', 'REFUNDED'],
];

const ITEM_ALLOWED: ReadonlyArray<[ItemStatus, ItemStatus]> = [
  ['PENDING', 'COMPLETE'],
  ['COMPLETE', 'REFUND_REQUESTED'], ['COMPLETE', 'REFUNDED'],
  ['REFUND_REQUESTED', 'REFUNDED'], ['REFUND_REQUESTED', 'PARTIALLY_REFUNDED'], ['REFUND_REQUESTED', 'REFUND_REJECTED'],
];

/** Every (from, to) pair of a status list, with whether the table above allows it. */
function everyPair<S extends string>(statuses: readonly S[], allowed: ReadonlyArray<[S, S]>): Array<[S, S, boolean]> {
  const yes = new Set(allowed.map(([from, to]) => `${from}>${to}`));
  return statuses.flatMap((from) => statuses.map((to): [S, S, boolean] => [from, to, yes.has(`${from}>${to}`)]));
}

function refusal(move: () => void): { statusCode?: number; code?: string } | null {
  try {
    move();
    return null;
  } catch (error) {
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    return { statusCode, code };
  }
}

interface Table {
  name: string;
  pairs: Array<[string, string, boolean]>;
  may(from: string, to: string): boolean;
  assert(from: string, to: string): void;
}

// The functions take their own status type; walked here with the pairs of that same type.
const cases: Table[] = [
  { name: 'order', pairs: everyPair(ORDER_STATUSES, ORDER_ALLOWED), may: orderMayMove as Table['may'], assert: assertOrderMove as Table['assert'] },
  { name: 'payment', pairs: everyPair(PAYMENT_STATUSES, PAYMENT_ALLOWED), may: paymentMayMove as Table['may'], assert: assertPaymentMove as Table['assert'] },
  { name: 'purchased item', pairs: everyPair(ITEM_STATUSES, ITEM_ALLOWED), may: itemMayMove as Table['may'], assert: assertItemMove as Table['assert'] },
];

describe.each(cases)('the $name transitions', ({ pairs, may: check, assert: enforce }) => {
  test.each(pairs.filter(([, , allowed]) => allowed))('%s -> %s is allowed', (from, to) => {
    expect(check(from, to)).toBe(true);
    expect(refusal(() => enforce(from, to))).toBeNull();
  });

  test.each(pairs.filter(([, , allowed]) => !allowed))('%s -> %s is refused with 409 ord-006', (from, to) => {
    expect(check(from, to)).toBe(false);
    expect(refusal(() => enforce(from, to))).toEqual({ statusCode: 409, code: 'ord-006' });
  });
});

test('the three tables together: exactly the pairs written above are allowed', () => {
  expect(cases.map((c) => c.pairs.filter(([, , allowed]) => allowed).length)).toEqual([ORDER_ALLOWED.length, PAYMENT_ALLOWED.length, ITEM_ALLOWED.length]);
  const allowedCount = (c: Table) => c.pairs.filter(([from, to]) => c.may(from, to)).length;
  expect(cases.map(allowedCount)).toEqual([ORDER_ALLOWED.length, PAYMENT_ALLOWED.length, ITEM_ALLOWED.length]);
});

test('the module\'s own tables (TRANSITIONS) list exactly these pairs', () => {
  const pairsOf = (table: Readonly<Record<string, readonly string[]>>) => Object.entries(table).flatMap(([from, tos]) => tos.map((to) => `${from}>${to}`)).sort();
  const written = (allowed: ReadonlyArray<[string, string]>) => allowed.map(([from, to]) => `${from}>${to}`).sort();
  expect(pairsOf(TRANSITIONS.order)).toEqual(written(ORDER_ALLOWED));
  expect(pairsOf(TRANSITIONS.payment)).toEqual(written(PAYMENT_ALLOWED));
  expect(pairsOf(TRANSITIONS.item)).toEqual(written(ITEM_ALLOWED));
});
