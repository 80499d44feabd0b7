import { parseNumber } from './parse-number';

describe('parseNumber', () => {
  it.each([
    ['3.5', 3.5], ['3,5', 3.5], ['٣٫٥', 3.5], ['٣,٥', 3.5], ['۱۲', 12], ['-2', -2], ['−2.25', -2.25], [' 1 000 ', 1000],
    ['1,000.5', 1000.5], ['١٬٠٠٠', 1000], ['\u200F٤٢', 42], ['.5', 0.5], ['1e3', 1000],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it('answers null for nothing and NaN for what is not a number', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('  ')).toBeNull();
    for (const text of ['abc', '1,2,3', '3..5', '--1', '1-', 'Infinity']) expect(parseNumber(text)).toBeNaN();
  });
});
