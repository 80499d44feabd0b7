import fc from 'fast-check';
import { decimalOf, DecimalNumber, halalasOf, jsonWithDecimals } from './amounts';

describe('provider amounts', () => {
  test('halalas to riyal text and back, exactly, for every amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), (halalas) => {
      const text = decimalOf(halalas);
      expect(text).toMatch(/^\d+\.\d{2}$/);
      expect(halalasOf(text)).toBe(halalas);
    }));
  });

  test('a provider\'s JSON numbers read exactly (their shortest text is the decimal written)', () => {
    expect(halalasOf(115)).toBe(11500);
    expect(halalasOf(115.5)).toBe(11550);
    expect(halalasOf(0.07)).toBe(7);
    expect(halalasOf(JSON.parse('{"a":1150.10}').a)).toBe(115010);
    expect(decimalOf(5)).toBe('0.05');
  });

  test.each(['1.005', '-1.00', 'abc', '', '1e3', 1.005])('%p is not read as an amount', (value) => {
    expect(() => halalasOf(value)).toThrow();
  });

  test('JSON bodies carry decimals as numbers written from their text', () => {
    expect(jsonWithDecimals({ total: { amount: DecimalNumber.ofHalalas(11501), currency: 'SAR' }, n: 1 }))
      .toBe('{"total":{"amount":115.01,"currency":"SAR"},"n":1}');
  });
});
