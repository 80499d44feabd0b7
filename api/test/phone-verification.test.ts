import type { Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { oneTimeCodes, phoneVerifications } from '../src/modules/auth/tables';
import type { CurrentUser, SignedIn } from '../src/modules/auth/dto';
import type { SendPhoneCodeAnswerSchema } from '../src/modules/phone-verification/dto';
import type { UserProfile } from '../src/modules/users/profile-dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];

let counter = 0;
/** A new demo member whose phone is not verified yet (as after registration). */
async function newMember(preferredLanguage: 'en' | 'ar' = 'en', phoneNumber = `05${String(60_000_000 + counter * 7).padStart(8, '0')}`) {
  counter += 1;
  const res = await server.request<SignedIn>('/api/auth/register', {
    method: 'POST',
    body: {
      email: `phone${counter}@example.org`, password: 'Phone!Check2026', firstName: 'Ziad', lastName: 'Omar', arFirstName: 'زياد',
      preferredLanguage, phoneNumber, extraFields: { jobTitle: 'Pharmacist', academicLevel: 'bachelor' },
    },
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status} ${res.text}`);
  return res.body;
}

const send = (token: string, phoneNumber: string, headers: Record<string, string> = {}) =>
  server.request<Static<typeof SendPhoneCodeAnswerSchema> & ErrorBody>('/api/phone-verification/send', { method: 'POST', headers: { ...bearer(token), ...headers }, body: { phoneNumber } });
const verify = (token: string, phoneNumber: string, code: string) =>
  server.request<CurrentUser & ErrorBody>('/api/phone-verification/verify', { method: 'POST', headers: bearer(token), body: { phoneNumber, code } });
async function latestCode(phone: string) {
  const [sms] = await server.outbox(phone);
  return sms!;
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('send then verify: the code (6 digits, 10 minutes, SMS) proves the number once', async () => {
  const member = await newMember();
  const token = member.tokens.accessToken;
  const phone = member.user.phoneNumber as string;
  expect(member.user.isPhoneVerified).toBe(false);

  const sent = await send(token, phone);
  expect(sent.status).toBe(200);
  expect(Date.parse(sent.body.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
  expect(Date.parse(sent.body.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  const sms = await latestCode(phone);
  expect(sms).toMatchObject({ channel: 'sms', template: 'phone-code', subject: null, language: 'en' });
  expect(sms.data.code).toMatch(/^\d{6}$/);
  expect(sms.body).toBe(`Demo Academy verification code: ${sms.data.code}. Valid for 10 minutes.`);

  expect(codeOf(await verify(token, phone, otherCode(sms.data.code!)))).toEqual([400, 'auth-014']);
  const ok = await verify(token, phone, sms.data.code!);
  expect(ok.status).toBe(200);
  expect(ok.body).toMatchObject({ id: member.user.id, phoneNumber: phone, isPhoneVerified: true });
  expect(codeOf(await verify(token, phone, sms.data.code!))).toEqual([400, 'auth-014']);
  const records = await server.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, member.user.id));
  expect(records.map((r) => r.normalizedPhoneNumber)).toEqual([phone]);
});

test('a new number (local form) becomes the member phone once verified; the SMS speaks their language', async () => {
  const member = await newMember('ar');
  const token = member.tokens.accessToken;
  expect((await send(token, '0512345678')).status).toBe(200);
  const sms = await latestCode('+966512345678');
  expect(sms.body).toBe(`رمز التحقق من أكاديمية العرض: ${sms.data.code}. صالح لمدة 10 دقائق.`);
  // Not changed until verified.
  expect((await server.request<CurrentUser>('/api/auth', { headers: bearer(token) })).body.phoneNumber).toBe(member.user.phoneNumber);
  const ok = await verify(token, '+966 51 234 5678', sms.data.code!);
  expect(ok.body).toMatchObject({ phoneNumber: '+966512345678', isPhoneVerified: true });
  expect((await server.request<UserProfile>('/api/user', { headers: bearer(token) })).body.normalizedPhoneNumber).toBe('+966512345678');
});

test('a code is only good for the number it was sent to', async () => {
  const member = await newMember();
  const token = member.tokens.accessToken;
  await send(token, '+966513000001');
  const sms = await latestCode('+966513000001');
  expect(codeOf(await verify(token, '+966513000002', sms.data.code!))).toEqual([400, 'auth-014']);
});

test('expired, superseded and five-times-wrong codes are dead', async () => {
  const member = await newMember();
  const token = member.tokens.accessToken;
  const phone = member.user.phoneNumber as string;

  await send(token, phone);
  const expired = await latestCode(phone);
  await server.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.userId, member.user.id));
  expect(codeOf(await verify(token, phone, expired.data.code!))).toEqual([400, 'auth-014']);

  await send(token, phone);
  const first = await latestCode(phone);
  await send(token, phone);
  const second = await latestCode(phone);
  if (first.data.code !== second.data.code) expect(codeOf(await verify(token, phone, first.data.code!))).toEqual([400, 'auth-014']);
  const superseded = await server.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, member.user.id));
  expect(superseded.filter((row) => row.purpose === 'phone' && row.supersededAt === null && row.usedAt === null)).toHaveLength(1);

  // Four wrong tries leave the code alive...
  await send(token, phone);
  const patient = await latestCode(phone);
  for (let i = 0; i < 4; i += 1) expect(codeOf(await verify(token, phone, otherCode(patient.data.code!)))).toEqual([400, 'auth-014']);
  expect((await verify(token, phone, patient.data.code!)).status).toBe(200);
  // ...the fifth kills it.
  await send(token, phone);
  const unlucky = await latestCode(phone);
  for (let i = 0; i < 5; i += 1) expect(codeOf(await verify(token, phone, otherCode(unlucky.data.code!)))).toEqual([400, 'auth-014']);
  expect(codeOf(await verify(token, phone, unlucky.data.code!))).toEqual([400, 'auth-014']);
});

test('at most 5 codes an hour: 429 code-002', async () => {
  const member = await newMember();
  const phone = member.user.phoneNumber as string;
  for (let i = 0; i < 5; i += 1) expect((await send(member.tokens.accessToken, phone)).status).toBe(200);
  expect(codeOf(await send(member.tokens.accessToken, phone))).toEqual([429, 'code-002']);
});

test("another member's number is 409 auth-011; a malformed one 400 auth-012", async () => {
  const member = await newMember();
  const token = member.tokens.accessToken;
  expect(codeOf(await send(token, '+966500000001'))).toEqual([409, 'auth-011']);
  expect(codeOf(await send(token, '0500000002'))).toEqual([409, 'auth-011']);
  // The same number in the other organization is free here.
  expect((await send(token, '+966510000001')).status).toBe(200);
  for (const bad of ['123', '+96650', 'phone']) expect(codeOf(await send(token, bad))).toEqual([400, 'auth-012']);
  expect(codeOf(await verify(token, 'phone', '123456'))).toEqual([400, 'auth-012']);
});

test('a number another member verified meanwhile is 409 auth-011 at verify, and the code stays unused', async () => {
  const slow = await newMember();
  const quick = await newMember();
  const contested = '+966514444444';
  await send(slow.tokens.accessToken, contested);
  const slowCode = (await latestCode(contested)).data.code!;
  await send(quick.tokens.accessToken, contested);
  const quickCode = (await latestCode(contested)).data.code!;
  expect((await verify(quick.tokens.accessToken, contested, quickCode)).status).toBe(200);
  expect(codeOf(await verify(slow.tokens.accessToken, contested, slowCode))).toEqual([409, 'auth-011']);
  const slowCodes = await server.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, slow.user.id));
  expect(slowCodes.filter((row) => row.purpose === 'phone').map((row) => row.usedAt)).toEqual([null]);
  const me = await server.request<CurrentUser>('/api/auth', { headers: bearer(slow.tokens.accessToken) });
  expect(me.body.phoneNumber).toBe(slow.user.phoneNumber);
});

test('needs a signed-in member of the organization', async () => {
  expect(codeOf(await server.request('/api/phone-verification/send', { method: 'POST', body: { phoneNumber: '+966500000001' } }))).toEqual([401, 'auth-006']);
  const demo = await server.memberToken('demo');
  expect(codeOf(await send(demo, '+966519999999', { 'x-organization': 'nour' }))).toEqual([403, 'auth-002']);
});
