import type { Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { users } from '../src/modules/users/tables';
import type { CurrentUser, SignedIn, SsoTicketSchema, TokensDto } from '../src/modules/auth/dto';
import { refreshHeaders, sessionCookiesOf } from './support/session-cookies';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let clock = Date.now();
let server: TestServer;
beforeAll(async () => { server = await startTestServer({ now: () => new Date(clock) }); });
afterAll(async () => { await server.close(); });
beforeEach(() => { clock = Date.now(); });

type Ticket = Static<typeof SsoTicketSchema>;
const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];
const exchange = (token: string, prefix = 'demo') =>
  server.request<SignedIn & ErrorBody>('/api/auth/sso', { method: 'POST', headers: { 'x-organization': prefix }, body: { token } });
async function userId(prefix: string, email: string): Promise<number> {
  const orgId = await server.organizationId(prefix);
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, orgId), eq(users.email, email)));
  return row!.id;
}

describe('single sign-on', () => {
  test("GET auth/sso: a 2-minute token and the dashboard URL with token and language", async () => {
    const { tokens, user } = await server.signIn('demo', 'admin@demo.halaqa.test');
    const res = await server.request<Ticket>('/api/auth/sso?portal=admin', { headers: { ...bearer(tokens.accessToken), 'x-lang': 'ar' } });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.expiresAt) - clock).toBe(2 * 60_000);
    const url = new URL(res.body.redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8080/admin');
    expect(url.searchParams.get('token')).toBe(res.body.token);
    expect(url.searchParams.get('lang')).toBe('ar');

    const signed = await exchange(res.body.token);
    expect(signed.status).toBe(200);
    expect(signed.body.user.id).toBe(user.id);
    expect((await server.request('/api/auth', { headers: bearer(signed.body.tokens.accessToken) })).status).toBe(200);
    // Single use.
    expect(codeOf(await exchange(res.body.token))).toEqual([401, 'auth-006']);
  });

  test('an expired token is 401 auth-006; so is one of another organization', async () => {
    const { tokens } = await server.signIn('demo', 'instructor@demo.halaqa.test');
    const ticket = async () => (await server.request<Ticket>('/api/auth/sso?portal=instructor', { headers: bearer(tokens.accessToken) })).body;
    const late = await ticket();
    clock += 2 * 60_000 + 1;
    expect(codeOf(await exchange(late.token))).toEqual([401, 'auth-006']);
    const foreign = await ticket();
    expect(codeOf(await exchange(foreign.token, 'nour'))).toEqual([401, 'auth-006']);
    expect((await exchange(foreign.token)).status).toBe(200);
  });

  test('a portal the caller does not hold is 403 perm-001; bad portal names are 400', async () => {
    const member = await server.signIn('demo', 'member@demo.halaqa.test');
    expect(codeOf(await server.request('/api/auth/sso?portal=admin', { headers: bearer(member.tokens.accessToken) }))).toEqual([403, 'perm-001']);
    const instructor = await server.signIn('demo', 'instructor@demo.halaqa.test');
    expect(codeOf(await server.request('/api/auth/sso?portal=admin', { headers: bearer(instructor.tokens.accessToken) }))).toEqual([403, 'perm-001']);
    expect(codeOf(await server.request('/api/auth/sso?portal=root', { headers: bearer(instructor.tokens.accessToken) }))).toEqual([400, 'req-001']);
    expect(codeOf(await server.request('/api/auth/sso?portal=admin'))).toEqual([401, 'auth-006']);
  });
});

describe('masquerade', () => {
  const masquerade = (accessToken: string, targetId: number, prefix = 'demo') =>
    server.request<SignedIn & ErrorBody>('/api/auth/masquerade', { method: 'POST', headers: { ...bearer(accessToken), 'x-organization': prefix }, body: { userId: targetId } });

  test('an administrator signs in as a member; the session says who masquerades', async () => {
    const admin = await server.signIn('demo', 'admin@demo.halaqa.test');
    const memberId = await userId('demo', 'member@demo.halaqa.test');
    const res = await masquerade(admin.tokens.accessToken, memberId);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: memberId, masqueradedBy: admin.user.id });
    expect(res.body.tokens.portals).toEqual({ isAdministrator: false, isInstructor: false });
    const me = await server.request<CurrentUser>('/api/auth', { headers: bearer(res.body.tokens.accessToken) });
    expect(me.body).toMatchObject({ id: memberId, masqueradedBy: admin.user.id });
    // Still masquerading after a refresh.
    // The masquerade answer set the member's session cookies, as a sign-in does.
    const cookies = sessionCookiesOf(res.headers);
    expect(cookies).not.toBeNull();
    const refreshed = await server.request<TokensDto>('/api/auth/refresh', { method: 'POST', headers: refreshHeaders(cookies!) });
    const after = await server.request<CurrentUser>('/api/auth', { headers: bearer(refreshed.body.accessToken) });
    expect(after.body.masqueradedBy).toBe(admin.user.id);
    // No chaining, and no door to the dashboards from inside.
    const instructorId = await userId('demo', 'instructor@demo.halaqa.test');
    const asInstructor = await masquerade(admin.tokens.accessToken, instructorId);
    expect(asInstructor.status).toBe(200);
    expect(codeOf(await server.request('/api/auth/sso?portal=instructor', { headers: bearer(asInstructor.body.tokens.accessToken) }))).toEqual([403, 'perm-001']);
  });

  test('a member cannot masquerade', async () => {
    const member = await server.signIn('demo', 'member@demo.halaqa.test');
    expect(codeOf(await masquerade(member.tokens.accessToken, await userId('demo', 'coach@demo.halaqa.test')))).toEqual([403, 'perm-001']);
  });

  test("a nour member is not found from demo (404), unknown ids neither", async () => {
    const admin = await server.signIn('demo', 'admin@demo.halaqa.test');
    expect(codeOf(await masquerade(admin.tokens.accessToken, await userId('nour', 'member@nour.halaqa.test')))).toEqual([404, 'req-002']);
    expect(codeOf(await masquerade(admin.tokens.accessToken, 2_147_483_647))).toEqual([404, 'req-002']);
    // And a demo admin's token cannot even speak to nour.
    expect(codeOf(await masquerade(admin.tokens.accessToken, await userId('nour', 'member@nour.halaqa.test'), 'nour'))).toEqual([403, 'auth-002']);
  });

  test('an administrator cannot be masqueraded', async () => {
    const admin = await server.signIn('demo', 'admin@demo.halaqa.test');
    const secondAdminId = await userId('demo', 'coach@demo.halaqa.test');
    await server.database.db.update(users).set({ isAdministrator: true }).where(eq(users.id, secondAdminId));
    expect(codeOf(await masquerade(admin.tokens.accessToken, secondAdminId))).toEqual([403, 'perm-001']);
    expect(codeOf(await masquerade(admin.tokens.accessToken, admin.user.id))).toEqual([403, 'perm-001']);
  });
});
