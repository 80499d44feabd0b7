import { normalizePhoneNumber } from './normalize-phone';

test('international numbers are kept in E.164', () => {
  expect(normalizePhoneNumber('+966501234567')).toBe('+966501234567');
  expect(normalizePhoneNumber('+1 (415) 555-0100')).toBe('+14155550100');
  expect(normalizePhoneNumber('00966501234567')).toBe('+966501234567');
  expect(normalizePhoneNumber('+12345678')).toBe('+12345678');
  expect(normalizePhoneNumber('+123456789012345')).toBe('+123456789012345');
});

test('Saudi local mobile numbers get the country code', () => {
  expect(normalizePhoneNumber('0501234567')).toBe('+966501234567');
  expect(normalizePhoneNumber('050 123 4567')).toBe('+966501234567');
  expect(normalizePhoneNumber('٠٥٠١٢٣٤٥٦٧')).toBe('+966501234567');
});

test('anything else is refused', () => {
  for (const bad of ['', '12345', '+1234567', '+1234567890123456', '+0123456789', '501234567', '0401234567', '05012345678', '+96650abc4567', '++966501234567']) {
    expect([bad, normalizePhoneNumber(bad)]).toEqual([bad, null]);
  }
});
