import { eq } from 'drizzle-orm';
import { refreshTokens } from '../src/modules/auth/tables';
import { sha256 } from '../src/modules/auth/secrets';
import { csrfValueOf } from '../src/modules/auth/session-cookies';
import type { TokensDto } from '../src/modules/auth/dto';
import { refreshHeaders, sessionCookiesOf, type SessionCookies } from './support/session-cookies';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];
/** POST auth/refresh as a page sends it (the cookies and the CSRF header); the rotated cookies come back with it. */
const refresh = async (cookies: Pick<SessionCookies, 'refresh' | 'csrf'>, prefix = 'demo') => {
  const res = await server.request<TokensDto & ErrorBody>('/api/auth/refresh', { method: 'POST', headers: refreshHeaders(cookies, prefix) });
  return { ...res, cookies: sessionCookiesOf(res.headers) };
};
/** The cookies of a successful refresh. */
const rotatedCookies = (res: { cookies: SessionCookies | null }) => {
  if (!res.cookies) throw new Error('the refresh set no cookies');
  return res.cookies;
};
const me = (accessToken: string) => server.request('/api/auth', { headers: bearer(accessToken) });

describe('refresh', () => {
  test('rotates: new tokens work, the old refresh token is spent', async () => {
    const { cookies } = await server.signIn('demo', 'member@demo.halaqa.test');
    const next = await refresh(cookies);
    expect(next.status).toBe(200);
    expect(rotatedCookies(next).refresh).not.toBe(cookies.refresh);
    expect(rotatedCookies(next).csrf).not.toBe(cookies.csrf);
    expect(next.body.portals).toEqual({ isAdministrator: false, isInstructor: false });
    expect((await me(next.body.accessToken)).status).toBe(200);
    // GET works the same way.
    const third = await server.request<TokensDto>('/api/auth/refresh', { headers: refreshHeaders(rotatedCookies(next)) });
    expect(third.status).toBe(200);
    expect(codeOf(await refresh(rotatedCookies(next)))).toEqual([401, 'auth-007']);
  });

  test('reuse of a spent token revokes the whole family', async () => {
    const { cookies } = await server.signIn('demo', 'member@demo.halaqa.test');
    const rotated = await refresh(cookies);
    expect(rotated.status).toBe(200);
    // The thief (or a stale tab) presents the spent token.
    expect(codeOf(await refresh(cookies))).toEqual([401, 'auth-007']);
    // The legitimate holder's newer tokens die with the family.
    expect(codeOf(await refresh(rotatedCookies(rotated)))).toEqual([401, 'auth-007']);
    expect(codeOf(await me(rotated.body.accessToken))).toEqual([401, 'auth-006']);
  });

  test('an expired refresh token is 401 auth-007', async () => {
    const { cookies } = await server.signIn('demo', 'member@demo.halaqa.test');
    await server.database.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(cookies.refresh)));
    expect(codeOf(await refresh(cookies))).toEqual([401, 'auth-007']);
  });

  test("unknown tokens and another organization's token are 401 auth-007", async () => {
    const { cookies } = await server.signIn('demo', 'member@demo.halaqa.test');
    // Its CSRF value is right (so the refusal is about the token itself).
    const unknown = { refresh: 'not-a-real-token', csrf: csrfValueOf('not-a-real-token') };
    expect(codeOf(await refresh(unknown))).toEqual([401, 'auth-007']);
    expect(codeOf(await refresh(cookies, 'nour'))).toEqual([401, 'auth-007']);
    // Not spent by the refused attempt.
    expect((await refresh(cookies)).status).toBe(200);
  });

  test('an expired access token sent along does not get in the way', async () => {
    const { cookies } = await server.signIn('demo', 'member@demo.halaqa.test');
    const res = await server.request('/api/auth/refresh', { method: 'POST', headers: { ...refreshHeaders(cookies), ...bearer('expired.or.garbage') } });
    expect(res.status).toBe(200);
  });
});

describe('logout', () => {
  test('ends this session only; another session of the user lives on', async () => {
    const here = await server.signIn('demo', 'instructor@demo.halaqa.test');
    const there = await server.signIn('demo', 'instructor@demo.halaqa.test');
    const res = await server.request('/api/auth/logout', { method: 'POST', headers: bearer(here.tokens.accessToken), body: { removeAll: false } });
    expect(res.status).toBe(204);
    expect(codeOf(await me(here.tokens.accessToken))).toEqual([401, 'auth-006']);
    expect(codeOf(await refresh(here.cookies))).toEqual([401, 'auth-007']);
    expect((await me(there.tokens.accessToken)).status).toBe(200);
    expect((await refresh(there.cookies)).status).toBe(200);
  });

  test('removeAll ends every session of the user, and only theirs', async () => {
    const here = await server.signIn('demo', 'coach@demo.halaqa.test');
    const there = await server.signIn('demo', 'coach@demo.halaqa.test');
    const someoneElse = await server.signIn('demo', 'member@demo.halaqa.test');
    const res = await server.request('/api/auth/logout', { method: 'POST', headers: bearer(here.tokens.accessToken), body: { removeAll: true } });
    expect(res.status).toBe(204);
    expect(codeOf(await refresh(there.cookies))).toEqual([401, 'auth-007']);
    expect(codeOf(await me(there.tokens.accessToken))).toEqual([401, 'auth-006']);
    expect((await me(someoneElse.tokens.accessToken)).status).toBe(200);
  });

  test('needs a signed-in caller and a removeAll flag', async () => {
    expect(codeOf(await server.request('/api/auth/logout', { method: 'POST', body: { removeAll: false } }))).toEqual([401, 'auth-006']);
    const { tokens } = await server.signIn('demo', 'member@demo.halaqa.test');
    expect(codeOf(await server.request('/api/auth/logout', { method: 'POST', headers: bearer(tokens.accessToken), body: {} }))).toEqual([400, 'req-001']);
  });
});
