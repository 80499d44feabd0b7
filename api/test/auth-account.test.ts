import type { Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../src/core/passwords';
import { announcements } from '../src/modules/announcements/tables';
import { oneTimeCodes, phoneVerifications, sessionFamilies } from '../src/modules/auth/tables';
import { users } from '../src/modules/users/tables';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import type { AnnouncementPageSchema } from '../src/modules/announcements/dto';
import type { CurrentUser } from '../src/modules/auth/dto';
import type { OrganizationSummary } from '../src/modules/organizations/dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const codeOf = (res: { status: number; body: unknown }) => [res.status, (res.body as ErrorBody).code];

describe('GET auth', () => {
  test('the CurrentUser of the contract', async () => {
    const { tokens, user } = await server.signIn('demo', 'provider@demo.halaqa.test');
    const res = await server.request<Record<string, unknown>>('/api/auth', { headers: bearer(tokens.accessToken) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      organizationId: await server.organizationId('demo'),
      email: 'provider@demo.halaqa.test',
      firstName: 'Huda',
      lastName: 'Karim',
      arFirstName: 'هدى',
      arLastName: 'كريم',
      preferredLanguage: 'ar',
      isVerified: true,
      phoneNumber: '+966500000005',
      isPhoneVerified: true,
      forceResetPassword: false,
      portals: { isAdministrator: false, isInstructor: false },
      profileImageUrl: null,
      masqueradedBy: null,
    });
  });

  test('isPhoneVerified follows the current phone number', async () => {
    const { tokens, user } = await server.signIn('demo', 'coach@demo.halaqa.test');
    await server.database.db.update(users).set({ phoneNumber: '+966599999999', normalizedPhoneNumber: '+966599999999' }).where(eq(users.id, user.id));
    const changed = await server.request<CurrentUser>('/api/auth', { headers: bearer(tokens.accessToken) });
    expect(changed.body.isPhoneVerified).toBe(false);
    await server.database.db.insert(phoneVerifications).values({ organizationId: user.organizationId, userId: user.id, normalizedPhoneNumber: '+966599999999' });
    const verified = await server.request<CurrentUser>('/api/auth', { headers: bearer(tokens.accessToken) });
    expect(verified.body.isPhoneVerified).toBe(true);
  });

  test('without a session: 401 auth-006', async () => {
    expect(codeOf(await server.request('/api/auth'))).toEqual([401, 'auth-006']);
  });
});

describe('GET auth/organizations', () => {
  test('every organization where the email has an active account', async () => {
    const nourId = await server.organizationId('nour');
    await server.database.db.insert(users).values({
      organizationId: nourId, email: 'instructor@demo.halaqa.test', passwordHash: await hashPassword(DEMO_PASSWORD), firstName: 'Lina', lastName: 'Farouk',
    });
    const { tokens } = await server.signIn('demo', 'instructor@demo.halaqa.test');
    const res = await server.request<OrganizationSummary[]>('/api/auth/organizations', { headers: bearer(tokens.accessToken) });
    expect(res.status).toBe(200);
    expect(res.body.map((org) => org.domainPrefix)).toEqual(['demo', 'nour']);
    const alone = await server.signIn('demo', 'member@demo.halaqa.test');
    const mine = await server.request<OrganizationSummary[]>('/api/auth/organizations', { headers: bearer(alone.tokens.accessToken) });
    expect(mine.body.map((org) => org.domainPrefix)).toEqual(['demo']);
  });
});

describe('DELETE auth', () => {
  test('a wrong password is 400 pwd-003 and deletes nothing', async () => {
    const { tokens } = await server.signIn('demo', 'newcomer@demo.halaqa.test');
    const res = await server.request('/api/auth', { method: 'DELETE', headers: bearer(tokens.accessToken), body: { password: 'Wrong!2026' } });
    expect(codeOf(res)).toEqual([400, 'pwd-003']);
    expect((await server.request('/api/auth', { headers: bearer(tokens.accessToken) })).status).toBe(200);
  });

  test('removes the account and what it owns; signing in is then auth-003', async () => {
    const { tokens, user } = await server.signIn('demo', 'newcomer@demo.halaqa.test');
    const scope = and(eq(sessionFamilies.organizationId, user.organizationId), eq(sessionFamilies.userId, user.id));
    expect((await server.database.db.select().from(sessionFamilies).where(scope)).length).toBeGreaterThan(0);
    const res = await server.request('/api/auth', { method: 'DELETE', headers: bearer(tokens.accessToken), body: { password: DEMO_PASSWORD } });
    expect(res.status).toBe(204);
    expect(await server.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await server.database.db.select().from(sessionFamilies).where(scope)).toEqual([]);
    expect(await server.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.userId, user.id))).toEqual([]);
    expect(await server.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id))).toEqual([]);
    expect(codeOf(await server.request('/api/auth', { headers: bearer(tokens.accessToken) }))).toEqual([401, 'auth-006']);
    const again = await server.request('/api/auth/login', { method: 'POST', body: { email: 'newcomer@demo.halaqa.test', password: DEMO_PASSWORD } });
    expect(codeOf(again)).toEqual([401, 'auth-003']);
  });

  test('an author of announcements can delete their account; the announcements stay', async () => {
    const { tokens, user } = await server.signIn('demo', 'events@demo.halaqa.test');
    const [created] = await server.database.db.insert(announcements)
      .values({ organizationId: user.organizationId, body: 'Kept after the author leaves', createdById: user.id }).returning();
    const res = await server.request('/api/auth', { method: 'DELETE', headers: bearer(tokens.accessToken), body: { password: DEMO_PASSWORD } });
    expect(res.status).toBe(204);
    expect(await server.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    const list = await server.request<Static<typeof AnnouncementPageSchema>>(`/api/org-announcements-management?take=100`);
    expect(list.body.data.map((a) => a.id)).toContain(created!.id);
  });
});
