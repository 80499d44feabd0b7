import type { Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { SESSION_COOKIES } from '@halaqa/contracts';
import type { SignedIn, SsoTicketSchema, TokensDto, TwoFactorRequired } from '../src/modules/auth/dto';
import { csrfValueOf } from '../src/modules/auth/session-cookies';
import { users } from '../src/modules/users/tables';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { refreshHeaders, sessionCookiesOf, setCookiesOf, type SessionCookies } from './support/session-cookies';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

// Issue 10: the refresh token lives in an httpOnly cookie, the page proves itself with a CSRF header.
let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const THIRTY_DAYS_S = String(30 * 24 * 60 * 60);
const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];
const login = (email: string, prefix = 'demo', headers: Record<string, string> = {}, on = server) =>
  on.request<SignedIn | TwoFactorRequired>('/api/auth/login', { method: 'POST', headers: { 'x-organization': prefix, ...headers }, body: { email, password: DEMO_PASSWORD } });
const refresh = (headers: Record<string, string>) => server.request<TokensDto & ErrorBody>('/api/auth/refresh', { method: 'POST', headers });
const me = (accessToken: string) => server.request('/api/auth', { headers: bearer(accessToken) });
const cookieHeader = (pairs: Record<string, string>) => Object.entries(pairs).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

/** The answer set both session cookies, and its text carries no refresh token. */
function expectSessionCookiesOnly(res: { headers: Headers; text: string }): SessionCookies {
  const cookies = sessionCookiesOf(res.headers);
  expect(cookies).not.toBeNull();
  expect(res.text).not.toContain(cookies!.refresh);
  expect(res.text).not.toMatch(/refresh_?token/i);
  return cookies!;
}

/** The answer told the browser to forget both cookies, on the paths they were set with. */
function expectCookiesCleared(headers: Headers) {
  const set = setCookiesOf(headers);
  for (const [name, path] of [[SESSION_COOKIES.refresh, '/api/auth'], [SESSION_COOKIES.csrf, '/'], [SESSION_COOKIES.page, '/']] as const) {
    expect(set.get(name)).toMatchObject({ value: '', attributes: { 'max-age': '0', path } });
  }
}

describe('the cookies a sign-in sets', () => {
  test('login: the refresh token as an httpOnly, SameSite=Strict cookie of /api/auth, a readable CSRF cookie, no refresh token in the body', async () => {
    const res = await login('member@demo.halaqa.test');
    expect(res.status).toBe(200);
    const set = setCookiesOf(res.headers);
    expect(set.get(SESSION_COOKIES.refresh)).toEqual({
      name: SESSION_COOKIES.refresh,
      value: expect.stringMatching(/^[\w-]{43}$/),
      attributes: { 'max-age': THIRTY_DAYS_S, path: '/api/auth', httponly: true, samesite: 'Strict' },
    });
    expect(set.get(SESSION_COOKIES.csrf)).toEqual({
      name: SESSION_COOKIES.csrf,
      value: expect.stringMatching(/^[\w-]{43}$/),
      attributes: { 'max-age': THIRTY_DAYS_S, path: '/', samesite: 'Strict' },
    });
    // The page cookie names the session to the page writer only: out of scripts' reach, sent with links from elsewhere.
    expect(set.get(SESSION_COOKIES.page)).toEqual({
      name: SESSION_COOKIES.page,
      value: expect.stringMatching(/^[0-9a-f-]{36}\.\d+\.\d+\.\d+\.[\w-]{43}$/),
      attributes: { 'max-age': THIRTY_DAYS_S, path: '/', httponly: true, samesite: 'Lax' },
    });
    expectSessionCookiesOnly(res);
    const { tokens } = res.body as SignedIn;
    expect(Object.keys(tokens).sort()).toEqual(['accessToken', 'expiresAt', 'portals']);
    expect((await me(tokens.accessToken)).status).toBe(200);
  });

  test('over TLS (a trusted proxy says https) every session cookie is Secure', async () => {
    const behindProxy = await startTestServer({ trustProxy: true });
    try {
      const overTls = await login('member@demo.halaqa.test', 'demo', { 'x-forwarded-proto': 'https' }, behindProxy);
      const plain = await login('member@demo.halaqa.test', 'demo', {}, behindProxy);
      for (const name of Object.values(SESSION_COOKIES)) {
        expect(setCookiesOf(overTls.headers).get(name)?.attributes.secure).toBe(true);
        expect(setCookiesOf(plain.headers).get(name)?.attributes.secure).toBeUndefined();
      }
    } finally {
      await behindProxy.close();
    }
  });

  test('two-factor, registration, single sign-on and masquerade set the cookies and keep the token out of the body', async () => {
    // Two-factor (nour asks for a code).
    const pending = await login('member@nour.halaqa.test', 'nour');
    const { twoFactorToken } = pending.body as TwoFactorRequired;
    const [mail] = await server.outbox('member@nour.halaqa.test');
    const verified = await server.request<SignedIn>('/api/auth/2fa', {
      method: 'POST', headers: { 'x-organization': 'nour' }, body: { twoFactorToken, code: mail!.data.code },
    });
    expect(verified.status).toBe(200);
    expectSessionCookiesOnly(verified);

    // Registration that signs in.
    const registered = await server.request('/api/auth/register', {
      method: 'POST', headers: { 'x-organization': 'demo' },
      body: { email: 'cookie.newcomer@example.org', password: 'Welcome!2026', firstName: 'Amal', lastName: 'Yousef', preferredLanguage: 'en', extraFields: { jobTitle: 'Nurse', academicLevel: 'master' } },
    });
    expect([registered.status, (registered.body as SignedIn).status]).toEqual([201, 'signed-in']);
    expectSessionCookiesOnly(registered);

    // Single sign-on exchange.
    const admin = await server.signIn('demo', 'admin@demo.halaqa.test');
    const ticket = await server.request<Static<typeof SsoTicketSchema>>('/api/auth/sso?portal=admin', { headers: bearer(admin.tokens.accessToken) });
    const exchanged = await server.request('/api/auth/sso', { method: 'POST', headers: { 'x-organization': 'demo' }, body: { token: ticket.body.token } });
    expect(exchanged.status).toBe(200);
    expectSessionCookiesOnly(exchanged);

    // Masquerade.
    const [member] = await server.database.db.select({ id: users.id }).from(users)
      .where(and(eq(users.organizationId, admin.user.organizationId), eq(users.email, 'member@demo.halaqa.test')));
    const masqueraded = await server.request('/api/auth/masquerade', { method: 'POST', headers: bearer(admin.tokens.accessToken), body: { userId: member!.id } });
    expect(masqueraded.status).toBe(200);
    expectSessionCookiesOnly(masqueraded);
  });
});

describe('refresh with the cookie', () => {
  test('the cookies and the CSRF header give new tokens and rotate both cookies', async () => {
    const { cookies } = await server.signIn('demo', 'member@demo.halaqa.test');
    const res = await refresh(refreshHeaders(cookies));
    expect(res.status).toBe(200);
    const rotated = expectSessionCookiesOnly(res);
    expect(rotated.refresh).not.toBe(cookies.refresh);
    expect(rotated.csrf).not.toBe(cookies.csrf);
    expect(setCookiesOf(res.headers).get(SESSION_COOKIES.refresh)?.attributes).toEqual({ 'max-age': THIRTY_DAYS_S, path: '/api/auth', httponly: true, samesite: 'Strict' });
    expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'expiresAt', 'portals']);
    expect((await me(res.body.accessToken)).status).toBe(200);
    expect((await refresh(refreshHeaders(rotated))).status).toBe(200);
  });

  test('without the CSRF header, with a wrong one, or with a CSRF cookie not made for this refresh token: 403 auth-015, and nothing is spent', async () => {
    const { cookies } = await server.signIn('demo', 'member@demo.halaqa.test');
    const { 'x-csrf-token': _header, ...withoutHeader } = refreshHeaders(cookies);
    expect(codeOf(await refresh(withoutHeader))).toEqual([403, 'auth-015']);
    expect(codeOf(await refresh({ ...withoutHeader, 'x-csrf-token': 'guessed' }))).toEqual([403, 'auth-015']);
    // The right value in the header, but no CSRF cookie (another site cannot read it to copy it anyway).
    const onlyRefresh = cookieHeader({ [SESSION_COOKIES.refresh]: cookies.refresh });
    expect(codeOf(await refresh({ cookie: onlyRefresh, 'x-csrf-token': cookies.csrf, 'x-organization': 'demo' }))).toEqual([403, 'auth-015']);
    // A planted pair (cookie tossing from a sibling subdomain): header and cookie agree, but not with the refresh token.
    const planted = cookieHeader({ [SESSION_COOKIES.refresh]: cookies.refresh, [SESSION_COOKIES.csrf]: 'planted' });
    expect(codeOf(await refresh({ cookie: planted, 'x-csrf-token': 'planted', 'x-organization': 'demo' }))).toEqual([403, 'auth-015']);
    // A CSRF value of another refresh token does not fit this one.
    const other = await server.signIn('demo', 'member@demo.halaqa.test');
    expect(codeOf(await refresh(refreshHeaders({ refresh: cookies.refresh, csrf: other.cookies.csrf })))).toEqual([403, 'auth-015']);
    expect(csrfValueOf(cookies.refresh)).toBe(cookies.csrf);
    // None of these spent the token.
    expect((await refresh(refreshHeaders(cookies))).status).toBe(200);
  });

  test('without a refresh cookie: 401 auth-007', async () => {
    expect(codeOf(await refresh({ 'x-organization': 'demo' }))).toEqual([401, 'auth-007']);
    const res = await server.request('/api/auth/refresh', { headers: { 'x-organization': 'demo', 'x-csrf-token': 'x' } });
    expect(codeOf(res)).toEqual([401, 'auth-007']);
  });

  test('a rotated-away refresh cookie used again revokes the family, and the refusal clears the cookies', async () => {
    const { cookies, tokens } = await server.signIn('demo', 'member@demo.halaqa.test');
    const first = await refresh(refreshHeaders(cookies));
    const rotated = sessionCookiesOf(first.headers)!;
    // A copy of the old cookie (stolen, or a tab that raced without the lock).
    const reused = await refresh(refreshHeaders(cookies));
    expect(codeOf(reused)).toEqual([401, 'auth-007']);
    expectCookiesCleared(reused.headers);
    expect(codeOf(await refresh(refreshHeaders(rotated)))).toEqual([401, 'auth-007']);
    expect(codeOf(await me(first.body.accessToken))).toEqual([401, 'auth-006']);
    expect(codeOf(await me(tokens.accessToken))).toEqual([401, 'auth-006']);
  });
});

describe('logout with the cookie', () => {
  test('clears both cookies and ends the family; another tab of the same browser can no longer refresh', async () => {
    const { cookies, tokens } = await server.signIn('demo', 'member@demo.halaqa.test');
    // Tab A signs out (tabs share the cookies, each has its own access token in memory).
    const res = await server.request('/api/auth/logout', {
      method: 'POST', headers: { ...bearer(tokens.accessToken), cookie: refreshHeaders(cookies).cookie! }, body: { removeAll: false },
    });
    expect(res.status).toBe(204);
    expectCookiesCleared(res.headers);
    // Tab B: the browser now sends no cookie at all...
    expect(codeOf(await refresh({ 'x-organization': 'demo' }))).toEqual([401, 'auth-007']);
    // ...and a copy of the old values (a request that left before the logout) is dead too.
    expect(codeOf(await refresh(refreshHeaders(cookies)))).toEqual([401, 'auth-007']);
  });

  test("the cookie's session ends too when the access token came from another sign-in of the same user", async () => {
    const older = await server.signIn('demo', 'instructor@demo.halaqa.test');
    const newer = await server.signIn('demo', 'instructor@demo.halaqa.test');
    const res = await server.request('/api/auth/logout', {
      method: 'POST', headers: { ...bearer(older.tokens.accessToken), cookie: refreshHeaders(newer.cookies).cookie! }, body: { removeAll: false },
    });
    expect(res.status).toBe(204);
    expect(codeOf(await me(older.tokens.accessToken))).toEqual([401, 'auth-006']);
    expect(codeOf(await me(newer.tokens.accessToken))).toEqual([401, 'auth-006']);
    // Someone else's cookie is not ended by this user's logout.
    const someoneElse = await server.signIn('demo', 'coach@demo.halaqa.test');
    const caller = await server.signIn('demo', 'member@demo.halaqa.test');
    await server.request('/api/auth/logout', {
      method: 'POST', headers: { ...bearer(caller.tokens.accessToken), cookie: refreshHeaders(someoneElse.cookies).cookie! }, body: { removeAll: false },
    });
    expect((await refresh(refreshHeaders(someoneElse.cookies))).status).toBe(200);
  });
});
