import { and, eq } from 'drizzle-orm';
import { users } from '../src/modules/users/tables';
import { refreshHeaders } from './support/session-cookies';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];
const NEW_PASSWORD = 'Fresh!Start2026';

const requestReset = (email: string, prefix = 'demo', headers: Record<string, string> = {}) =>
  server.request(`/api/reset-password/${prefix}`, { method: 'POST', headers, body: { email } });
const confirm = (token: string, password: string, headers: Record<string, string> = {}) =>
  server.request('/api/reset-password/confirm', { method: 'POST', headers, body: { token, password } });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const login = (email: string, password: string) => server.request('/api/auth/login', { method: 'POST', body: { email, password } });

async function userRow(email: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe('POST reset-password/{prefix} and reset-password/confirm', () => {
  test('end to end: link -> new password; the old one and every session stop working; the link works once', async () => {
    const email = 'instructor@demo.halaqa.test';
    const before = await server.signIn('demo', email);
    const other = await server.signIn('demo', email);
    await server.database.db.update(users).set({ isVerified: false, forceResetPassword: true }).where(eq(users.email, email));

    expect((await requestReset('Instructor@Demo.Halaqa.test')).status).toBe(202);
    const [mail] = await server.outbox(email);
    expect(mail).toMatchObject({ template: 'reset-password', channel: 'email', subject: 'Reset your password for Demo Academy' });
    expect(mail!.data.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password\?token=[\w-]{43}$/);
    const token = tokenOf(mail!.data.link!);

    // A weak password is refused without using the link up.
    const weak = await confirm(token, 'short');
    expect([...codeOf(weak), (weak.body as ErrorBody).message]).toEqual([400, 'pwd-001', 'Password does not meet the rules: minLength, uppercase, number, special']);
    expect((await confirm(token, NEW_PASSWORD)).status).toBe(204);
    expect(codeOf(await confirm(token, 'Another!Pass2026'))).toEqual([400, 'code-001']);

    expect(codeOf(await login(email, 'Halaqa!2026'))).toEqual([401, 'auth-003']);
    const fresh = await login(email, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect(codeOf(await server.request('/api/auth', { headers: bearer(before.tokens.accessToken) }))).toEqual([401, 'auth-006']);
    expect(codeOf(await server.request('/api/auth/refresh', { method: 'POST', headers: refreshHeaders(other.cookies) }))).toEqual([401, 'auth-007']);

    const row = await userRow(email);
    expect({ isVerified: row.isVerified, forceResetPassword: row.forceResetPassword }).toEqual({ isVerified: true, forceResetPassword: false });
  });

  test('an unknown email is 202 too, and nothing is queued', async () => {
    const res = await requestReset('nobody@demo.halaqa.test');
    expect([res.status, res.text]).toEqual([202, 'null']);
    expect(await server.outbox('nobody@demo.halaqa.test')).toEqual([]);
    // An account of the other organization is unknown here.
    expect((await requestReset('member@nour.halaqa.test')).status).toBe(202);
    expect(await server.outbox('member@nour.halaqa.test')).toEqual([]);
  });

  test('the prefix must be the organization of the request: 404 org-001', async () => {
    expect(codeOf(await requestReset('member@nour.halaqa.test', 'nour'))).toEqual([404, 'org-001']);
    expect(codeOf(await requestReset('member@demo.halaqa.test', 'nowhere'))).toEqual([404, 'org-001']);
    expect((await requestReset('member@nour.halaqa.test', 'nour', { 'x-organization': 'nour' })).status).toBe(202);
    expect((await server.outbox('member@nour.halaqa.test'))[0]?.template).toBe('reset-password');
  });

  test('a link works only in its own organization, and not after an hour', async () => {
    const email = 'coach@demo.halaqa.test';
    await requestReset(email);
    const token = tokenOf((await server.outbox(email))[0]!.data.link!);
    expect(codeOf(await confirm(token, NEW_PASSWORD, { 'x-organization': 'nour' }))).toEqual([400, 'code-001']);
    const { id } = await userRow(email);
    await server.database.db.execute(`update one_time_codes set expires_at = now() - interval '1 second' where user_id = ${id} and purpose = 'reset-password'`);
    expect(codeOf(await confirm(token, NEW_PASSWORD))).toEqual([400, 'code-001']);
    expect((await login(email, 'Halaqa!2026')).status).toBe(200);
  });

  test('a newer link replaces the older one', async () => {
    const email = 'provider@demo.halaqa.test';
    await requestReset(email);
    await requestReset(email);
    const [newest, older] = await server.outbox(email);
    expect(codeOf(await confirm(tokenOf(older!.data.link!), NEW_PASSWORD))).toEqual([400, 'code-001']);
    expect((await confirm(tokenOf(newest!.data.link!), NEW_PASSWORD)).status).toBe(204);
  });

  test('at most 5 requests per address an hour, known account or not: 429 code-002', async () => {
    for (const email of ['ghost@demo.halaqa.test', 'newcomer@demo.halaqa.test']) {
      for (let i = 0; i < 5; i += 1) expect((await requestReset(email)).status).toBe(202);
      expect(codeOf(await requestReset(email))).toEqual([429, 'code-002']);
    }
    expect(await server.outbox('newcomer@demo.halaqa.test')).toHaveLength(5);
  });

  test('malformed bodies are 400 req-001', async () => {
    expect(codeOf(await requestReset('not-an-email'))).toEqual([400, 'req-001']);
    expect(codeOf(await server.request('/api/reset-password/confirm', { method: 'POST', body: { token: 'x' } }))).toEqual([400, 'req-001']);
  });
});

describe('POST reset-password/student', () => {
  const resetStudent = (token: string, userId: number, headers: Record<string, string> = {}) =>
    server.request('/api/reset-password/student', { method: 'POST', headers: { ...bearer(token), ...headers }, body: { userId } });

  test('an administrator forces a member to reset: link mailed, then auth-005 until the password changes', async () => {
    const admin = await server.memberToken('demo', { isAdministrator: true });
    const target = await server.signIn('demo', 'events@demo.halaqa.test');
    expect((await server.request('/api/user', { headers: bearer(target.tokens.accessToken) })).status).toBe(200);

    expect((await resetStudent(admin, target.user.id)).status).toBe(202);
    expect((await userRow('events@demo.halaqa.test')).forceResetPassword).toBe(true);
    const [mail] = await server.outbox('events@demo.halaqa.test');
    expect(mail?.template).toBe('reset-password');
    expect(codeOf(await server.request('/api/user', { headers: bearer(target.tokens.accessToken) }))).toEqual([403, 'auth-005']);

    expect((await confirm(tokenOf(mail!.data.link!), NEW_PASSWORD)).status).toBe(204);
    const after = await server.signIn('demo', 'events@demo.halaqa.test', NEW_PASSWORD);
    expect((await server.request('/api/user', { headers: bearer(after.tokens.accessToken) })).status).toBe(200);
  });

  test('a member is refused with 403 perm-001 and nothing happens', async () => {
    const member = await server.memberToken('demo');
    const target = await userRow('newcomer@demo.halaqa.test');
    expect(codeOf(await resetStudent(member, target.id))).toEqual([403, 'perm-001']);
    expect((await userRow('newcomer@demo.halaqa.test')).forceResetPassword).toBe(false);
  });

  test("another organization's user id is 404 req-002, and so is an unknown one", async () => {
    const admin = await server.memberToken('demo', { isAdministrator: true });
    const mailsBefore = (await server.outbox('member@nour.halaqa.test')).length;
    const nourId = await server.organizationId('nour');
    const [nourMember] = await server.database.db.select().from(users)
      .where(and(eq(users.organizationId, nourId), eq(users.email, 'member@nour.halaqa.test')));
    expect(codeOf(await resetStudent(admin, nourMember!.id))).toEqual([404, 'req-002']);
    expect(codeOf(await resetStudent(admin, 2_000_000))).toEqual([404, 'req-002']);
    expect(codeOf(await resetStudent(admin, nourMember!.id, { 'x-organization': 'nour' }))).toEqual([403, 'auth-002']);
    const [after] = await server.database.db.select().from(users).where(eq(users.id, nourMember!.id));
    expect(after!.forceResetPassword).toBe(false);
    expect(await server.outbox('member@nour.halaqa.test')).toHaveLength(mailsBefore);
  });
});
