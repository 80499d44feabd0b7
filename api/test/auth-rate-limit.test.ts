import { loginAttempts } from '../src/modules/auth/tables';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { startTestServer, type ErrorBody, type TestServer } from './support/test-server';

// Every request of a test comes from 127.0.0.1: one address bucket for the whole file.
let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });
afterEach(async () => { await server.database.db.delete(loginAttempts); });

const login = (email: string, password: string, prefix = 'demo') =>
  server.request<Partial<ErrorBody>>('/api/auth/login', { method: 'POST', headers: { 'x-organization': prefix }, body: { email, password } });
const outcome = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code ?? null];

test('5 failures lock the account for 15 minutes, even for the right password; other accounts still sign in', async () => {
  for (let i = 0; i < 5; i += 1) expect(outcome(await login('member@demo.halaqa.test', `Wrong!${i}`))).toEqual([401, 'auth-003']);
  expect(outcome(await login('member@demo.halaqa.test', DEMO_PASSWORD))).toEqual([429, 'auth-004']);
  expect(outcome(await login('MEMBER@demo.halaqa.test', DEMO_PASSWORD))).toEqual([429, 'auth-004']);
  expect((await login('coach@demo.halaqa.test', DEMO_PASSWORD)).status).toBe(200);
});

test('the same email in another organization is another account', async () => {
  for (let i = 0; i < 5; i += 1) await login('member@demo.halaqa.test', `Wrong!${i}`);
  // member@demo does not exist at nour: auth-002, not a locked account.
  expect(outcome(await login('member@demo.halaqa.test', DEMO_PASSWORD, 'nour'))).toEqual([403, 'auth-002']);
});

test('a success clears the account bucket', async () => {
  for (let i = 0; i < 4; i += 1) await login('instructor@demo.halaqa.test', `Wrong!${i}`);
  expect((await login('instructor@demo.halaqa.test', DEMO_PASSWORD)).status).toBe(200);
  for (let i = 0; i < 4; i += 1) expect((await login('instructor@demo.halaqa.test', `Wrong!${i}`)).status).toBe(401);
  expect((await login('instructor@demo.halaqa.test', DEMO_PASSWORD)).status).toBe(200);
});

test('20 failures from one address lock the address, whatever the account', async () => {
  // Four accounts, never more than 5 failures each, so only the address bucket can fill.
  const accounts = ['member', 'coach', 'provider', 'instructor'].map((name) => `${name}@demo.halaqa.test`);
  for (let i = 0; i < 20; i += 1) expect((await login(accounts[i % 4]!, `Wrong!${i}`)).status).toBe(401);
  expect(outcome(await login('admin@demo.halaqa.test', DEMO_PASSWORD))).toEqual([429, 'auth-004']);
  expect(outcome(await login('nobody@demo.halaqa.test', 'x'))).toEqual([429, 'auth-004']);
});

test('failures older than 15 minutes do not count', async () => {
  await login('nobody@demo.halaqa.test', 'x');
  const rows = await server.database.db.select().from(loginAttempts);
  const address = rows.find((row) => row.bucket.startsWith('address:'))!.bucket;
  const fill = (attemptedAt: Date) => server.database.db.insert(loginAttempts)
    .values(Array.from({ length: 25 }, () => ({ bucket: address, attemptedAt })));
  await fill(new Date(Date.now() - 16 * 60_000));
  expect((await login('admin@demo.halaqa.test', DEMO_PASSWORD)).status).toBe(200);
  // The same rows inside the window do lock the address.
  await fill(new Date(Date.now() - 14 * 60_000));
  expect(outcome(await login('admin@demo.halaqa.test', DEMO_PASSWORD))).toEqual([429, 'auth-004']);
});
