import type { Static } from '@sinclair/typebox';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import type { ResendAnswerSchema, SignedIn, TwoFactorRequired } from '../src/modules/auth/dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

// The app's clock: moved forward to expire codes without waiting.
let clock = Date.now();
let server: TestServer;
beforeAll(async () => { server = await startTestServer({ now: () => new Date(clock) }); });
afterAll(async () => { await server.close(); });
beforeEach(() => { clock = Date.now(); });

const nour = { 'x-organization': 'nour' };
const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];

async function startLogin(email: string): Promise<TwoFactorRequired> {
  const res = await server.request<TwoFactorRequired>('/api/auth/login', { method: 'POST', headers: nour, body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  expect(res.body.status).toBe('two-factor');
  return res.body;
}
async function latestCode(email: string): Promise<string> {
  const [message] = await server.outbox(email);
  expect(message?.template).toBe('two-factor');
  return message!.data.code!;
}
const verify = (twoFactorToken: string, code: string) =>
  server.request<SignedIn & ErrorBody>('/api/auth/2fa', { method: 'POST', headers: nour, body: { twoFactorToken, code } });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('login at nour asks for a code; the emailed code signs in once', async () => {
  const pending = await startLogin('member@nour.halaqa.test');
  expect(Date.parse(pending.expiresAt) - clock).toBe(10 * 60_000);
  const [message] = await server.outbox('member@nour.halaqa.test');
  // The member prefers Arabic: the email is in Arabic, and holds only the code (no tokens).
  expect(message).toMatchObject({ template: 'two-factor', language: 'ar', channel: 'email' });
  expect(message!.body).toContain(message!.data.code);
  expect(message!.body).toMatch(/[\u0600-\u06FF]/);
  const code = message!.data.code!;
  expect(code).toMatch(/^\d{6}$/);

  const signed = await verify(pending.twoFactorToken, code);
  expect(signed.status).toBe(200);
  expect(signed.body.status).toBe('signed-in');
  expect((await server.request('/api/auth', { headers: { ...nour, ...bearer(signed.body.tokens.accessToken) } })).status).toBe(200);
  expect(codeOf(await verify(pending.twoFactorToken, code))).toEqual([401, 'auth-008']);
});

test('a wrong code is 401 auth-008, the right one still works after it', async () => {
  const pending = await startLogin('admin@nour.halaqa.test');
  const code = await latestCode('admin@nour.halaqa.test');
  expect(codeOf(await verify(pending.twoFactorToken, otherCode(code)))).toEqual([401, 'auth-008']);
  expect(codeOf(await verify('made-up-token', code))).toEqual([401, 'auth-008']);
  expect((await verify(pending.twoFactorToken, code)).status).toBe(200);
});

test('five wrong tries kill the code', async () => {
  const pending = await startLogin('instructor@nour.halaqa.test');
  const code = await latestCode('instructor@nour.halaqa.test');
  for (let i = 0; i < 5; i += 1) expect(codeOf(await verify(pending.twoFactorToken, otherCode(code)))).toEqual([401, 'auth-008']);
  expect(codeOf(await verify(pending.twoFactorToken, code))).toEqual([401, 'auth-008']);
});

test('an expired code is 401 auth-008', async () => {
  const pending = await startLogin('events@nour.halaqa.test');
  const code = await latestCode('events@nour.halaqa.test');
  clock += 10 * 60_000 + 1000;
  expect(codeOf(await verify(pending.twoFactorToken, code))).toEqual([401, 'auth-008']);
});

test('resend issues a new code and the old one stops working', async () => {
  const pending = await startLogin('member@nour.halaqa.test');
  const first = await latestCode('member@nour.halaqa.test');
  clock += 60_000;
  const resent = await server.request<Static<typeof ResendAnswerSchema>>('/api/auth/resend', { method: 'POST', headers: nour, body: { twoFactorToken: pending.twoFactorToken } });
  expect(resent.status).toBe(200);
  expect(Date.parse(resent.body.expiresAt)).toBe(clock + 10 * 60_000);
  const second = await latestCode('member@nour.halaqa.test');
  if (second === first) throw new Error('the resent code happens to equal the old one (1 in a million): rerun');
  expect(codeOf(await verify(pending.twoFactorToken, first))).toEqual([401, 'auth-008']);
  expect((await verify(pending.twoFactorToken, second)).status).toBe(200);
  // Used: no more resends for this sign-in.
  expect(codeOf(await server.request('/api/auth/resend', { method: 'POST', headers: nour, body: { twoFactorToken: pending.twoFactorToken } }))).toEqual([401, 'auth-008']);
});

test('at most 5 codes per hour: resend is then 429 code-002', async () => {
  clock += 2 * 60 * 60_000; // away from the codes of earlier tests
  const pending = await startLogin('admin@nour.halaqa.test');
  const resend = () => server.request('/api/auth/resend', { method: 'POST', headers: nour, body: { twoFactorToken: pending.twoFactorToken } });
  for (let i = 0; i < 4; i += 1) expect((await resend()).status).toBe(200);
  expect(codeOf(await resend())).toEqual([429, 'code-002']);
});

test("a nour two-factor token is unknown at demo", async () => {
  clock += 4 * 60 * 60_000;
  const pending = await startLogin('instructor@nour.halaqa.test');
  const code = await latestCode('instructor@nour.halaqa.test');
  const res = await server.request('/api/auth/2fa', { method: 'POST', headers: { 'x-organization': 'demo' }, body: { twoFactorToken: pending.twoFactorToken, code } });
  expect(codeOf(res)).toEqual([401, 'auth-008']);
});
