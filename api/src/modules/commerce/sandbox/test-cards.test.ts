import { CHALLENGE_CODE, expiryEnd, judgeCard } from './test-cards';
import { instalmentsOf } from './pages';

const NOW = new Date('2026-05-15T10:00:00Z');
const card = (number: string, overrides: Partial<{ name: string; expiry: string; cvc: string }> = {}) =>
  judgeCard({ name: 'Sara Test', number, expiry: '12/30', cvc: '123', ...overrides }, NOW);

describe('the sandbox test cards', () => {
  test.each([
    ['4000 0000 0000 0002', 'success'],
    ['4000-0000-0000-0069', 'decline'],
    ['4000000000003220', 'challenge'],
  ])('%s: %s', (number, kind) => {
    expect(card(number)).toEqual({ kind });
  });

  test('any other number is refused (pay-006 on the page): an unknown test card, or not a card number', () => {
    expect(card('4111 1111 1111 1111')).toEqual({ kind: 'refused', field: 'number', reason: 'unknown-card' });
    expect(card('4000 abc')).toEqual({ kind: 'refused', field: 'number', reason: 'bad-number' });
    expect(card('')).toEqual({ kind: 'refused', field: 'number', reason: 'bad-number' });
  });

  test.each([
    ['13/30', 'bad-expiry'], ['00/30', 'bad-expiry'], ['1230', 'bad-expiry'], ['', 'bad-expiry'],
    ['04/26', 'expired'], ['12/2025', 'expired'],
  ])('expiry %s is refused (%s)', (expiry, reason) => {
    expect(card('4000000000000002', { expiry })).toEqual({ kind: 'refused', field: 'expiry', reason });
  });

  test('a card is good through the last day of its expiry month', () => {
    expect(card('4000000000000002', { expiry: '05/26' })).toEqual({ kind: 'success' });
    expect(card('4000000000000002', { expiry: '5 / 2026' })).toEqual({ kind: 'success' });
    expect(expiryEnd('05/26')?.toISOString()).toBe('2026-05-31T23:59:59.999Z');
  });

  test.each(['12', '12345', 'abc', ''])('CVC %p is refused', (cvc) => {
    expect(card('4000000000000002', { cvc })).toEqual({ kind: 'refused', field: 'cvc', reason: 'bad-cvc' });
  });

  test('a name is needed; the challenge code is 123456', () => {
    expect(card('4000000000000002', { name: '  ' })).toEqual({ kind: 'refused', field: 'name', reason: 'no-name' });
    expect(CHALLENGE_CODE).toBe('123456');
  });
});

describe('instalment plans', () => {
  test.each([[11500, 3], [11500, 4], [100, 3], [1, 4], [0, 3]])('%i halalas in %i parts sum exactly, the first taking the remainder', (amount, count) => {
    const parts = instalmentsOf(amount, count);
    expect(parts).toHaveLength(count);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
    expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
    expect(new Set(parts.slice(1)).size).toBeLessThanOrEqual(1);
  });
});
