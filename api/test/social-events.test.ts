import { CONFIG_KEYS } from '@halaqa/contracts';
import { and, eq } from 'drizzle-orm';
import { noticeOf } from '../src/modules/notifications/notices';
import {
  socialEventAttendanceItems, socialEventEnrollments, socialEventHosts, socialEvents, socialEventTranslations,
} from '../src/modules/social/tables';
import { callsTo, headersOf, type Headers } from './support/api-calls';
import { createMembers, setConfig, type TestMember } from './support/lms-fixtures';
import {
  addHost, createEvent, domainEventsOf, enrollmentsOf, eventRow, hoursFromNow, userIdOf,
} from './support/social-events-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let demo: number;
let nour: number;
let members: TestMember[];
let admin: Headers;
let instructor: Headers;
let instructorId: number;
const call = callsTo(() => server);
const visitor: Headers = { 'x-organization': 'demo' };

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  members = await createMembers(server.database.db, demo, 6);
  admin = { ...bearer(await server.memberToken('demo', 'admin@demo.halaqa.test')), 'x-organization': 'demo' };
  instructor = { ...bearer(await server.memberToken('demo', 'instructor@demo.halaqa.test')), 'x-organization': 'demo' };
  instructorId = await userIdOf(server.database.db, demo, 'instructor@demo.halaqa.test');
});
afterAll(async () => { await server.close(); });

const as = (index: number) => headersOf(members[index]!);
const db = () => server.database.db;

interface Card { id: number; title: string; myStatus: string | null; isFavorite: boolean; placesLeft: number | null; enrollmentAlert: { kind: string } | null }
interface Page { count: number; data: Card[] }

describe('gates', () => {
  test('visitors read where anonymous event view is on, else 401 lms-001; member calls want a sign-in', async () => {
    const eventId = await createEvent(db(), demo);
    expect((await call('GET', `/api/events/${eventId}`, visitor)).status).toBe(200);
    expect((await call<Page>('GET', '/api/events', visitor)).status).toBe(200);
    expect((await call('POST', `/api/events/${eventId}/enrollments`, visitor, {})).status).toBe(401);
    const restore = await setConfig(db(), demo, CONFIG_KEYS.allowAnonymousEventView, false);
    try {
      for (const path of ['/api/events', `/api/events/${eventId}`, `/api/events/${eventId}/calendar.ics`]) {
        const res = await call('GET', path, visitor);
        expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 401, code: 'lms-001' });
      }
      expect((await call('GET', `/api/events/${eventId}`, as(0))).status).toBe(200);
    } finally {
      await restore();
    }
  });

  test('nour has no social events: 403 perm-001 for visitors, members and administrators', async () => {
    const nourMember = { ...bearer(await server.memberToken('nour', 'member@nour.halaqa.test')), 'x-organization': 'nour' };
    const nourAdmin = { ...bearer(await server.memberToken('nour', 'admin@nour.halaqa.test')), 'x-organization': 'nour' };
    for (const [headers, method, path] of [
      [{ 'x-organization': 'nour' }, 'GET', '/api/events'],
      [nourMember, 'GET', '/api/events'],
      [nourMember, 'GET', '/api/events/mine'],
      [nourAdmin, 'POST', '/api/events'],
    ] as const) {
      const res = await call(method, path, headers, method === 'POST' ? { title: 'x', startTime: hoursFromNow(2).toISOString(), endingTime: hoursFromNow(3).toISOString() } : undefined);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 403, code: 'perm-001' });
    }
  });

  test("another organization's event is 404 to demo callers, whatever the call", async () => {
    const nourEvent = await createEvent(db(), nour);
    for (const [method, path, body] of [
      ['GET', `/api/events/${nourEvent}`, undefined],
      ['POST', `/api/events/${nourEvent}/enrollments`, {}],
      ['PUT', `/api/events/${nourEvent}/favorite`, undefined],
      ['GET', `/api/events/${nourEvent}/ticket`, undefined],
      ['PATCH', `/api/events/${nourEvent}`, { title: 'Taken over' }],
      ['POST', `/api/events/${nourEvent}/cancel`, undefined],
    ] as const) {
      const res = await call(method, path, method === 'PATCH' || method === 'POST' && path.endsWith('cancel') ? admin : as(0), body);
      expect({ method, path, status: res.status, code: res.body.code }).toEqual({ method, path, status: 404, code: 'req-002' });
    }
    expect((await eventRow(db(), nourEvent)).cancelledAt).toBeNull();
  });

  test('members cannot manage; coaches (no access-events) cannot even read; a non-host cannot check in or list attendees', async () => {
    const eventId = await createEvent(db(), demo);
    const create = await call('POST', '/api/events', as(0), { title: 'Mine', startTime: hoursFromNow(5).toISOString(), endingTime: hoursFromNow(6).toISOString() });
    expect([create.status, create.body.code]).toEqual([403, 'perm-001']);
    const coach = { ...bearer(await server.memberToken('demo', 'coach@demo.halaqa.test')), 'x-organization': 'demo' };
    expect((await call('GET', '/api/events', coach)).body.code).toBe('perm-001');
    const attendees = await call('GET', `/api/events/${eventId}/enrollments`, as(0));
    expect([attendees.status, attendees.body.code]).toEqual([403, 'evt-009']);
    const checkIn = await call('POST', `/api/events/${eventId}/check-in`, as(0), { attendanceItemId: 1, code: 'x.y' });
    expect([checkIn.status, checkIn.body.code]).toEqual([403, 'evt-009']);
  });
});

describe('list and details', () => {
  test('lists published upcoming events, hides drafts, cancelled and long-ended ones; PAST newest first; search in either language', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const upcoming = await createEvent(db(), demo, { title: `${tag} upcoming`, startTime: hoursFromNow(10), endingTime: hoursFromNow(12) });
    const later = await createEvent(db(), demo, { title: `${tag} later`, startTime: hoursFromNow(20), endingTime: hoursFromNow(22), price: 5000 });
    const draft = await createEvent(db(), demo, { title: `${tag} draft`, isPublished: false });
    const cancelled = await createEvent(db(), demo, { title: `${tag} cancelled`, cancelledAt: new Date() });
    const recent = await createEvent(db(), demo, { title: `${tag} recent`, startTime: hoursFromNow(-50), endingTime: hoursFromNow(-48) });
    const older = await createEvent(db(), demo, { title: `${tag} older`, startTime: hoursFromNow(-100), endingTime: hoursFromNow(-98) });
    const ancient = await createEvent(db(), demo, { title: `${tag} ancient`, startTime: hoursFromNow(-24 * 40), endingTime: hoursFromNow(-24 * 31) });
    await db().insert(socialEventTranslations).values({ organizationId: demo, eventId: upcoming, language: 'ar', title: `${tag} عربي` });

    const ids = async (query: string, headers = as(0)) => (await call<Page>('GET', `/api/events?search=${encodeURIComponent(tag)}${query}`, headers)).body.data.map((card) => card.id);
    expect(await ids('')).toEqual([upcoming, later]);
    expect(await ids('&when=PAST')).toEqual([recent, older]);
    expect(await ids('&when=ALL')).toEqual([older, recent, upcoming, later]);
    expect(await ids('&price=PAID')).toEqual([later]);
    expect(await ids('&price=FREE&take=1')).toEqual([upcoming]);
    expect((await call<Page>('GET', `/api/events?search=${encodeURIComponent(`${tag} عربي`)}`, as(0))).body.data.map((card) => card.id)).toEqual([upcoming]);
    const arabic = await call<Page>('GET', `/api/events?search=${encodeURIComponent(tag)}`, { ...as(0), 'x-lang': 'ar' });
    expect(arabic.body.data[0]!.title).toBe(`${tag} عربي`);
    expect(arabic.body.count).toBe(2);
    for (const hidden of [draft, cancelled, ancient]) expect(await ids('&when=ALL')).not.toContain(hidden);
    // Drafts are 404 to members, visible to managers.
    expect((await call('GET', `/api/events/${draft}`, as(0))).status).toBe(404);
    expect((await call('GET', `/api/events/${draft}`, admin)).status).toBe(200);
  });

  test('the enrollment alert: opens within 3 days, or closes within 3 days', async () => {
    const opens = await createEvent(db(), demo, { enrollmentStartsAt: hoursFromNow(30), startTime: hoursFromNow(24 * 6), endingTime: hoursFromNow(24 * 6 + 2) });
    const closes = await createEvent(db(), demo, { enrollmentEndsAt: hoursFromNow(30), startTime: hoursFromNow(24 * 6), endingTime: hoursFromNow(24 * 6 + 2) });
    const far = await createEvent(db(), demo, { enrollmentEndsAt: hoursFromNow(24 * 5), startTime: hoursFromNow(24 * 6), endingTime: hoursFromNow(24 * 6 + 2) });
    const alertOf = async (id: number) => (await call<Card>('GET', `/api/events/${id}`, as(0))).body.enrollmentAlert;
    expect(await alertOf(opens)).toEqual({ kind: 'OPENS_SOON', at: expect.any(String) });
    expect(await alertOf(closes)).toEqual({ kind: 'CLOSES_SOON', at: expect.any(String) });
    expect(await alertOf(far)).toBeNull();
  });

  test('the meeting address only to the enrolled, from 15 minutes before the start', async () => {
    const soon = await createEvent(db(), demo, { meetingUrl: 'https://meet.example.org/soon', startTime: hoursFromNow(0.1), endingTime: hoursFromNow(1) });
    const later = await createEvent(db(), demo, { meetingUrl: 'https://meet.example.org/later' });
    for (const id of [soon, later]) expect((await call('POST', `/api/events/${id}/enrollments`, as(1), {})).status).toBe(201);
    const urlOf = async (id: number, headers: Headers) => (await call<{ meetingUrl: string | null }>('GET', `/api/events/${id}`, headers)).body.meetingUrl;
    expect(await urlOf(soon, as(1))).toBe('https://meet.example.org/soon');
    expect(await urlOf(soon, as(2))).toBeNull();
    expect(await urlOf(soon, visitor)).toBeNull();
    expect(await urlOf(later, as(1))).toBeNull();
  });

  test('details: hosts, guests, amHost, canManage, credit hours; calendar.ics', async () => {
    const created = await call<{ id: number; hosts: unknown[]; description: string; canManage: boolean }>('POST', '/api/events', admin, {
      title: 'Calendar; test, event', description: '<p>Hello <script>alert(1)</script><b>world</b></p>', startTime: '2030-03-01T10:00:00Z',
      endingTime: '2030-03-01T12:00:00Z', isPublished: true, type: 'ON_SITE', location: 'Riyadh, Hall 1', latitude: 24.7136, longitude: 46.6753, creditHours: '2.5',
    });
    expect(created.status).toBe(201);
    expect(created.body.description).toBe('<p>Hello <b>world</b></p>');
    expect(created.body.canManage).toBe(true);
    const eventId = created.body.id;
    expect((await call('PUT', `/api/events/${eventId}/hosts/${instructorId}`, admin)).status).toBe(204);
    expect((await call('PUT', `/api/events/${eventId}/hosts/${instructorId}`, admin)).status).toBe(204);
    const guest = await call<{ id: number }>('POST', `/api/events/${eventId}/guests`, admin, { name: 'Dr. Guest', bio: 'Speaker' });
    expect(guest.status).toBe(201);
    expect((await call('PUT', `/api/events/${eventId}/translations/ar`, admin, { title: 'فعالية التقويم' })).status).toBe(204);
    const asHost = await call<{ amHost: boolean; canManage: boolean; hosts: Array<{ id: number }>; guests: Array<{ name: string }> }>('GET', `/api/events/${eventId}`, instructor);
    expect(asHost.body).toMatchObject({ amHost: true, canManage: false, hosts: [{ id: instructorId }], guests: [{ name: 'Dr. Guest' }] });
    expect((await call<{ title: string }>('GET', `/api/events/${eventId}`, { ...as(0), 'x-lang': 'ar' })).body.title).toBe('فعالية التقويم');
    expect((await call('DELETE', `/api/events/${eventId}/guests/${guest.body.id}`, admin)).status).toBe(204);
    expect((await call('DELETE', `/api/events/${eventId}/guests/${guest.body.id}`, admin)).body.code).toBe('req-002');

    const ics = await server.request<string>(`/api/events/${eventId}/calendar.ics`, { headers: as(0) });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.text).toContain(`UID:event-${eventId}@demo\r\n`);
    expect(ics.text).toContain('DTSTART:20300301T100000Z\r\n');
    expect(ics.text).toContain('DTEND:20300301T120000Z\r\n');
    expect(ics.text).toContain('SUMMARY:Calendar\\; test\\, event\r\n');
    expect(ics.text).toContain('LOCATION:Riyadh\\, Hall 1\r\n');
    expect(ics.text).not.toContain('<');
    expect(ics.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});

describe('joining and leaving', () => {
  test('refusals: closed (window, started, cancelled), already, paid, full', async () => {
    const cases: Array<[string, Parameters<typeof createEvent>[2], string]> = [
      ['window not open', { enrollmentStartsAt: hoursFromNow(5) }, 'evt-001'],
      ['window closed', { enrollmentEndsAt: hoursFromNow(-1) }, 'evt-001'],
      ['started', { startTime: hoursFromNow(-1), endingTime: hoursFromNow(1) }, 'evt-001'],
      ['cancelled', { cancelledAt: new Date() }, 'evt-001'],
      ['paid', { price: 15000 }, 'evt-004'],
      ['full', { maxEnrollmentCount: 1, enrolledCount: 1 }, 'evt-003'],
    ];
    for (const [name, fixture, code] of cases) {
      const eventId = await createEvent(db(), demo, fixture);
      const res = await call('POST', `/api/events/${eventId}/enrollments`, as(0), {});
      expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 409, code });
    }
    const eventId = await createEvent(db(), demo);
    expect((await call('POST', `/api/events/${eventId}/enrollments`, as(0), {})).body).toEqual({ status: 'ENROLLED' });
    const again = await call('POST', `/api/events/${eventId}/enrollments`, as(0), { waitlist: true });
    expect([again.status, again.body.code]).toEqual([409, 'evt-002']);
    expect((await call('POST', `/api/events/${eventId}/enrollments`, as(0), { waitlist: 'yes' })).body.code).toBe('req-001');
    expect((await call('POST', '/api/events/0/enrollments', as(0), {})).body.code).toBe('req-001');
    expect((await call('POST', '/api/events/2147483647/enrollments', as(0), {})).body.code).toBe('req-002');
    expect((await eventRow(db(), eventId)).enrolledCount).toBe(1);
  });

  test('a full event takes the waitlist on request; leaving promotes the first waitlisted in the same transaction', async () => {
    const eventId = await createEvent(db(), demo, { maxEnrollmentCount: 1 });
    expect((await call('POST', `/api/events/${eventId}/enrollments`, as(0), {})).body).toEqual({ status: 'ENROLLED' });
    expect((await call('POST', `/api/events/${eventId}/enrollments`, as(1), {})).body.code).toBe('evt-003');
    expect((await call('POST', `/api/events/${eventId}/enrollments`, as(1), { waitlist: true })).body).toEqual({ status: 'WAITLISTED', position: 1 });
    expect((await call('POST', `/api/events/${eventId}/enrollments`, as(2), { waitlist: true })).body).toEqual({ status: 'WAITLISTED', position: 2 });
    const details = async (i: number) => (await call<{ myStatus: string | null; waitlistPosition: number | null; placesLeft: number }>('GET', `/api/events/${eventId}`, as(i))).body;
    expect(await details(2)).toMatchObject({ myStatus: 'WAITLISTED', waitlistPosition: 2, placesLeft: 0 });
    const mine = await call<Page>('GET', '/api/events/mine?take=50', as(2));
    expect(mine.body.data.find((card) => card.id === eventId)?.myStatus).toBe('WAITLISTED');

    expect((await call('DELETE', `/api/events/${eventId}/enrollments/mine`, as(0))).status).toBe(204);
    expect(await details(1)).toMatchObject({ myStatus: 'ENROLLED', waitlistPosition: null });
    expect(await details(2)).toMatchObject({ myStatus: 'WAITLISTED', waitlistPosition: 1 });
    expect((await eventRow(db(), eventId)).enrolledCount).toBe(1);
    const promoted = (await domainEventsOf(db(), eventId)).filter((event) => event.type === 'event.waitlist-promoted');
    expect(promoted.map((event) => event.audience)).toEqual([{ kind: 'users', userIds: [members[1]!.id] }]);
    // Recorded only: the enrolled event has no audience.
    expect((await domainEventsOf(db(), eventId)).filter((event) => event.type === 'event.enrolled').every((event) => event.audience.kind === 'none')).toBe(true);

    const notIn = await call('DELETE', `/api/events/${eventId}/enrollments/mine`, as(0));
    expect([notIn.status, notIn.body.code]).toEqual([404, 'evt-005']);
    // The waitlisted leave without freeing a place; leaving and joining again queues at the end.
    expect((await call('DELETE', `/api/events/${eventId}/enrollments/mine`, as(2))).status).toBe(204);
    expect((await eventRow(db(), eventId)).enrolledCount).toBe(1);
    expect((await call('POST', `/api/events/${eventId}/enrollments`, as(0), { waitlist: true })).body).toEqual({ status: 'WAITLISTED', position: 1 });
  });

  test('more places (PATCH) go to the waitlist at once; fewer than taken is 400', async () => {
    const eventId = await createEvent(db(), demo, { maxEnrollmentCount: 1 });
    await call('POST', `/api/events/${eventId}/enrollments`, as(3), {});
    await call('POST', `/api/events/${eventId}/enrollments`, as(4), { waitlist: true });
    await call('POST', `/api/events/${eventId}/enrollments`, as(5), { waitlist: true });
    const raised = await call<{ enrolledCount: number }>('PATCH', `/api/events/${eventId}`, admin, { maxEnrollmentCount: 2 });
    expect(raised.body.enrolledCount).toBe(2);
    const statuses = (await enrollmentsOf(db(), eventId)).map((row) => [row.userId, row.status, row.source]);
    expect(statuses).toEqual([[members[3]!.id, 'ENROLLED', 'FREE'], [members[4]!.id, 'ENROLLED', 'WAITLIST'], [members[5]!.id, 'WAITLISTED', 'FREE']]);
    const lowered = await call('PATCH', `/api/events/${eventId}`, admin, { maxEnrollmentCount: 1 });
    expect([lowered.status, lowered.body.code]).toEqual([400, 'req-001']);
  });

  test('favorites and seen are idempotent', async () => {
    const eventId = await createEvent(db(), demo);
    for (let i = 0; i < 2; i += 1) expect((await call('PUT', `/api/events/${eventId}/favorite`, as(3))).status).toBe(204);
    const favorites = await call<Page>('GET', '/api/events/favorites?take=50', as(3));
    expect(favorites.body.data.find((card) => card.id === eventId)?.isFavorite).toBe(true);
    for (let i = 0; i < 2; i += 1) expect((await call('DELETE', `/api/events/${eventId}/favorite`, as(3))).status).toBe(204);
    expect((await call<Page>('GET', '/api/events/favorites?take=50', as(3))).body.data.map((card) => card.id)).not.toContain(eventId);
    expect((await call('POST', `/api/events/${eventId}/seen`, as(3))).status).toBe(204);
    expect((await call('POST', `/api/events/${eventId}/seen`, as(3))).status).toBe(204);
  });
});

describe('tickets and check-in', () => {
  test('a host checks a ticket in once per item; forged, altered, other-event and given-up tickets are refused', async () => {
    const eventId = await createEvent(db(), demo, { creditHours: '3' });
    const otherEvent = await createEvent(db(), demo);
    await addHost(db(), demo, eventId, instructorId);
    const [item] = await db().insert(socialEventAttendanceItems).values({ organizationId: demo, eventId, title: 'Day 1', startsAt: hoursFromNow(48), creditHours: '1.5' }).returning();
    expect((await call('GET', `/api/events/${eventId}/ticket`, as(0))).body.code).toBe('evt-005');
    await call('POST', `/api/events/${eventId}/enrollments`, as(0), {});
    await call('POST', `/api/events/${otherEvent}/enrollments`, as(0), {});
    const ticket = await call<{ code: string; qrSvg: string; status: string; checkIns: unknown[] }>('GET', `/api/events/${eventId}/ticket`, as(0));
    expect(ticket.status).toBe(200);
    expect(ticket.body.qrSvg).toMatch(/^<svg/);
    expect(ticket.body.checkIns).toEqual([]);
    const otherTicket = (await call<{ code: string }>('GET', `/api/events/${otherEvent}/ticket`, as(0))).body.code;

    const checkIn = (code: string, headers = instructor, attendanceItemId = item!.id) => call<{ member: { id: number }; checkedInAt: string }>('POST', `/api/events/${eventId}/check-in`, headers, { attendanceItemId, code });
    const [body, signature] = ticket.body.code.split('.') as [string, string];
    // The second-to-last character carries whole bits of the HMAC (the last one may carry padding bits only): it is swapped for another.
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.slice(-1)}`;
    const forgedBody = Buffer.from(Buffer.from(body, 'base64url').toString().replace(/\.(\d+)\./, (_m, id) => `.${Number(id) + 1}.`)).toString('base64url');
    for (const [name, code] of [['altered signature', `${body}.${flipped}`], ['forged body', `${forgedBody}.${signature}`], ['unreadable', 'not-a-ticket'], ['empty signature', `${body}.`]]) {
      const res = await checkIn(code!);
      expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status: 400, code: 'evt-006' });
    }
    const other = await checkIn(otherTicket);
    expect([other.status, other.body.code]).toEqual([409, 'evt-007']);
    expect((await checkIn(ticket.body.code, as(1))).body.code).toBe('evt-009');
    const first = await checkIn(ticket.body.code);
    expect(first.status).toBe(201);
    expect(first.body.member.id).toBe(members[0]!.id);
    const reused = await checkIn(ticket.body.code);
    expect([reused.status, reused.body.code]).toEqual([409, 'evt-008']);
    expect((await call<{ myCreditHours: string }>('GET', `/api/events/${eventId}`, as(0))).body.myCreditHours).toBe('1.50');
    expect((await call<{ checkIns: unknown[] }>('GET', `/api/events/${eventId}/ticket`, as(0))).body.checkIns).toHaveLength(1);

    const attendees = await call<{ count: number; data: Array<{ member: { id: number }; checkIns: unknown[] }> }>('GET', `/api/events/${eventId}/enrollments`, instructor);
    expect(attendees.body.count).toBe(1);
    expect(attendees.body.data[0]!.checkIns).toHaveLength(1);
    const items = await call<Array<{ id: number }>>('GET', `/api/events/${eventId}/attendance-items`, instructor);
    expect(items.body.map((row) => row.id)).toEqual([item!.id]);
    // Hosts do not create attendance items: managers do.
    expect((await call('POST', `/api/events/${eventId}/attendance-items`, instructor, { title: 'Day 2', startsAt: '2030-01-02T10:00:00Z' })).status).toBe(403);
    const day2 = await call<{ id: number; creditHours: string }>('POST', `/api/events/${eventId}/attendance-items`, admin, { title: 'Day 2', startsAt: '2030-01-02T10:00:00Z', creditHours: '2' });
    expect(day2.status).toBe(201);

    // The place given up: its ticket no longer checks in, nor does it once the member joins again (a new ticket).
    await call('DELETE', `/api/events/${eventId}/enrollments/mine`, as(0));
    const given = await checkIn(ticket.body.code, instructor, day2.body.id);
    expect([given.status, given.body.code]).toEqual([409, 'evt-005']);
    await call('POST', `/api/events/${eventId}/enrollments`, as(0), {});
    expect((await checkIn(ticket.body.code, instructor, day2.body.id)).body.code).toBe('evt-005');
    const fresh = await call<{ code: string }>('GET', `/api/events/${eventId}/ticket`, as(0));
    expect(fresh.body.code).not.toBe(ticket.body.code);
    expect((await checkIn(fresh.body.code, instructor, day2.body.id)).status).toBe(201);
  });
});

describe('managers', () => {
  test('create validates input; a change of time tells the enrolled; cancelling tells enrolled and waitlisted', async () => {
    const bad = [
      { title: 'x', startTime: '2030-01-01T10:00:00Z', endingTime: '2030-01-01T09:00:00Z' },
      { title: '', startTime: '2030-01-01T10:00:00Z', endingTime: '2030-01-01T11:00:00Z' },
      { title: 'x', startTime: 'tomorrow', endingTime: '2030-01-01T11:00:00Z' },
      { title: 'x', startTime: '2030-01-01T10:00:00Z', endingTime: '2030-01-01T11:00:00Z', price: -1 },
      { title: 'x', startTime: '2030-01-01T10:00:00Z', endingTime: '2030-01-01T11:00:00Z', meetingUrl: 'javascript:alert(1)' },
    ];
    for (const body of bad) expect({ body, status: (await call('POST', '/api/events', admin, body)).status }).toEqual({ body, status: 400 });
    const missingCover = await call('POST', '/api/events', admin, { title: 'x', startTime: '2030-01-01T10:00:00Z', endingTime: '2030-01-01T11:00:00Z', coverMediaId: 2147483647 });
    expect(missingCover.body.code).toBe('req-002');

    const eventId = await createEvent(db(), demo, { maxEnrollmentCount: 1 });
    await call('POST', `/api/events/${eventId}/enrollments`, as(0), {});
    await call('POST', `/api/events/${eventId}/enrollments`, as(1), { waitlist: true });
    expect((await call('PATCH', `/api/events/${eventId}`, admin, { title: 'Renamed' })).status).toBe(200);
    expect((await domainEventsOf(db(), eventId)).filter((event) => event.type === 'event.changed')).toEqual([]);
    const moved = await call('PATCH', `/api/events/${eventId}`, admin, { startTime: hoursFromNow(72).toISOString(), endingTime: hoursFromNow(74).toISOString() });
    expect(moved.status).toBe(200);
    const changed = (await domainEventsOf(db(), eventId)).filter((event) => event.type === 'event.changed');
    expect(changed.map((event) => event.audience)).toEqual([{ kind: 'users', userIds: [members[0]!.id] }]);
    const cancelled = await call<{ cancelled: boolean }>('POST', `/api/events/${eventId}/cancel`, admin);
    expect(cancelled.body.cancelled).toBe(true);
    await call('POST', `/api/events/${eventId}/cancel`, admin);
    const notices = (await domainEventsOf(db(), eventId)).filter((event) => event.type === 'event.cancelled');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.audience).toEqual({ kind: 'users', userIds: expect.arrayContaining([members[0]!.id, members[1]!.id]) });
    expect((await call('POST', `/api/events/${eventId}/enrollments`, as(2), {})).body.code).toBe('evt-001');
  });

  test('hosts must be members of the organization; translations take a known language only', async () => {
    const eventId = await createEvent(db(), demo);
    const nourMember = await userIdOf(db(), nour, 'member@nour.halaqa.test');
    expect((await call('PUT', `/api/events/${eventId}/hosts/${nourMember}`, admin)).body.code).toBe('req-002');
    expect((await call('PUT', `/api/events/${eventId}/translations/fr`, admin, { title: 'x' })).status).toBe(400);
    expect((await call('DELETE', `/api/events/${eventId}/hosts/${instructorId}`, admin)).status).toBe(204);
  });
});

describe('the demo seed', () => {
  test('past, live and upcoming events, free and paid, online and on site, one small and full; member@ enrolled in none', async () => {
    const now = Date.now();
    const events = await db().select().from(socialEvents).where(eq(socialEvents.organizationId, demo));
    const seeded = events.filter((event) => ['Community Reading Circle', 'Live Q&A: Study Skills', 'Introduction to Data Ethics', 'Leadership Workshop',
      'Small Group Mentoring', 'Arabic Calligraphy Evening'].includes(event.title));
    expect(seeded).toHaveLength(6);
    expect(seeded.some((event) => event.endingTime.getTime() < now)).toBe(true);
    expect(seeded.some((event) => event.startTime.getTime() <= now && event.endingTime.getTime() > now)).toBe(true);
    expect(seeded.find((event) => event.price === 15_000)).toMatchObject({ type: 'ON_SITE', latitude: expect.any(String), location: expect.any(String) });
    const full = seeded.find((event) => event.maxEnrollmentCount === 2)!;
    expect(full.enrolledCount).toBe(2);
    expect((await enrollmentsOf(db(), full.id)).filter((row) => row.status === 'ENROLLED')).toHaveLength(2);
    // The waitlist can be tried on it.
    expect((await call('POST', `/api/events/${full.id}/enrollments`, as(5), {})).body.code).toBe('evt-003');
    const hosted = await db().select({ eventId: socialEventHosts.eventId }).from(socialEventHosts).where(eq(socialEventHosts.userId, instructorId));
    const hostedUpcomingFree = seeded.filter((event) => hosted.some((row) => row.eventId === event.id) && event.price === 0 && event.startTime.getTime() > now);
    expect(hostedUpcomingFree.length).toBeGreaterThan(0);
    const items = await db().select().from(socialEventAttendanceItems).where(eq(socialEventAttendanceItems.eventId, hostedUpcomingFree[0]!.id));
    expect(items.length).toBeGreaterThan(0);
    for (const email of ['member@demo.halaqa.test', 'learner@demo.halaqa.test', 'shopper@demo.halaqa.test']) {
      const userId = await userIdOf(db(), demo, email);
      expect({ email, rows: await db().select().from(socialEventEnrollments).where(and(eq(socialEventEnrollments.organizationId, demo), eq(socialEventEnrollments.userId, userId))) })
        .toEqual({ email, rows: [] });
    }
    // nour has no social events: the seed puts none there (the tests' own aside).
    expect((await db().select().from(socialEvents).where(eq(socialEvents.organizationId, nour))).filter((event) => !event.title.startsWith('Test event'))).toEqual([]);
  });
});

describe('notices', () => {
  test.each(['event.waitlist-promoted', 'event.reminder', 'event.changed', 'event.cancelled'])('%s: template 2, with the event id, in both languages', (type) => {
    const notice = noticeOf(type, { title: { en: 'Title', ar: 'عنوان' }, kind: '24h', startTime: '2030-01-01T10:00:00Z' }, { eventId: 42 });
    expect(notice).toMatchObject({ templateId: 2, data: { notificationTemplate: 2, eventId: 42 } });
    expect(notice!.texts.en).toContain('Title');
    expect(notice!.texts.ar).toContain('عنوان');
  });

  test('event.enrolled is recorded only', () => {
    expect(noticeOf('event.enrolled', { title: { en: 'x', ar: 'x' }, status: 'ENROLLED' }, { eventId: 1 })).toBeNull();
  });
});
