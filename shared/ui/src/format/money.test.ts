import { formatMoney, toMajorUnits, toMinorUnits } from './money';

/** Intl's own spaces (narrow no-break) as plain ones, for readable expectations. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('formatMoney', () => {
  it('writes halalas as riyals in the page language', () => {
    expect(plain(formatMoney(15000, 'SAR', 'en'))).toBe('SAR 150.00');
    expect(plain(formatMoney(1150, 'SAR', 'en'))).toBe('SAR 11.50');
    expect(formatMoney(15000, 'SAR', 'ar')).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'SAR' }).format(150));
  });

  it('is exact for every halala, small, negative and large', () => {
    expect(plain(formatMoney(5, 'SAR', 'en'))).toBe('SAR 0.05');
    expect(plain(formatMoney(-5, 'SAR', 'en'))).toBe('-SAR 0.05');
    expect(plain(formatMoney(0, 'SAR', 'en'))).toBe('SAR 0.00');
    // 0.1 + 0.2 style errors would show here: 2^53 - 1 halalas is still written to the last digit.
    expect(plain(formatMoney(9007199254740991, 'SAR', 'en'))).toBe('SAR 90,071,992,547,409.91');
  });

  it('follows the currency decimals (none for yen, three for dinars)', () => {
    expect(plain(formatMoney(1500, 'JPY', 'en'))).toBe('¥1,500');
    expect(plain(formatMoney(1500, 'KWD', 'en'))).toBe('KWD 1.500');
  });
});

describe('major and minor units', () => {
  it('converts typed prices both ways', () => {
    expect(toMajorUnits(15050, 'SAR')).toBe(150.5);
    expect(toMinorUnits(150.5, 'SAR')).toBe(15050);
    expect(toMinorUnits(19.99, 'SAR')).toBe(1999);
  });
});
