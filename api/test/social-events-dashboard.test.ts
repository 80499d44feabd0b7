import { socialEventEnrollments, socialEventFavorites } from '../src/modules/social/tables';
import type { CalendarEntry, StudentActivity } from '../src/modules/lms/dashboard/dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';
import { createMembers, type TestMember } from './support/lms-fixtures';
import { createEvent } from './support/social-events-fixtures';

/** Events on the dashboard: GET dashboard/calendar and GET dashboard/student-activities (docs/design/social-api.md "Dashboard"). */

let server: TestServer;
let demo: number;
let nour: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
});
afterAll(async () => { await server.close(); });

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
// A quiet stretch of the future, far from the seeded events and courses (and from lms-dashboard's stretch).
const base = new Date(Math.floor(Date.now() / DAY) * DAY + 300 * DAY);
const at = (days: number, hours = 12) => new Date(base.getTime() + days * DAY + hours * 60 * 60 * 1000);

const get = <T>(token: string, path: string, prefix = 'demo') => server.request<T>(`/api${path}`, { headers: { ...bearer(token), 'x-organization': prefix } });
const place = (organizationId: number, eventId: number, userId: number, status: 'ENROLLED' | 'WAITLISTED' | 'CANCELLED' = 'ENROLLED') =>
  server.database.db.insert(socialEventEnrollments).values({
    organizationId, eventId, userId, status, ticketNonce: `dash-${eventId}-${userId}`, ...(status === 'WAITLISTED' ? { waitlistedAt: new Date() } : {}),
  });
const favorite = (organizationId: number, eventId: number, userId: number) => server.database.db.insert(socialEventFavorites).values({ organizationId, eventId, userId });

describe('events on the dashboard', () => {
  let member: TestMember;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const db = server.database.db;
    [member] = await createMembers(db, demo, 1) as [TestMember];
    ids.enrolled = await createEvent(db, demo, { title: 'Dashboard enrolled', startTime: at(1), endingTime: at(2) });
    ids.cancelled = await createEvent(db, demo, { title: 'Dashboard cancelled', startTime: at(3), endingTime: at(4), cancelledAt: new Date() });
    ids.waitlisted = await createEvent(db, demo, { title: 'Dashboard waitlisted', startTime: at(3), endingTime: at(4) });
    ids.favorite = await createEvent(db, demo, { title: 'Dashboard favorite', startTime: at(30), endingTime: at(31), enrollmentStartsAt: at(5), enrollmentEndsAt: at(10) });
    ids.favoriteJoined = await createEvent(db, demo, { title: 'Dashboard favorite joined', startTime: at(40), endingTime: at(41), enrollmentStartsAt: at(6), enrollmentEndsAt: at(11) });
    ids.past = await createEvent(db, demo, { title: 'Dashboard past', startTime: new Date(Date.now() - 3 * DAY), endingTime: new Date(Date.now() - 2 * DAY) });
    for (const id of [ids.enrolled!, ids.cancelled!, ids.favoriteJoined!, ids.past!]) await place(demo, id, member.id);
    await place(demo, ids.waitlisted!, member.id, 'WAITLISTED');
    for (const id of [ids.favorite!, ids.favoriteJoined!]) await favorite(demo, id, member.id);
  });

  test('calendar: start and end of events with a place, enrollment dates of favorites not joined; course entries keep their shape', async () => {
    const res = await get<CalendarEntry[]>(member.token, `/dashboard/calendar?from=${isoDay(base)}&to=${isoDay(at(50))}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { date: at(1).toISOString(), kind: 'EVENT_START', eventId: ids.enrolled, title: 'Dashboard enrolled' },
      { date: at(2).toISOString(), kind: 'EVENT_END', eventId: ids.enrolled, title: 'Dashboard enrolled' },
      { date: at(5).toISOString(), kind: 'EVENT_ENROLLMENT_OPENS', eventId: ids.favorite, title: 'Dashboard favorite' },
      { date: at(10).toISOString(), kind: 'EVENT_ENROLLMENT_CLOSES', eventId: ids.favorite, title: 'Dashboard favorite' },
      { date: at(40).toISOString(), kind: 'EVENT_START', eventId: ids.favoriteJoined, title: 'Dashboard favorite joined' },
      { date: at(41).toISOString(), kind: 'EVENT_END', eventId: ids.favoriteJoined, title: 'Dashboard favorite joined' },
    ]);
    const shorter = await get<CalendarEntry[]>(member.token, `/dashboard/calendar?from=${isoDay(at(2))}&to=${isoDay(at(9))}`);
    expect(shorter.body.map((entry) => entry.kind)).toEqual(['EVENT_END', 'EVENT_ENROLLMENT_OPENS']);
  });

  test('activities: upcoming events with a place (by start) and favorites whose enrollment is open, among the course items', async () => {
    const res = await get<{ count: number; data: StudentActivity[] }>(member.token, '/dashboard/student-activities?take=50');
    expect(res.status).toBe(200);
    const events = res.body.data.filter((item) => 'eventId' in item);
    expect(events.map((item) => ['eventId' in item ? item.eventId : null, item.kind, item.dueAt])).toEqual([
      [ids.enrolled, 'EVENT_STARTS', at(1).toISOString()],
      [ids.favorite, 'EVENT_ENROLLMENT_CLOSES', at(10).toISOString()],
      [ids.favoriteJoined, 'EVENT_STARTS', at(40).toISOString()],
    ]);
    expect(events[0]).toEqual({ kind: 'EVENT_STARTS', eventId: ids.enrolled, title: 'Dashboard enrolled', coverImageUrl: null, dueAt: at(1).toISOString() });
    expect(res.body.count).toBe(res.body.data.length);
  });

  test('a member with events but no course access gets the event items; the calendar stays a courses call (403 perm-001)', async () => {
    const token = await server.memberToken('demo', 'events@demo.halaqa.test');
    const res = await get<{ count: number; data: StudentActivity[] }>(token, '/dashboard/student-activities?take=50');
    expect(res.status).toBe(200);
    expect(res.body.data.every((item) => 'eventId' in item)).toBe(true);
    const calendar = await get<ErrorBody>(token, '/dashboard/calendar');
    expect([calendar.status, calendar.body.code]).toEqual([403, 'perm-001']);
  });

  test('nour (social events off): no event in the calendar nor the activities, even with a place', async () => {
    const [nourMember] = await createMembers(server.database.db, nour, 1) as [TestMember];
    const nourEvent = await createEvent(server.database.db, nour, { startTime: at(1), endingTime: at(2) });
    await place(nour, nourEvent, nourMember.id);
    const calendar = await get<CalendarEntry[]>(nourMember.token, `/dashboard/calendar?from=${isoDay(base)}&to=${isoDay(at(50))}`, 'nour');
    expect([calendar.status, calendar.body]).toEqual([200, []]);
    const activities = await get<{ data: StudentActivity[] }>(nourMember.token, '/dashboard/student-activities?take=50', 'nour');
    expect(activities.status).toBe(200);
    expect(activities.body.data.filter((item) => 'eventId' in item)).toEqual([]);
  });
});
