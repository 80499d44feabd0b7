import fc from 'fast-check';
import { allocate, lineTax, priceOrder, voucherDiscount, type PricingInput, type PricingVoucher } from './price-order';

const VAT = 1500;
const line = (key: number, unitPrice: number, eligible = true, taxRateBasisPoints = VAT) => ({ key, unitPrice, eligible, taxRateBasisPoints });
const rate = (basisPoints: number, maxDiscountAmount: number | null = null): PricingVoucher =>
  ({ discountAmount: null, discountRateBasisPoints: basisPoints, maxDiscountAmount });
const amount = (halalas: number, maxDiscountAmount: number | null = null): PricingVoucher =>
  ({ discountAmount: halalas, discountRateBasisPoints: null, maxDiscountAmount });

describe('priceOrder: examples computed by hand', () => {
  test('three lines of 99.99 SAR, a 10 % voucher capped at 20 SAR, VAT 15 %', () => {
    // Eligible subtotal 299.97; 10 % is 29.997 -> 30.00, capped at 20.00.
    // 20.00 x 99.99 / 299.97 = 6.6667 each: floors 666 x 3 = 1998, the 2 halalas left go to the first two lines (equal remainders: earlier first).
    // Taxable 93.32, 93.32, 93.33; VAT 13.998 -> 14.00 and 13.9995 -> 14.00.
    const priced = priceOrder({ lines: [line(1, 9999), line(2, 9999), line(3, 9999)], voucher: rate(1000, 2000) });
    expect(priced.lines.map((l) => [l.discountAmount, l.amountWithoutTax, l.taxAmount, l.totalAmount])).toEqual([
      [667, 9332, 1400, 10732],
      [667, 9332, 1400, 10732],
      [666, 9333, 1400, 10733],
    ]);
    expect(priced).toMatchObject({ amountWithoutTax: 29997, discountAmount: 2000, taxAmount: 4200, totalAmount: 32197 });
  });

  test('no voucher: VAT per line, rounded half up (0.10 SAR at 15 % is 0.015 -> 0.02; 0.30 is 0.045 -> 0.05)', () => {
    const priced = priceOrder({ lines: [line(1, 10), line(2, 30), line(3, 15000)], voucher: null });
    expect(priced.lines.map((l) => l.taxAmount)).toEqual([2, 5, 2250]);
    // Rounded per line: 2 + 5 + 2250, not round(15040 x 0.15) = 2256.
    expect(priced).toMatchObject({ amountWithoutTax: 15040, discountAmount: 0, taxAmount: 2257, totalAmount: 17297 });
  });

  test('an amount voucher shared in proportion: 50 SAR over 150 and 100 SAR gives 30 and 20', () => {
    const priced = priceOrder({ lines: [line(1, 15000), line(2, 10000)], voucher: amount(5000) });
    expect(priced.lines.map((l) => l.discountAmount)).toEqual([3000, 2000]);
    expect(priced.lines.map((l) => l.taxAmount)).toEqual([1800, 1200]);
    expect(priced.totalAmount).toBe(23000);
  });

  test('an amount above the eligible subtotal discounts the eligible lines to zero, and only them', () => {
    const priced = priceOrder({ lines: [line(1, 4000), line(2, 6000, false)], voucher: amount(5000) });
    expect(priced.lines.map((l) => [l.discountAmount, l.taxAmount, l.totalAmount])).toEqual([[4000, 0, 0], [0, 900, 6900]]);
    expect(priced).toMatchObject({ amountWithoutTax: 10000, discountAmount: 4000, taxAmount: 900, totalAmount: 6900 });
  });

  test('a 100 % voucher makes a free order (FREEPASS)', () => {
    const priced = priceOrder({ lines: [line(1, 25000), line(2, 9999)], voucher: rate(10000) });
    expect(priced).toMatchObject({ discountAmount: 34999, taxAmount: 0, totalAmount: 0 });
  });

  test('a rate is rounded half up before the cap: 12.5 % of 1.00 SAR is 0.125 -> 0.13', () => {
    expect(voucherDiscount(rate(1250), 100)).toBe(13);
    expect(voucherDiscount(rate(1250, 10), 100)).toBe(10);
  });

  test('largest remainder: 10 halalas over 1, 1, 1 gives 4, 3, 3; over 1, 2 gives 3, 7', () => {
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(10, [1, 2])).toEqual([3, 7]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
  });

  test('an empty order is all zeros', () => {
    expect(priceOrder({ lines: [], voucher: amount(5000) })).toEqual({ lines: [], amountWithoutTax: 0, discountAmount: 0, taxAmount: 0, totalAmount: 0 });
  });

  test('amounts whose products pass 2^53 stay exact', () => {
    const big = 2_000_000_000;
    const shares = allocate(big - 1, [big, big - 7, 3]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(big - 1);
    expect(lineTax(big, 1500)).toBe(300_000_000);
  });
});

// ------------------------------------------------------------------ properties

/** Unit prices up to what PostgreSQL's integer holds, with small ones often (rounding edges live there). */
const price = fc.oneof(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 200_000_000 }));
const taxRate = fc.oneof(fc.constant(1500), fc.constant(0), fc.integer({ min: 0, max: 10_000 }));
const voucherArb: fc.Arbitrary<PricingVoucher | null> = fc.oneof(
  fc.constant(null),
  fc.record({ discountAmount: fc.integer({ min: 0, max: 50_000_000 }), discountRateBasisPoints: fc.constant(null), maxDiscountAmount: fc.option(fc.integer({ min: 0, max: 50_000_000 })) }),
  fc.record({ discountAmount: fc.constant(null), discountRateBasisPoints: fc.integer({ min: 0, max: 10_000 }), maxDiscountAmount: fc.option(fc.integer({ min: 0, max: 50_000_000 })) }),
);
const inputArb: fc.Arbitrary<PricingInput<number>> = fc.record({
  lines: fc.array(fc.record({ unitPrice: price, taxRateBasisPoints: taxRate, eligible: fc.boolean() }), { maxLength: 12 })
    .map((lines) => lines.map((l, key) => ({ ...l, key }))),
  voucher: voucherArb,
});
const RUNS = { numRuns: 2000 };

describe('priceOrder: properties for every input', () => {
  test('every amount is a non-negative integer, and the order adds up: amountWithoutTax - discount + tax = total', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const priced = priceOrder(input);
      const all = [priced.amountWithoutTax, priced.discountAmount, priced.taxAmount, priced.totalAmount,
        ...priced.lines.flatMap((l) => [l.discountAmount, l.amountWithoutTax, l.taxAmount, l.totalAmount])];
      expect(all.every((value) => Number.isSafeInteger(value) && value >= 0)).toBe(true);
      expect(priced.amountWithoutTax - priced.discountAmount + priced.taxAmount).toBe(priced.totalAmount);
    }), RUNS);
  });

  test('each line adds up, and the order is the sum of its lines', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const priced = priceOrder(input);
      for (const l of priced.lines) {
        expect(l.amountWithoutTax).toBe(l.unitPrice - l.discountAmount);
        expect(l.totalAmount).toBe(l.amountWithoutTax + l.taxAmount);
      }
      const sum = (pick: (l: (typeof priced.lines)[number]) => number) => priced.lines.reduce((a, l) => a + pick(l), 0);
      expect(priced.amountWithoutTax).toBe(sum((l) => l.unitPrice));
      expect(priced.discountAmount).toBe(sum((l) => l.discountAmount));
      expect(priced.taxAmount).toBe(sum((l) => l.taxAmount));
      expect(priced.totalAmount).toBe(sum((l) => l.totalAmount));
      expect(priced.lines.map((l) => l.key)).toEqual(input.lines.map((l) => l.key));
    }), RUNS);
  });

  test('the discount is the voucher\'s: an amount or the rounded rate, within the cap and the eligible subtotal', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const priced = priceOrder(input);
      const eligible = input.lines.filter((l) => l.eligible).reduce((a, l) => a + l.unitPrice, 0);
      const voucher = input.voucher;
      let expected = 0;
      if (voucher && eligible > 0) {
        const raw = voucher.discountAmount ?? Math.floor((2 * eligible * (voucher.discountRateBasisPoints ?? 0) + 10_000) / 20_000);
        expected = Math.min(raw, voucher.maxDiscountAmount ?? Infinity, eligible);
      }
      expect(priced.discountAmount).toBe(expected);
      expect(priced.discountAmount).toBeLessThanOrEqual(eligible);
      if (voucher?.maxDiscountAmount != null) expect(priced.discountAmount).toBeLessThanOrEqual(voucher.maxDiscountAmount);
    }), RUNS);
  });

  test('the discount goes to eligible lines only, none above its line, each within one halala of its exact share', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const priced = priceOrder(input);
      const eligible = input.lines.filter((l) => l.eligible).reduce((a, l) => a + l.unitPrice, 0);
      priced.lines.forEach((l, index) => {
        const source = input.lines[index]!;
        expect(l.discountAmount).toBeLessThanOrEqual(l.unitPrice);
        if (!source.eligible) expect(l.discountAmount).toBe(0);
        else if (eligible > 0) {
          const floor = Number((BigInt(priced.discountAmount) * BigInt(source.unitPrice)) / BigInt(eligible));
          expect([floor, floor + 1]).toContain(l.discountAmount);
        }
      });
    }), RUNS);
  });

  test('VAT is rounded half up on each line', () => {
    fc.assert(fc.property(inputArb, (input) => {
      for (const l of priceOrder(input).lines) {
        const exact = (l.amountWithoutTax * l.taxRateBasisPoints) / 10_000;
        // Half up: never more than half a halala off, and an exact half goes up.
        expect(Math.abs(l.taxAmount - exact)).toBeLessThanOrEqual(0.5);
        if ((l.amountWithoutTax * l.taxRateBasisPoints) % 10_000 === 5_000) expect(l.taxAmount).toBe(Math.ceil(exact));
      }
    }), RUNS);
  });

  test('allocate shares any total among any weights exactly, by largest remainder', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: 200_000_000 }), { minLength: 1, maxLength: 15 }).chain((weights) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        return fc.tuple(fc.constant(weights), fc.integer({ min: 0, max: sum }));
      }),
      ([weights, total]) => {
        const shares = allocate(total, weights);
        const sum = weights.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
        shares.forEach((share, index) => {
          expect(share).toBeLessThanOrEqual(weights[index]!);
          // floor(exact) or floor(exact) + 1 (exact in BigInt: no float rounding in the check either).
          const floor = sum === 0 ? 0 : Number((BigInt(total) * BigInt(weights[index]!)) / BigInt(sum));
          expect([floor, floor + 1]).toContain(share);
        });
      },
    ), RUNS);
  });
});
