import type { Static } from '@sinclair/typebox';
import { SAME_PASSWORD_MESSAGE } from '@halaqa/contracts';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import type { CurrentUser } from '../src/modules/auth/dto';
import type { MessageSchema } from '../src/modules/users/profile-dto';
import { refreshHeaders } from './support/session-cookies';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const answerOf = (res: { status: number; body: unknown }) => {
  const body = res.body as ErrorBody;
  return [res.status, body.code, body.message];
};
const NEW_PASSWORD = 'Changed!Pass2026';

const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  server.request<Static<typeof MessageSchema>>('/api/user/change-password', { method: 'PATCH', headers: bearer(token), body: { oldPassword, newPassword } });

describe('PATCH user/change-password', () => {
  test('every refusal with its code and message; nothing changes', async () => {
    const token = await server.memberToken('demo', 'coach@demo.halaqa.test');
    expect(answerOf(await changePassword(token, 'Wrong!Pass2026', NEW_PASSWORD))).toEqual([400, 'pwd-003', 'Old password is incorrect']);
    expect(answerOf(await changePassword(token, DEMO_PASSWORD, DEMO_PASSWORD))).toEqual([400, 'pwd-002', SAME_PASSWORD_MESSAGE]);
    expect(SAME_PASSWORD_MESSAGE).toBe('New password cannot be the same as old');
    expect(answerOf(await changePassword(token, DEMO_PASSWORD, 'weakpass'))).toEqual([400, 'pwd-001', 'Password does not meet the rules: uppercase, number, special']);
    expect(answerOf(await changePassword(token, DEMO_PASSWORD, `Aa1!${'x'.repeat(130)}`))).toEqual([400, 'pwd-001', 'Password does not meet the rules: maxLength']);
    // The wrong old password is checked before the others: a same-but-wrong pair is pwd-003.
    expect(answerOf(await changePassword(token, 'Wrong!Pass2026', 'Wrong!Pass2026'))[1]).toBe('pwd-003');
    const missing = await server.request('/api/user/change-password', { method: 'PATCH', headers: bearer(token), body: { oldPassword: DEMO_PASSWORD } });
    expect(answerOf(missing).slice(0, 2)).toEqual([400, 'req-001']);
    expect((await server.request('/api/auth/login', { method: 'POST', body: { email: 'coach@demo.halaqa.test', password: DEMO_PASSWORD } })).status).toBe(200);
  });

  test('success: 200 "Password changed"; this session stays, every other session ends', async () => {
    const email = 'provider@demo.halaqa.test';
    const mine = await server.signIn('demo', email);
    const other = await server.signIn('demo', email);
    const res = await changePassword(mine.tokens.accessToken, DEMO_PASSWORD, NEW_PASSWORD);
    expect([res.status, res.body]).toEqual([200, { message: 'Password changed' }]);

    expect((await server.request('/api/user', { headers: bearer(mine.tokens.accessToken) })).status).toBe(200);
    const refreshed = await server.request('/api/auth/refresh', { method: 'POST', headers: refreshHeaders(mine.cookies) });
    expect(refreshed.status).toBe(200);
    expect(answerOf(await server.request('/api/user', { headers: bearer(other.tokens.accessToken) })).slice(0, 2)).toEqual([401, 'auth-006']);
    expect(answerOf(await server.request('/api/auth/refresh', { method: 'POST', headers: refreshHeaders(other.cookies) })).slice(0, 2)).toEqual([401, 'auth-007']);

    const login = (password: string) => server.request('/api/auth/login', { method: 'POST', body: { email, password } });
    expect(answerOf(await login(DEMO_PASSWORD)).slice(0, 2)).toEqual([401, 'auth-003']);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });

  test('a user forced to reset can change it, and then the other routes stop answering auth-005', async () => {
    const forced = await server.signIn('demo', 'reset@demo.halaqa.test');
    expect(forced.user.forceResetPassword).toBe(true);
    const token = forced.tokens.accessToken;
    expect(answerOf(await server.request('/api/user', { headers: bearer(token) })).slice(0, 2)).toEqual([403, 'auth-005']);
    expect(answerOf(await server.request('/api/org-assessments-management', { headers: bearer(token) })).slice(0, 2)).toEqual([403, 'auth-005']);

    expect((await changePassword(token, DEMO_PASSWORD, NEW_PASSWORD)).status).toBe(200);
    expect((await server.request('/api/user', { headers: bearer(token) })).status).toBe(200);
    expect((await server.request('/api/org-assessments-management', { headers: bearer(token) })).status).toBe(200);
    const me = await server.request<CurrentUser>('/api/auth', { headers: bearer(token) });
    expect(me.body.forceResetPassword).toBe(false);
  });

  test('needs a signed-in user; a token of one organization cannot act on the other', async () => {
    expect(answerOf(await server.request('/api/user/change-password', { method: 'PATCH', body: { oldPassword: 'a', newPassword: 'b' } })).slice(0, 2)).toEqual([401, 'auth-006']);
    const demo = await server.memberToken('demo');
    const res = await server.request('/api/user/change-password', {
      method: 'PATCH', headers: { ...bearer(demo), 'x-organization': 'nour' }, body: { oldPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(answerOf(res).slice(0, 2)).toEqual([403, 'auth-002']);
  });
});
