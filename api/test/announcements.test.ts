import type { Static } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { signAccessToken } from '../src/core/access-token';
import { users } from '../src/modules/users/tables';
import type { AnnouncementPageSchema, AnnouncementSchema, DismissalSchema } from '../src/modules/announcements/dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const MAX = Number.MAX_SAFE_INTEGER;
const BANNER = `/api/org-announcements-management?skip=0&take=${MAX}&filterDismissed=1&filterExpired=1`;
type Page = Static<typeof AnnouncementPageSchema>;

describe('listing', () => {
  test('newest first, with count, paging and take = MAX_SAFE_INTEGER', async () => {
    const all = await server.request<Page>(`/api/org-announcements-management?skip=0&take=${MAX}`);
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    const created = all.body.data.map((a) => Date.parse(a.createdAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);

    const second = await server.request<Page>('/api/org-announcements-management?skip=1&take=1');
    expect(second.body.count).toBe(3);
    expect(second.body.data).toEqual([all.body.data[1]]);
    const none = await server.request<Page>('/api/org-announcements-management?skip=10&take=5');
    expect(none.body).toEqual({ count: 3, data: [] });
  });

  test('filterExpired hides ended announcements', async () => {
    const res = await server.request<Page>(`/api/org-announcements-management?skip=0&take=${MAX}&filterExpired=1`);
    expect(res.body.count).toBe(2);
    expect(res.body.data.every((a) => a.endDate === null || Date.parse(a.endDate) > Date.now())).toBe(true);
  });

  test('the newest is in the request language and carries its link', async () => {
    const en = await server.request<Page>(BANNER);
    expect(en.body.data[0]).toMatchObject({ body: 'New courses open for enrollment this month.', externalLink: 'www.example.org/news' });
    const ar = await server.request<Page>(BANNER, { headers: { 'x-lang': 'ar' } });
    expect(ar.body.data[0]?.body).toBe('دورات جديدة متاحة للتسجيل هذا الشهر.');
    // Untranslated announcements fall back to their own text.
    expect(ar.body.data[1]?.body).toBe('Welcome to Demo Academy! Browse the catalog to get started.');
    const unknownLanguage = await server.request<Page>(BANNER, { headers: { 'x-lang': 'fr' } });
    expect(unknownLanguage.body.data[0]?.body).toBe('New courses open for enrollment this month.');
  });

  test('each organization sees only its own', async () => {
    const nour = await server.request<Page>(BANNER, { headers: { 'x-organization': 'nour' } });
    expect(nour.body.count).toBe(1);
    expect(nour.body.data[0]?.externalLink).toBeNull();
  });

  test('a future start date is hidden by filterExpired', async () => {
    const token = await server.memberToken('nour', { isAdministrator: true });
    const startDate = new Date(Date.now() + 86_400_000).toISOString();
    const created = await server.request<Static<typeof AnnouncementSchema>>('/api/org-announcements-management', {
      method: 'POST', headers: bearer(token), body: { body: 'Coming soon', startDate },
    });
    expect(created.status).toBe(201);
    const listed = await server.request<Page>(BANNER, { headers: bearer(token) });
    expect(listed.body.data.map((a) => a.id)).not.toContain(created.body.id);
    const unfiltered = await server.request<Page>(`/api/org-announcements-management?take=${MAX}`, { headers: bearer(token) });
    expect(unfiltered.body.data[0]?.id).toBe(created.body.id);
  });
});

describe('dismissing', () => {
  test('needs a token: 401 auth-006 without one or with a bad one', async () => {
    const page = await server.request<Page>(BANNER);
    const id = page.body.data[0]!.id;
    for (const headers of [{}, bearer('not-a-token'), { authorization: 'Basic abc' }, bearer(signAccessToken({ userId: 1, organizationId: 1, portals: { isAdministrator: false, isInstructor: false }, sessionFamilyId: '00000000-0000-4000-8000-000000000000' }, { secret: 'other' }))]) {
      const res = await server.request(`/api/org-announcements-management/${id}/dismiss`, { method: 'POST', headers });
      expect([res.status, (res.body as ErrorBody).code]).toEqual([401, 'auth-006']);
    }
  });

  test('an expired token is auth-006', async () => {
    const demoId = await server.organizationId('demo');
    const expired = signAccessToken({ userId: 1, organizationId: demoId, portals: { isAdministrator: false, isInstructor: false }, sessionFamilyId: '00000000-0000-4000-8000-000000000000' }, { now: Date.now() - 16 * 60_000 });
    const res = await server.request(BANNER, { headers: bearer(expired) });
    expect([res.status, (res.body as ErrorBody).message]).toEqual([401, 'Access token expired']);
  });

  test('dismiss is idempotent and filterDismissed then hides it for that user only', async () => {
    const token = await server.memberToken('demo');
    const before = await server.request<Page>(BANNER, { headers: bearer(token) });
    const newest = before.body.data[0]!;
    const first = await server.request<Static<typeof DismissalSchema>>(`/api/org-announcements-management/${newest.id}/dismiss`, { method: 'POST', headers: bearer(token) });
    expect(first.status).toBe(200);
    expect(first.body.announcementId).toBe(newest.id);
    // Clients send a JSON content type with no body; that must work too.
    const again = await server.request(`/api/org-announcements-management/${newest.id}/dismiss`, {
      method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(again.body).toEqual(first.body);

    const after = await server.request<Page>(BANNER, { headers: bearer(token) });
    expect(after.body.data.map((a) => a.id)).not.toContain(newest.id);
    expect(after.body.count).toBe(before.body.count - 1);
    // Anonymous visitors: nothing counts as dismissed.
    const anonymous = await server.request<Page>(BANNER);
    expect(anonymous.body.data[0]?.id).toBe(newest.id);
    // Without filterDismissed the user still sees it.
    const unfiltered = await server.request<Page>(`/api/org-announcements-management?take=${MAX}&filterExpired=1`, { headers: bearer(token) });
    expect(unfiltered.body.data.map((a) => a.id)).toContain(newest.id);
  });

  test("another tenant's announcement is org-003, unknown ids too", async () => {
    const nourAnnouncement = (await server.request<Page>(BANNER, { headers: { 'x-organization': 'nour' } })).body.data[0]!;
    const demoToken = await server.memberToken('demo');
    const res = await server.request(`/api/org-announcements-management/${nourAnnouncement.id}/dismiss`, { method: 'POST', headers: bearer(demoToken) });
    expect([res.status, (res.body as ErrorBody).code]).toEqual([404, 'org-003']);
    const missing = await server.request('/api/org-announcements-management/2147483647/dismiss', { method: 'POST', headers: bearer(demoToken) });
    expect([missing.status, (missing.body as ErrorBody).code]).toEqual([404, 'org-003']);
  });

  test('a demo token used on nour is auth-002', async () => {
    const nourAnnouncement = (await server.request<Page>(BANNER, { headers: { 'x-organization': 'nour' } })).body.data[0]!;
    const demoToken = await server.memberToken('demo');
    const res = await server.request(`/api/org-announcements-management/${nourAnnouncement.id}/dismiss`, {
      method: 'POST', headers: { ...bearer(demoToken), 'x-organization': 'nour' },
    });
    expect([res.status, (res.body as ErrorBody).code]).toEqual([403, 'auth-002']);
  });

  test('a token for a user of another organization is auth-006', async () => {
    const nourId = await server.organizationId('nour');
    const demoToken = await server.memberToken('demo');
    const demoClaims = JSON.parse(Buffer.from(demoToken.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
    // Signed correctly, but that user id (and its session) does not belong to nour.
    const forged = signAccessToken({ userId: Number(demoClaims.sub), organizationId: nourId, portals: { isAdministrator: false, isInstructor: false }, sessionFamilyId: demoClaims.sid });
    const res = await server.request('/api/org-announcements-management/1/dismiss', { method: 'POST', headers: bearer(forged) });
    expect([res.status, (res.body as ErrorBody).code]).toEqual([401, 'auth-006']);
  });
  test('a deactivated user is auth-001', async () => {
    const token = await server.memberToken('nour');
    const email = 'member@nour.halaqa.test';
    await server.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.email, email));
    try {
      const res = await server.request('/api/org-announcements-management/1/dismiss', { method: 'POST', headers: bearer(token) });
      expect([res.status, (res.body as ErrorBody).code]).toEqual([403, 'auth-001']);
    } finally {
      await server.database.db.update(users).set({ deactivatedAt: null }).where(eq(users.email, email));
    }
  });
});

describe('creating', () => {
  test('needs a signed-in administrator of the tenant', async () => {
    const res = await server.request('/api/org-announcements-management', { method: 'POST', body: { body: 'Hello' } });
    expect([res.status, (res.body as ErrorBody).code]).toEqual([401, 'auth-006']);
    const member = await server.request('/api/org-announcements-management', { method: 'POST', headers: bearer(await server.memberToken('demo')), body: { body: 'Hello' } });
    expect([member.status, (member.body as ErrorBody).code]).toEqual([403, 'perm-001']);
  });

  test('creates with translations and answers in the request language', async () => {
    const token = await server.memberToken('demo', { isAdministrator: true });
    const res = await server.request<Static<typeof AnnouncementSchema>>('/api/org-announcements-management', {
      method: 'POST',
      headers: { ...bearer(token), 'x-lang': 'ar' },
      body: { body: 'Exams next week', externalLink: 'www.example.org/exams', translations: [{ language: 'ar', body: 'الاختبارات الأسبوع القادم' }] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ body: 'الاختبارات الأسبوع القادم', externalLink: 'www.example.org/exams', startDate: null, endDate: null });
    const listed = await server.request<Page>(BANNER);
    expect(listed.body.data[0]).toMatchObject({ id: res.body.id, body: 'Exams next week' });
  });

  test('rejects invalid bodies with req-001 / req-003', async () => {
    const token = await server.memberToken('demo', { isAdministrator: true });
    const cases: Array<[unknown, string]> = [
      [{}, 'req-001'],
      [{ body: '' }, 'req-001'],
      [{ body: 'x', startDate: 'yesterday' }, 'req-001'],
      [{ body: 'x', startDate: '2030-01-02T00:00:00Z', endDate: '2030-01-01T00:00:00Z' }, 'req-001'],
      [{ body: 'x', translations: [{ language: 'fr', body: 'y' }] }, 'req-001'],
      [{ body: ['a', 'b'] }, 'req-001'],
      ['{"body": "x"', 'req-003'],
      ['[1,2', 'req-003'],
    ];
    for (const [body, code] of cases) {
      const res = await server.request('/api/org-announcements-management', { method: 'POST', headers: bearer(token), body });
      expect([JSON.stringify(body), res.status, (res.body as ErrorBody).code]).toEqual([JSON.stringify(body), 400, code]);
    }
  });
});
