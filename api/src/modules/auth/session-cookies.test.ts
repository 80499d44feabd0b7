import { csrfCookieOptions, csrfValueOf, refreshCookieOptions } from './session-cookies';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

test('the refresh cookie: httpOnly, SameSite=Strict, only under /api/auth, 30 days, Secure exactly over TLS', () => {
  expect(refreshCookieOptions(false)).toEqual({ httpOnly: true, secure: false, sameSite: 'strict', path: '/api/auth', maxAge: THIRTY_DAYS_S });
  expect(refreshCookieOptions(true)).toEqual({ httpOnly: true, secure: true, sameSite: 'strict', path: '/api/auth', maxAge: THIRTY_DAYS_S });
});

test('the CSRF cookie: readable by the page, SameSite=Strict, every path, Secure exactly over TLS', () => {
  expect(csrfCookieOptions(false)).toEqual({ httpOnly: false, secure: false, sameSite: 'strict', path: '/', maxAge: THIRTY_DAYS_S });
  expect(csrfCookieOptions(true).secure).toBe(true);
});

test('the CSRF value is bound to its refresh token and reveals nothing of it', () => {
  const value = csrfValueOf('refresh-token-a');
  expect(value).toMatch(/^[\w-]{43}$/);
  expect(csrfValueOf('refresh-token-a')).toBe(value);
  expect(csrfValueOf('refresh-token-b')).not.toBe(value);
  expect(value).not.toContain('refresh-token-a');
});
