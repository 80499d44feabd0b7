import type { Static } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_TEMPLATES, type NotificationItem } from '@halaqa/contracts/src/notifications';
import type { ActivityPageSchema, NotificationPageSchema, StreamTicketSchema } from '../src/modules/notifications/dto';
import { recordEvent } from '../src/modules/notifications/events';
import { domainEvents, notifications } from '../src/modules/notifications/tables';
import { processPendingEvents } from '../src/modules/notifications/worker';
import { users } from '../src/modules/users/tables';
import { openEventStream } from './support/event-stream';
import { createCourse } from './support/lms-fixtures';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

type Page = Static<typeof NotificationPageSchema>;
const DEMO = { 'x-organization': 'demo' };
const NOUR = { 'x-organization': 'nour' };

async function userId(prefix: string, email: string): Promise<number> {
  const organizationId = await server.organizationId(prefix);
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, organizationId), eq(users.email, email)));
  return row!.id;
}

const list = (token: string, query = 'skip=0&take=10', headers: Record<string, string> = DEMO) =>
  server.request<Page>(`/api/notifications/v2?${query}`, { headers: { ...headers, ...bearer(token) } });
const unread = async (token: string, headers: Record<string, string> = DEMO) =>
  (await server.request<{ count: number }>('/api/notifications/count', { headers: { ...headers, ...bearer(token) } })).body.count;

/** Polls until `check` holds (the worker runs on commit, a moment later). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function publish(adminToken: string, body: string, headers: Record<string, string> = DEMO, extra: Record<string, unknown> = {}) {
  const res = await server.request<{ id: number }>('/api/org-announcements-management', {
    method: 'POST', headers: { ...headers, ...bearer(adminToken) }, body: { body, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function streamTicket(token: string, headers: Record<string, string> = DEMO) {
  const res = await server.request<Static<typeof StreamTicketSchema>>('/api/sse/ticket', { method: 'POST', headers: { ...headers, ...bearer(token) } });
  expect(res.status).toBe(201);
  return res.body.ticket;
}

const streamUrl = (id: number, ticket: string, query = '') => `${server.baseUrl}/api/sse?id=${id}&token=${encodeURIComponent(ticket)}${query}`;

describe('an announcement reaches every member of its organization, once', () => {
  test('members are notified in their language; the publisher and the other organization are not', async () => {
    const admin = await server.memberToken('demo', { isAdministrator: true });
    const member = await server.memberToken('demo');
    const nourMember = await server.memberToken('nour');
    const before = await unread(member);
    const nourBefore = await unread(nourMember, NOUR);
    const announcementId = await publish(admin, 'Exams week starts Sunday.', DEMO, { translations: [{ language: 'ar', body: 'يبدأ أسبوع الاختبارات يوم الأحد.' }] });

    await eventually(() => unread(member), (count) => count === before + 1);
    const en = await list(member);
    const item = en.body.data[0]!;
    expect(item).toMatchObject({
      text: 'New announcement: Exams week starts Sunday.', readAt: null, category: 'announcement', to: '/dashboard',
      data: { notificationTemplate: NOTIFICATION_TEMPLATES.ANNOUNCEMENT_PUBLISHED, announcementId },
    });
    const ar = await server.request<Page>('/api/notifications?skip=0&take=1', { headers: { ...DEMO, ...bearer(member), 'x-lang': 'ar' } });
    expect(ar.body.data[0]?.text).toBe('إعلان جديد: يبدأ أسبوع الاختبارات يوم الأحد.');
    // language in the query wins (spec: list query has language).
    const arByQuery = await list(member, 'skip=0&take=1&language=ar');
    expect(arByQuery.body.data[0]?.text).toBe('إعلان جديد: يبدأ أسبوع الاختبارات يوم الأحد.');

    const adminList = await list(admin);
    expect(adminList.body.data.some((n) => n.data.announcementId === announcementId)).toBe(false);
    expect(await unread(nourMember, NOUR)).toBe(nourBefore);
  });

  test('an announcement that starts later is heard when it starts, not before', async () => {
    const admin = await server.memberToken('demo', { isAdministrator: true });
    const member = await server.memberToken('demo');
    const startDate = new Date(Date.now() + 3_600_000);
    const announcementId = await publish(admin, 'Later news', DEMO, { startDate: startDate.toISOString() });
    await processPendingEvents(server.database.systemDb, new Date());
    expect((await list(member, 'skip=0&take=50')).body.data.some((n) => n.data.announcementId === announcementId)).toBe(false);
    await processPendingEvents(server.database.systemDb, new Date(startDate.getTime() + 1000));
    const later = (await list(member, 'skip=0&take=50')).body.data.find((n) => n.data.announcementId === announcementId);
    expect(later?.createdAt).toBe(startDate.toISOString());
  });
});

describe('exactly once', () => {
  test('two workers racing over the same events, and a replay, make one notification per member and event', async () => {
    const organizationId = await server.organizationId('nour');
    const member = await userId('nour', 'member@nour.halaqa.test');
    const events = await server.database.systemDb.transaction(async (tx) => Promise.all([1, 2, 3].map((n) => recordEvent(tx, {
      type: 'notification.topic-message', organizationId, audience: { kind: 'users', userIds: [member] }, payload: { text: { en: `race ${n}`, ar: `سباق ${n}` } },
    }))));
    const ids = events.map((event) => event.id);
    await Promise.all([
      processPendingEvents(server.database.systemDb, new Date()),
      processPendingEvents(server.database.systemDb, new Date()),
    ]);
    // A replay: the events look unprocessed again (a crash after insert, before marking).
    await server.database.systemDb.update(domainEvents).set({ processedAt: null }).where(sql`${domainEvents.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    await processPendingEvents(server.database.systemDb, new Date());
    const rows = await server.database.systemDb.select({ eventId: notifications.eventId }).from(notifications)
      .where(and(eq(notifications.userId, member), sql`${notifications.eventId} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`));
    expect(rows.map((row) => row.eventId).sort()).toEqual([...ids].sort());
  });
});

describe('settings', () => {
  test('a silenced group is not notified; account notices cannot be silenced; unknown groups are refused', async () => {
    const admin = await server.memberToken('nour', { isAdministrator: true });
    const member = await server.memberToken('nour');
    const headers = { ...NOUR, ...bearer(member) };
    const groups = await server.request<Array<{ id: number; key: string; name: string }>>('/api/notification-control-groups', { headers: { ...headers, 'x-lang': 'ar' } });
    expect(groups.body.find((group) => group.key === 'announcements')?.name).toBe('الإعلانات');
    const announcements = groups.body.find((group) => group.key === 'announcements')!.id;

    const patched = await server.request<Array<{ notificationControlGroupId: number; isDisabled: boolean }>>('/api/notification-control-groups/settings', {
      method: 'PATCH', headers, body: [{ notificationControlGroupId: announcements, isDisabled: true }],
    });
    expect(patched.status).toBe(200);
    expect(patched.body.find((s) => s.notificationControlGroupId === announcements)?.isDisabled).toBe(true);
    const bad = await server.request<ErrorBody>('/api/notification-control-groups/settings', { method: 'PATCH', headers, body: [{ notificationControlGroupId: 99, isDisabled: true }] });
    expect([bad.status, bad.body.code]).toEqual([400, 'req-001']);

    const silenced = await publish(admin, 'Quiet please', NOUR);
    await processPendingEvents(server.database.systemDb, new Date());
    const seen = await list(member, 'skip=0&take=50', NOUR);
    expect(seen.body.data.some((n) => n.data.announcementId === silenced)).toBe(false);

    await server.request('/api/notification-control-groups/settings', { method: 'PATCH', headers, body: [{ notificationControlGroupId: announcements, isDisabled: false }] });
    const heard = await publish(admin, 'Loud again', NOUR);
    await eventually(() => list(member, 'skip=0&take=50', NOUR), (page) => page.body.data.some((n) => n.data.announcementId === heard));
  });
});

describe('reading, deleting and tenancy', () => {
  test('read one decrements the count, read all zeroes it, delete hides (undo restores); ids of others answer 404', async () => {
    const admin = await server.memberToken('demo', { isAdministrator: true });
    const member = await server.memberToken('demo');
    const other = await server.memberToken('demo', 'instructor@demo.halaqa.test');
    const nourMember = await server.memberToken('nour');
    const published = [await publish(admin, 'One'), await publish(admin, 'Two')];
    // Both made (the worker may still be writing the second when the first shows): only then is the count settled.
    const page = await eventually(() => list(member, 'skip=0&take=50&unread=1'),
      (p) => published.every((id) => p.body.data.some((n) => n.data.announcementId === id)));
    const [first, second] = published.map((id) => page.body.data.find((n) => n.data.announcementId === id)!) as [NotificationItem, NotificationItem];
    const count = await unread(member);

    for (const [token, headers] of [[other, DEMO], [nourMember, NOUR]] as const) {
      const read = await server.request<ErrorBody>(`/api/notifications/read/${first.id}`, { method: 'POST', headers: { ...headers, ...bearer(token) } });
      expect([read.status, read.body.code]).toEqual([404, 'ntf-001']);
      const removed = await server.request<ErrorBody>(`/api/notifications/${first.id}`, { method: 'DELETE', headers: { ...headers, ...bearer(token) } });
      expect([removed.status, removed.body.code]).toEqual([404, 'ntf-001']);
    }

    const read = await server.request<{ readAt: string }>(`/api/notifications/read/${first.id}`, { method: 'POST', headers: { ...DEMO, ...bearer(member) } });
    expect(read.status).toBe(200);
    const again = await server.request<{ readAt: string }>(`/api/notifications/read/${first.id}`, { method: 'POST', headers: { ...DEMO, ...bearer(member) } });
    expect(again.body.readAt).toBe(read.body.readAt);
    expect(await unread(member)).toBe(count - 1);

    const deleted = await server.request(`/api/notifications/${second.id}`, { method: 'DELETE', headers: { ...DEMO, ...bearer(member) } });
    expect(deleted.status).toBe(204);
    expect(await unread(member)).toBe(count - 2);
    expect((await list(member, 'skip=0&take=100')).body.data.some((n) => n.id === second.id)).toBe(false);
    const restored = await server.request<NotificationItem>(`/api/notifications/${second.id}/restore`, { method: 'POST', headers: { ...DEMO, ...bearer(member) } });
    expect(restored.body.id).toBe(second.id);
    expect(await unread(member)).toBe(count - 1);

    const all = await server.request<{ read: number }>('/api/notifications/read', { method: 'POST', headers: { ...DEMO, ...bearer(member) } });
    expect(all.body.read).toBeGreaterThanOrEqual(1);
    expect(await unread(member)).toBe(0);
  });

  test('bad input answers 4xx with a code', async () => {
    const member = await server.memberToken('demo');
    const headers = { ...DEMO, ...bearer(member) };
    const cases: Array<[string, string, unknown]> = [
      ['GET', '/api/notifications?take=0', undefined],
      ['GET', '/api/notifications/v2?skip=-1', undefined],
      ['GET', '/api/notifications/v2?unread=2', undefined],
      ['POST', '/api/notifications/read/abc', undefined],
      ['DELETE', '/api/notifications/0', undefined],
      ['PATCH', '/api/notification-control-groups/settings', []],
      ['PATCH', '/api/notification-control-groups/settings', [{ notificationControlGroupId: 1 }]],
      ['POST', '/api/notifications/add-token', { token: '' }],
      ['POST', '/api/notifications/add-token', { token: 'has space' }],
      ['GET', '/api/activity-log?take=1000', undefined],
    ];
    for (const [method, path, body] of cases) {
      const res = await server.request<ErrorBody>(path, { method, headers, body });
      expect([path, res.status, res.body.code]).toEqual([path, 400, 'req-001']);
    }
    const visitor = await server.request<ErrorBody>('/api/notifications/count', { headers: DEMO });
    expect([visitor.status, visitor.body.code]).toEqual([401, 'auth-006']);
    const notAdmin = await server.request<ErrorBody>('/api/notifications/send-to-topic', { method: 'POST', headers, body: { topic: 'members', text: 'hi' } });
    expect([notAdmin.status, notAdmin.body.code]).toEqual([403, 'perm-001']);
  });
});

describe('push tokens', () => {
  test('a registered device gets each notification through the push adapter (the development mailbox by default)', async () => {
    const member = await server.memberToken('nour');
    const admin = await server.memberToken('nour', { isAdministrator: true });
    const token = `device-${Date.now()}`;
    const headers = { ...NOUR, ...bearer(member) };
    expect((await server.request('/api/notifications/add-token', { method: 'POST', headers, body: { token } })).status).toBe(204);
    expect((await server.request('/api/notifications/add-token', { method: 'POST', headers, body: { token } })).status).toBe(204);
    const sent = await server.request<{ eventId: number }>('/api/notifications/send-to-topic', {
      method: 'POST', headers: { ...NOUR, ...bearer(admin) }, body: { topic: 'members', text: 'Campus closed tomorrow', arText: 'الحرم مغلق غداً' },
    });
    expect(sent.status).toBe(202);
    const pushes = await eventually(() => server.outbox(token), (entries) => entries.length > 0);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({ channel: 'push', body: 'الحرم مغلق غداً', language: 'ar' });
    expect((await server.request(`/api/notifications/fcmtoken/${token}`, { method: 'DELETE', headers })).status).toBe(204);
  });
});

describe('sign-ins, password changes and enrollments', () => {
  const agent = (browser: string) => ({ 'user-agent': browser });
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Safari/537.36';
  const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0';

  async function login(email: string, userAgent: string) {
    const res = await server.request<{ status: string; tokens: { accessToken: string } }>('/api/auth/login', {
      method: 'POST', headers: { ...DEMO, ...agent(userAgent) }, body: { email, password: 'Halaqa!2026' },
    });
    expect(res.status).toBe(200);
    return res.body.tokens.accessToken;
  }

  test('a sign-in from a new browser notifies; the same browser again does not; both are in the activity log', async () => {
    const email = 'instructor@demo.halaqa.test';
    const accountNotices = async (token: string) => {
      await processPendingEvents(server.database.systemDb, new Date());
      return (await list(token, 'skip=0&take=50')).body.data.filter((n) => n.category === 'account');
    };
    const first = await login(email, CHROME);
    const known = (await accountNotices(first)).length;
    const again = await login(email, CHROME);
    expect(await accountNotices(again)).toHaveLength(known);

    const fromPhone = await login(email, FIREFOX);
    const noticed = await accountNotices(fromPhone);
    expect(noticed).toHaveLength(known + 1);
    expect(noticed[0]).toMatchObject({
      text: expect.stringContaining('Firefox on Android'), to: '/activity-log',
    });

    const log = await server.request<Static<typeof ActivityPageSchema>>('/api/activity-log?skip=0&take=2', { headers: { ...DEMO, ...bearer(first) } });
    expect(log.body.count).toBeGreaterThanOrEqual(3);
    expect(log.body.data[0]).toMatchObject({ type: 'sign-in', device: 'Firefox on Android', address: '127.0.0.1' });
    const ar = await server.request<Static<typeof ActivityPageSchema>>('/api/activity-log?skip=0&take=1', { headers: { ...DEMO, ...bearer(first), 'x-lang': 'ar' } });
    expect(ar.body.data[0]?.text).toBe('تسجيل دخول من Firefox on Android');
  });

  test('another organization sees none of it', async () => {
    const nour = await server.memberToken('nour');
    const log = await server.request<Static<typeof ActivityPageSchema>>('/api/activity-log', { headers: { ...NOUR, ...bearer(nour) } });
    expect(log.body.data.every((entry) => entry.type !== 'sign-in' || entry.device !== 'Firefox on Android')).toBe(true);
  });

  test('enrolling notifies the member and joins the log; a changed password notifies even with every group off', async () => {
    const organizationId = await server.organizationId('demo');
    const courseId = await createCourse(server.database.db, organizationId, { name: 'Notified Course' });
    const { tokens } = await server.signIn('demo', 'newcomer@demo.halaqa.test');
    const headers = { ...DEMO, ...bearer(tokens.accessToken) };
    const everyGroupOff = (await server.request<Array<{ id: number }>>('/api/notification-control-groups', { headers })).body
      .map((group) => ({ notificationControlGroupId: group.id, isDisabled: false }));
    await server.request('/api/notification-control-groups/settings', { method: 'PATCH', headers, body: everyGroupOff });

    expect((await server.request(`/api/courses/${courseId}/enroll`, { method: 'POST', headers })).status).toBe(200);
    const enrolled = await eventually(() => list(tokens.accessToken), (page) => page.body.data.some((n) => n.data.courseId === courseId));
    expect(enrolled.body.data.find((n) => n.data.courseId === courseId)).toMatchObject({
      text: 'You are enrolled in “Notified Course”.', to: `/lms/courses/${courseId}/overview`, category: 'course',
    });

    await server.request('/api/notification-control-groups/settings', { method: 'PATCH', headers, body: everyGroupOff.map((s) => ({ ...s, isDisabled: true })) });
    const changed = await server.request('/api/user/change-password', { method: 'PATCH', headers, body: { oldPassword: 'Halaqa!2026', newPassword: 'Another!2027' } });
    expect(changed.status).toBe(200);
    await eventually(() => list(tokens.accessToken), (page) => page.body.data.some((n) => n.data.notificationTemplate === NOTIFICATION_TEMPLATES.PASSWORD_CHANGED));
    const log = await server.request<Static<typeof ActivityPageSchema>>('/api/activity-log', { headers });
    expect(log.body.data.slice(0, 2).map((entry) => entry.type)).toEqual(['password-changed', 'course-enrolled']);
  });
});

describe('GET sse', () => {
  test('a ticket opens the stream once; the stream sends the count, then each new notification live', async () => {
    const admin = await server.memberToken('demo', { isAdministrator: true });
    const member = await server.memberToken('demo', 'events@demo.halaqa.test');
    const id = await userId('demo', 'events@demo.halaqa.test');
    const ticket = await streamTicket(member);
    const stream = await openEventStream(streamUrl(id, ticket, '&lang=ar'));
    expect(stream.status).toBe(200);
    // The security headers of every answer, on the stream too.
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const count = JSON.parse((await stream.next((event) => event.event === 'unread-count')).data) as { count: number };

    const reused = await server.request<ErrorBody>(`/api/sse?id=${id}&token=${encodeURIComponent(ticket)}`);
    expect([reused.status, reused.body.code]).toEqual([401, 'ntf-002']);

    const started = Date.now();
    const announcementId = await publish(admin, 'Live now', DEMO, { translations: [{ language: 'ar', body: 'مباشر الآن' }] });
    const live = await stream.next((event) => event.event === 'notification');
    expect(Date.now() - started).toBeLessThan(2000);
    const item = JSON.parse(live.data) as NotificationItem;
    expect(item).toMatchObject({ text: 'إعلان جديد: مباشر الآن', data: { announcementId } });
    expect(live.id).toBe(String(item.id));
    const after = await stream.next((event) => event.event === 'unread-count' && JSON.parse(event.data).count === count.count + 1);
    expect(after).toBeDefined();

    // Reading elsewhere (another tab, another device) updates the count here.
    const from = stream.events.length;
    await server.request(`/api/notifications/read/${item.id}`, { method: 'POST', headers: { ...DEMO, ...bearer(member) } });
    await stream.next((event) => event.event === 'unread-count' && JSON.parse(event.data).count === count.count, 5000, from);
    stream.close();
  });

  test('another member id, a made-up or expired ticket is refused', async () => {
    const member = await server.memberToken('demo', 'events@demo.halaqa.test');
    const id = await userId('demo', 'events@demo.halaqa.test');
    const ticket = await streamTicket(member);
    const wrongMember = await server.request<ErrorBody>(`/api/sse?id=${id + 1}&token=${encodeURIComponent(ticket)}`);
    expect([wrongMember.status, wrongMember.body.code]).toEqual([401, 'ntf-002']);
    const madeUp = await server.request<ErrorBody>(`/api/sse?id=${id}&token=${'x'.repeat(43)}`);
    expect([madeUp.status, madeUp.body.code]).toEqual([401, 'ntf-002']);
    const noToken = await server.request<ErrorBody>(`/api/sse?id=${id}`);
    expect([noToken.status, noToken.body.code]).toEqual([400, 'req-001']);

    const expiredTicket = await streamTicket(member);
    await server.database.systemDb.execute(sql`update stream_tickets set expires_at = now() - interval '1 second' where used_at is null`);
    const expired = await server.request<ErrorBody>(`/api/sse?id=${id}&token=${encodeURIComponent(expiredTicket)}`);
    expect([expired.status, expired.body.code]).toEqual([401, 'ntf-002']);
  });

  test('logging out refuses unused tickets and ends open streams with session-ended', async () => {
    const signedIn = await server.signIn('demo', 'coach@demo.halaqa.test');
    const token = signedIn.tokens.accessToken;
    const id = await userId('demo', 'coach@demo.halaqa.test');
    const stream = await openEventStream(streamUrl(id, await streamTicket(token)));
    await stream.next((event) => event.event === 'unread-count');
    const spare = await streamTicket(token);
    expect((await server.request('/api/auth/logout', { method: 'POST', headers: { ...DEMO, ...bearer(token) }, body: { removeAll: false } })).status).toBe(204);
    await stream.next((event) => event.event === 'session-ended');
    await stream.ended;
    const refused = await server.request<ErrorBody>(`/api/sse?id=${id}&token=${encodeURIComponent(spare)}`);
    expect([refused.status, refused.body.code]).toEqual([401, 'ntf-002']);
  });

  test('Last-Event-ID resumes with what was missed, in order, nothing twice', async () => {
    const admin = await server.memberToken('nour', { isAdministrator: true });
    const member = await server.memberToken('nour', 'events@nour.halaqa.test');
    const id = await userId('nour', 'events@nour.halaqa.test');
    const first = await openEventStream(streamUrl(id, await streamTicket(member, NOUR)));
    await first.next((event) => event.event === 'unread-count');
    await publish(admin, 'Before the drop', NOUR);
    const seen = await first.next((event) => event.event === 'notification');
    first.close();

    const missed = [await publish(admin, 'Missed one', NOUR), await publish(admin, 'Missed two', NOUR)];
    await eventually(() => unread(member, NOUR), () => true);
    await processPendingEvents(server.database.systemDb, new Date());
    const resumed = await openEventStream(streamUrl(id, await streamTicket(member, NOUR)), { 'last-event-id': seen.id! });
    await resumed.next((event) => event.event === 'unread-count');
    const replayed = resumed.events.filter((event) => event.event === 'notification').map((event) => (JSON.parse(event.data) as NotificationItem).data.announcementId);
    expect(replayed).toEqual(missed);
    resumed.close();
  });
});
