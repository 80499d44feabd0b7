import { eq } from 'drizzle-orm';
import { coachingCoaches } from '../src/modules/coaching/tables';
import { callsTo, headersOf } from './support/api-calls';
import { cartCalls } from './support/commerce-cart-fixtures';
import { bookingCalls, createCoach, hourSlot } from './support/coaching-bookings-fixtures';
import { createMembers, type TestMember } from './support/lms-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

/** Who gets through the bookings calls, what ids that match nothing answer, and bad input (docs/design/coaching-api.md "Gates"). */

let server: TestServer;
let demo: number;
let member: TestMember;
let stranger: TestMember;
let coach: TestMember;
let nourMember: TestMember;
let bookingId: number;
const api = bookingCalls(() => server);
const call = callsTo(() => server);
const cart = cartCalls(() => server);
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  [member, stranger] = await createMembers(db(), demo, 2) as [TestMember, TestMember];
  coach = await createCoach(db(), demo);
  [nourMember] = await createMembers(db(), await server.organizationId('nour'), 1) as [TestMember];
  const booked = await api.book(member, coach.id, hourSlot(50), 'FREE');
  expect(booked.status).toBe(201);
  bookingId = booked.body.id;
});
afterAll(async () => { await server.close(); });

const bookingPaths = (id: number | string) => [
  ['GET', `/api/coaching/booking-sessions/${id}`, undefined],
  ['GET', `/api/coaching/booking-sessions/${id}/invitation.ics`, undefined],
  ['POST', `/api/coaching/booking-sessions/${id}/cancel`, {}],
  ['PATCH', `/api/coaching/booking-sessions/${id}`, { startsAt: hourSlot(60) }],
] as const;

test('another member\'s booking, another organization\'s, and ids that match nothing are 404 req-002 on every booking call', async () => {
  for (const [method, path, body] of [...bookingPaths(bookingId), ...bookingPaths(2_000_000_000)]) {
    const res = await call(method, path, headersOf(stranger), body);
    expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 404, code: 'req-002' });
  }
  for (const [method, path, body] of bookingPaths(bookingId)) {
    const res = await call(method, path, headersOf(nourMember, 'nour'), body);
    expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 404, code: 'req-002' });
  }
  // The coach is a party but moves nothing: to them the PATCH is as if absent.
  expect((await api.reschedule(coach, bookingId, hourSlot(61))).status).toBe(404);
  expect((await api.get(coach, bookingId)).status).toBe(200);
});

test('booking a coach that does not exist, of another organization, or unlisted is 404; oneself 409 cch-010', async () => {
  const nourCoach = await createCoach(db(), await server.organizationId('nour'));
  const hidden = await createCoach(db(), demo);
  await db().update(coachingCoaches).set({ isListed: false }).where(eq(coachingCoaches.userId, hidden.id));
  for (const coachId of [2_000_000_000, nourCoach.id, hidden.id, stranger.id]) {
    const res = await api.book(member, coachId, hourSlot(70), 'PAID');
    expect({ coachId, status: res.status, code: res.body.code }).toEqual({ coachId, status: 404, code: 'req-002' });
  }
  const own = await api.book(coach, coach.id, hourSlot(70), 'PAID');
  expect([own.status, own.body.code]).toEqual([409, 'cch-010']);
});

test('wrong role: without access-coaching 403 perm-001 everywhere (and no cart); a member who is not a coach has no provider list (403 cch-008)', async () => {
  const eventsOnly: TestMember = { id: 0, token: await server.memberToken('demo', 'events@demo.halaqa.test') };
  const calls = [
    ['POST', `/api/coaching/providers/${coach.id}`, { startsAt: hourSlot(80), kind: 'PAID' }],
    ['GET', '/api/coaching/booking-sessions/client', undefined],
    ['GET', '/api/coaching/calendar', undefined],
    ...bookingPaths(bookingId),
  ] as const;
  for (const [method, path, body] of calls) {
    const res = await call(method, path, headersOf(eventsOnly), body);
    expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 403, code: 'perm-001' });
  }
  const noCart = await cart.addItem(eventsOnly, 'COACHING_SESSION', bookingId);
  expect([noCart.status, noCart.body.code]).toEqual([403, 'perm-001']);
  const provider = await api.list(member, 'provider');
  expect([provider.status, provider.body.code]).toEqual([403, 'cch-008']);
  expect((await call('GET', '/api/coaching/booking-sessions/client', { 'x-organization': 'demo' })).status).toBe(401);
});

test('bad input on every route is a 400 with a code', async () => {
  const bad = [
    ['POST', `/api/coaching/providers/${coach.id}`, { startsAt: 'tomorrow', kind: 'PAID' }],
    ['POST', `/api/coaching/providers/${coach.id}`, { startsAt: hourSlot(90), kind: 'GIFT' }],
    ['POST', '/api/coaching/providers/0', { startsAt: hourSlot(90), kind: 'PAID' }],
    ['POST', '/api/coaching/providers/abc', { startsAt: hourSlot(90), kind: 'PAID' }],
    ['GET', '/api/coaching/booking-sessions/client?when=SOON', undefined],
    ['GET', '/api/coaching/booking-sessions/client?take=0', undefined],
    ['GET', '/api/coaching/booking-sessions/client?skip=-1', undefined],
    ['GET', '/api/coaching/booking-sessions/0', undefined],
    ['GET', '/api/coaching/booking-sessions/x/invitation.ics', undefined],
    ['POST', `/api/coaching/booking-sessions/${bookingId}/cancel`, { reason: 'x'.repeat(1001) }],
    ['PATCH', `/api/coaching/booking-sessions/${bookingId}`, {}],
    ['PATCH', `/api/coaching/booking-sessions/${bookingId}`, { startsAt: '2026-13-01T00:00:00Z' }],
    ['GET', '/api/coaching/calendar?from=2026-02-30x', undefined],
    ['GET', '/api/coaching/calendar?from=2026-03-10&to=2026-03-01', undefined],
    ['GET', '/api/coaching/calendar?from=2026-01-01&to=2026-12-31', undefined],
  ] as const;
  for (const [method, path, body] of bad) {
    const res = await call(method, path, headersOf(member), body);
    expect({ path, body, status: res.status, code: res.body.code }).toEqual({ path, body, status: 400, code: 'req-001' });
  }
  const coachBad = await api.list(coach, 'provider', '?when=NEVER');
  expect([coachBad.status, coachBad.body.code]).toEqual([400, 'req-001']);
});
