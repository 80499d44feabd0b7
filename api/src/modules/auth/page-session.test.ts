import { pageCookieValue, readPageCookie } from './page-session';

const session = { familyId: '3f0c1b8e-6a4d-4f6e-9c1a-2b7d8e9f0a1b', userId: 42, organizationId: 7 };
const now = Date.UTC(2030, 0, 1);
const HOUR = 3600_000;

test('names the session it was made for, in its organization, until it expires', () => {
  const value = pageCookieValue(session, now, HOUR);
  expect(readPageCookie(value, 7, now)).toEqual(session);
  expect(readPageCookie(value, 7, now + HOUR - 1000)).toEqual(session);
  expect(readPageCookie(value, 7, now + HOUR)).toBeNull();
  // Another organization's page does not take it.
  expect(readPageCookie(value, 8, now)).toBeNull();
});

test('refuses an altered one: another member, another session, a later expiry, a changed signature', () => {
  const value = pageCookieValue(session, now, HOUR);
  const [family, user, organization, expiry, signature] = value.split('.') as [string, string, string, string, string];
  const altered = [
    [family, '43', organization, expiry, signature],
    [family.replace(/^3/, '4'), user, organization, expiry, signature],
    [family, user, '8', expiry, signature],
    [family, user, organization, String(Number(expiry) + 3600), signature],
    [family, user, organization, expiry, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`],
  ];
  for (const parts of altered) expect(readPageCookie(parts.join('.'), 7, now)).toBeNull();
  // The same parts signed by us for another member would read: the refusals above are the signature's.
  expect(readPageCookie(pageCookieValue({ ...session, userId: 43 }, now, HOUR), 7, now)).toEqual({ ...session, userId: 43 });
});

test('refuses what is not one at all', () => {
  for (const garbage of [undefined, '', 'x', '....', `${pageCookieValue(session, now, HOUR)}.extra`, 'a'.repeat(5000)]) {
    expect(readPageCookie(garbage, 7, now)).toBeNull();
  }
});
