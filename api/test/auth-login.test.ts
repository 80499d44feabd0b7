import { eq } from 'drizzle-orm';
import { users } from '../src/modules/users/tables';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import type { CurrentUser, SignedIn } from '../src/modules/auth/dto';
import { refreshHeaders } from './support/session-cookies';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const login = (prefix: string, email: string, password = DEMO_PASSWORD) =>
  server.request<SignedIn & ErrorBody>('/api/auth/login', { method: 'POST', headers: { 'x-organization': prefix }, body: { email, password } });
const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];

describe('POST auth/login', () => {
  test('right password: signed in with tokens, portals and the current user', async () => {
    const res = await login('demo', 'Admin@Demo.Halaqa.test');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('signed-in');
    expect(res.body.tokens.portals).toEqual({ isAdministrator: true, isInstructor: false });
    expect(Date.parse(res.body.tokens.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(res.body.user).toMatchObject({ email: 'admin@demo.halaqa.test', firstName: 'Khalid', isPhoneVerified: true, masqueradedBy: null });
    const me = await server.request<CurrentUser>('/api/auth', { headers: bearer(res.body.tokens.accessToken) });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.user.id);
  });

  test('each login is its own session family', async () => {
    const a = await login('demo', 'member@demo.halaqa.test');
    const b = await login('demo', 'member@demo.halaqa.test');
    const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    expect(sid(a.body.tokens.accessToken)).not.toBe(sid(b.body.tokens.accessToken));
  });

  test('wrong password and unknown email are both 401 auth-003', async () => {
    expect(codeOf(await login('demo', 'coach@demo.halaqa.test', 'Wrong!2026'))).toEqual([401, 'auth-003']);
    expect(codeOf(await login('demo', 'nobody@demo.halaqa.test'))).toEqual([401, 'auth-003']);
  });

  test('an email of another organization only is 403 auth-002, and only with that account\'s password', async () => {
    expect(codeOf(await login('nour', 'member@demo.halaqa.test'))).toEqual([403, 'auth-002']);
    expect(codeOf(await login('demo', 'member@nour.halaqa.test'))).toEqual([403, 'auth-002']);
    // Without the password nobody learns that the address exists elsewhere: the same answer as an unknown one.
    expect(codeOf(await login('nour', 'member@demo.halaqa.test', 'Wrong-Password-1!'))).toEqual([401, 'auth-003']);
    expect(codeOf(await login('nour', 'nobody@example.com', 'Wrong-Password-1!'))).toEqual([401, 'auth-003']);
  });

  test('a deactivated account is 403 auth-001, but only with the right password', async () => {
    await server.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.email, 'events@demo.halaqa.test'));
    expect(codeOf(await login('demo', 'events@demo.halaqa.test'))).toEqual([403, 'auth-001']);
    expect(codeOf(await login('demo', 'events@demo.halaqa.test', 'Wrong!2026'))).toEqual([401, 'auth-003']);
  });

  test('an account awaiting approval is 403 auth-009', async () => {
    expect(codeOf(await login('demo', 'pending@demo.halaqa.test'))).toEqual([403, 'auth-009']);
  });

  test('a malformed body is 400 req-001', async () => {
    const res = await server.request('/api/auth/login', { method: 'POST', body: { email: 'member@demo.halaqa.test' } });
    expect(codeOf(res)).toEqual([400, 'req-001']);
  });
});

describe('forceResetPassword', () => {
  test('may sign in and read GET auth, every other signed-in call is 403 auth-005', async () => {
    const res = await login('demo', 'reset@demo.halaqa.test');
    expect(res.status).toBe(200);
    const headers = bearer(res.body.tokens.accessToken);
    const me = await server.request<CurrentUser>('/api/auth', { headers });
    expect([me.status, me.body.forceResetPassword]).toEqual([200, true]);
    expect(codeOf(await server.request('/api/auth/organizations', { headers }))).toEqual([403, 'auth-005']);
    expect(codeOf(await server.request('/api/auth/sso?portal=admin', { headers }))).toEqual([403, 'auth-005']);
    const logout = await server.request('/api/auth/logout', { method: 'POST', headers, body: { removeAll: false } });
    expect(logout.status).toBe(204);
  });
});

describe('tenancy of a token', () => {
  test('a demo token against nour is 403 auth-002', async () => {
    const { tokens } = await server.signIn('demo', 'member@demo.halaqa.test');
    const res = await server.request('/api/auth', { headers: { ...bearer(tokens.accessToken), 'x-organization': 'nour' } });
    expect(codeOf(res)).toEqual([403, 'auth-002']);
  });

  test('deactivating a user refuses the very next request with 403 auth-001', async () => {
    const { tokens, user, cookies } = await server.signIn('demo', 'provider@demo.halaqa.test');
    const headers = bearer(tokens.accessToken);
    expect((await server.request('/api/auth', { headers })).status).toBe(200);
    await server.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, user.id));
    expect(codeOf(await server.request('/api/auth', { headers }))).toEqual([403, 'auth-001']);
    expect(codeOf(await server.request('/api/auth/refresh', { method: 'POST', headers: refreshHeaders(cookies) }))).toEqual([403, 'auth-001']);
  });

  test('portals come from the database, not from the token', async () => {
    const { tokens, user } = await server.signIn('demo', 'coach@demo.halaqa.test');
    const headers = bearer(tokens.accessToken);
    expect(codeOf(await server.request('/api/auth/sso?portal=instructor', { headers }))).toEqual([403, 'perm-001']);
    await server.database.db.update(users).set({ isInstructor: true }).where(eq(users.id, user.id));
    expect((await server.request('/api/auth/sso?portal=instructor', { headers })).status).toBe(200);
  });
});
