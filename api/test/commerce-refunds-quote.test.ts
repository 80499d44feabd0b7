import { orderStatusAfterRefunds } from '../src/modules/commerce/refunds/order-refund-status';
import { refundQuote, type RefundPolicy } from '../src/modules/commerce/refunds/refund-quote';
import { refundStateRefusal } from '../src/modules/commerce/refunds/refundable-state';
import { vatShare } from '../src/modules/commerce/invoices/issue-credit-note';
import type { ItemStatus, OrderStatus } from '../src/modules/commerce/tables';

// The refund policy's arithmetic, pure, at its edges (docs/design/commerce-api.md; spec section 3 "Refund policies").

const NOW = new Date('2026-05-01T12:00:00Z');
const HOUR = 60 * 60 * 1000;
const startsIn = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

/** demo's seeded policy: everything up to a week before the start, half up to two days before. */
const DEMO: RefundPolicy = {
  maxRefundAmount: null, maxRefundPercentageBasisPoints: 10_000,
  rules: [{ timeLeftInHours: 168, refundPercentageBasisPoints: 10_000 }, { timeLeftInHours: 48, refundPercentageBasisPoints: 5_000 }],
  restrictedItemTypes: [],
};
const course = (hours: number | null, totalAmount = 115_000) => ({ itemType: 'COURSE', totalAmount, startsAt: hours === null ? null : startsIn(hours) });

describe('refundQuote', () => {
  test.each([
    ['a month before the start', 720, 115_000, 10_000, null],
    ['exactly 168 h before: the week rule applies', 168, 115_000, 10_000, null],
    ['167.99 h before: only the two-day rule', 167.99, 57_500, 5_000, null],
    ['exactly 48 h before', 48, 57_500, 5_000, null],
    ['47.99 h before: no rule', 47.99, 0, 0, 'rfd-002'],
    ['after the start', -1, 0, 0, 'rfd-002'],
  ] as const)('%s', (_name, hours, amount, percentageBasisPoints, refusal) => {
    expect(refundQuote(course(hours), DEMO, NOW)).toEqual({ amount, percentageBasisPoints, hoursLeft: expect.closeTo(hours, 6), refusal });
  });

  test('an item without a start date has all the time there is: the best rule applies', () => {
    expect(refundQuote(course(null), DEMO, NOW)).toEqual({ amount: 115_000, percentageBasisPoints: 10_000, hoursLeft: null, refusal: null });
  });

  test('the best applicable rule wins whatever the order the rules come in', () => {
    const policy = { ...DEMO, rules: [{ timeLeftInHours: 24, refundPercentageBasisPoints: 2_500 }, { timeLeftInHours: 0, refundPercentageBasisPoints: 1_000 }, ...DEMO.rules] };
    expect(refundQuote(course(30), policy, NOW)).toMatchObject({ amount: 28_750, percentageBasisPoints: 2_500 });
    expect(refundQuote(course(1), policy, NOW)).toMatchObject({ amount: 11_500, percentageBasisPoints: 1_000 });
  });

  test('the percentage cap, then the amount cap', () => {
    expect(refundQuote(course(500), { ...DEMO, maxRefundPercentageBasisPoints: 8_000 }, NOW)).toMatchObject({ amount: 92_000, percentageBasisPoints: 8_000 });
    expect(refundQuote(course(500), { ...DEMO, maxRefundAmount: 50_000 }, NOW)).toMatchObject({ amount: 50_000, percentageBasisPoints: 10_000 });
    // The percentage first (80 % of 1150 = 920), then the amount (a cap above it changes nothing).
    expect(refundQuote(course(500), { ...DEMO, maxRefundPercentageBasisPoints: 8_000, maxRefundAmount: 100_000 }, NOW)).toMatchObject({ amount: 92_000 });
    expect(refundQuote(course(500), { ...DEMO, maxRefundPercentageBasisPoints: null, maxRefundAmount: null }, NOW)).toMatchObject({ amount: 115_000 });
  });

  test('a cap of nothing refunds nothing (rfd-002)', () => {
    expect(refundQuote(course(500), { ...DEMO, maxRefundAmount: 0 }, NOW)).toMatchObject({ amount: 0, refusal: 'rfd-002' });
    expect(refundQuote(course(500), { ...DEMO, maxRefundPercentageBasisPoints: 0 }, NOW)).toMatchObject({ amount: 0, refusal: 'rfd-002' });
  });

  test('amounts round down, never above what the policy allows', () => {
    // 50 % of 1.15 SAR is 57.5 halalas: 57.
    expect(refundQuote(course(100, 115), DEMO, NOW)).toMatchObject({ amount: 57 });
    expect(refundQuote(course(100, 1), DEMO, NOW)).toMatchObject({ amount: 0, refusal: 'rfd-002' });
  });

  test('a restricted item type is rfd-001, before any rule; no policy or no rules is rfd-002', () => {
    expect(refundQuote({ ...course(500), itemType: 'SPECIALIZATION' }, { ...DEMO, restrictedItemTypes: ['SPECIALIZATION'] }, NOW))
      .toEqual({ amount: 0, percentageBasisPoints: 0, hoursLeft: 500, refusal: 'rfd-001' });
    expect(refundQuote(course(500), null, NOW)).toMatchObject({ amount: 0, refusal: 'rfd-002' });
    expect(refundQuote(course(null), { ...DEMO, rules: [] }, NOW)).toMatchObject({ amount: 0, refusal: 'rfd-002' });
  });
});

describe('refundStateRefusal', () => {
  test.each([
    ['a completed paid item', 'COMPLETE', 'COMPLETE', 100, false, null],
    ['of an order partly refunded already', 'PARTIALLY_REFUNDED', 'COMPLETE', 100, false, null],
    ['of an order whose other item was rejected', 'REFUND_REJECTED', 'COMPLETE', 100, false, null],
    ['one with an open or granted refund', 'REFUND_REQUESTED', 'REFUND_REQUESTED', 100, true, 'rfd-003'],
    ['a free item', 'COMPLETE', 'COMPLETE', 0, false, 'rfd-004'],
    ['an item in the cart', 'PENDING', 'PENDING', 100, false, 'rfd-004'],
    ['an item whose refund was rejected', 'REFUND_REJECTED', 'REFUND_REJECTED', 100, false, 'rfd-004'],
    ['an item refunded', 'REFUNDED', 'REFUNDED', 100, false, 'rfd-004'],
  ] as const)('%s', (_name, orderStatus, itemStatus, totalAmount, open, refusal) => {
    expect(refundStateRefusal({ status: orderStatus }, { status: itemStatus, totalAmount }, open)).toBe(refusal);
  });
});

describe("the order's status after refunds", () => {
  const items = (...statuses: ItemStatus[]) => statuses.map((status) => ({ status }));
  test.each<[string, OrderStatus, ItemStatus[], OrderStatus]>([
    ['every item asked back', 'COMPLETE', ['REFUND_REQUESTED', 'REFUND_REQUESTED'], 'REFUND_REQUESTED'],
    ['one of two asked back', 'COMPLETE', ['REFUND_REQUESTED', 'COMPLETE'], 'PARTIAL_REFUND_REQUESTED'],
    ['the last item asked back after the other was refunded', 'PARTIALLY_REFUNDED', ['REFUNDED', 'REFUND_REQUESTED'], 'REFUND_REQUESTED'],
    ['a second request while the first is open keeps the mark', 'PARTIAL_REFUND_REQUESTED', ['REFUND_REQUESTED', 'REFUND_REQUESTED'], 'PARTIAL_REFUND_REQUESTED'],
    ['one of two decided, the other still open', 'REFUND_REQUESTED', ['REFUNDED', 'REFUND_REQUESTED'], 'REFUND_REQUESTED'],
    ['all refunded', 'REFUND_REQUESTED', ['REFUNDED', 'REFUNDED'], 'REFUNDED'],
    ['one of two refunded', 'PARTIAL_REFUND_REQUESTED', ['REFUNDED', 'COMPLETE'], 'PARTIALLY_REFUNDED'],
    ['refunded in part', 'REFUND_REQUESTED', ['PARTIALLY_REFUNDED'], 'PARTIALLY_REFUNDED'],
    ['rejected, nothing refunded', 'PARTIAL_REFUND_REQUESTED', ['REFUND_REJECTED', 'COMPLETE'], 'REFUND_REJECTED'],
    ['rejected after another was refunded', 'PARTIAL_REFUND_REQUESTED', ['REFUNDED', 'REFUND_REJECTED'], 'PARTIALLY_REFUNDED'],
    ['the automatic refund of one item at completion', 'COMPLETE', ['REFUNDED', 'COMPLETE'], 'PARTIALLY_REFUNDED'],
    ['nothing asked', 'COMPLETE', ['COMPLETE'], 'COMPLETE'],
  ])('%s', (_name, current, statuses, expected) => {
    expect(orderStatusAfterRefunds(current, items(...statuses))).toBe(expected);
  });
});

describe('the VAT inside a refunded amount (credit notes)', () => {
  test.each([
    [115_000, 15_000, 115_000, 15_000],
    [57_500, 15_000, 115_000, 7_500],
    // 57 of 115 with 15 of VAT: 7.43... -> 7.
    [57, 15, 115, 7],
    // Half up: 1 of 2 with 1 of VAT is 0.5 -> 1.
    [1, 1, 2, 1],
    [0, 15_000, 115_000, 0],
    [10, 0, 0, 0],
  ])('%i of an item of %i VAT in %i', (refunded, tax, total, expected) => {
    expect(vatShare(refunded, tax, total)).toBe(expected);
  });

  test('no overflow with large amounts', () => {
    expect(vatShare(2_000_000_000, 260_869_565, 2_000_000_000)).toBe(260_869_565);
  });
});
