import { eq } from 'drizzle-orm';
import { coachingBookings, coachingCredits } from '../src/modules/coaching/tables';
import { lostTheRange } from '../src/modules/coaching/bookings/booking-writes';
import { domainEvents } from '../src/modules/notifications/tables';
import { users } from '../src/modules/users/tables';
import { callsTo, headersOf } from './support/api-calls';
import {
  bookingCalls, bookingRow, createCoach, creditsOf, freeSessionsOf, hourSlot, setFreeSessions,
} from './support/coaching-bookings-fixtures';
import { createMembers, type TestMember } from './support/lms-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

/** Booking, cancelling and moving sessions through HTTP (docs/design/coaching-api.md slice "bookings"). */

let server: TestServer;
let demo: number;
let members: TestMember[];
let coach: TestMember;
const api = bookingCalls(() => server);
const call = callsTo(() => server);
const db = () => server.database.db;
const HOUR = 3_600_000;
const emailOf = async (userId: number) => (await db().select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
const eventsOf = async (bookingId: number) => (await db().select().from(domainEvents).orderBy(domainEvents.id))
  .filter((row) => row.type.startsWith('coaching.') && (row.subject as Record<string, number>).bookingId === bookingId);

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  members = await createMembers(db(), demo, 8);
  coach = await createCoach(db(), demo);
});
afterAll(async () => { await server.close(); });

test('a FREE session is CONFIRMED at once, takes a free session (2 -> 1), and both parties get the email with the invitation', async () => {
  const member = members[0]!;
  expect(await freeSessionsOf(db(), member.id)).toBe(2);
  const startsAt = hourSlot(72);
  const booked = await api.book(member, coach.id, startsAt, 'FREE');
  expect(booked.status).toBe(201);
  expect(booked.body).toMatchObject({
    startsAt, endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(), status: 'CONFIRMED', kind: 'FREE', holdExpiresAt: null,
    purchase: null, myRole: 'MEMBER', cancelledBy: null, cancelOutcome: null, coach: { id: coach.id, timeZone: 'UTC' }, member: { id: member.id },
    // Three days ahead: the member does not see the room yet; the deadline is 24 h before the start.
    meetingUrl: null, cancellableUntil: new Date(Date.parse(startsAt) - 24 * HOUR).toISOString(),
  });
  expect(await freeSessionsOf(db(), member.id)).toBe(1);
  const asCoach = await api.get(coach, booked.body.id);
  expect(asCoach.body.myRole).toBe('COACH');
  expect(asCoach.body.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/halaqa-demo-[0-9a-f]{24}$/);

  for (const userId of [member.id, coach.id]) {
    const [mail] = (await server.outbox(await emailOf(userId))).filter((entry) => entry.template === 'coaching-booked');
    expect(mail?.data.bookingId).toBe(String(booked.body.id));
    expect(mail?.data['invitation.ics']).toContain(`UID:coaching-${booked.body.id}@demo.halaqa`);
    expect(mail?.body).toContain(asCoach.body.meetingUrl!);
  }
  // The coach is notified; the member booked it themself.
  const [event] = await eventsOf(booked.body.id);
  expect(event).toMatchObject({ type: 'coaching.booked', audience: { kind: 'users', userIds: [coach.id] } });
});

test('FREE: a coach who offers none answers cch-004; no free session left cch-003; two parallel bookings of the last one: exactly one wins', async () => {
  const noFree = await createCoach(db(), demo, { enableFreeSession: false });
  expect((await api.book(members[1]!, noFree.id, hourSlot(30), 'FREE')).body.code).toBe('cch-004');
  const member = members[1]!;
  await setFreeSessions(db(), member.id, 0);
  expect((await api.book(member, coach.id, hourSlot(30), 'FREE')).body.code).toBe('cch-003');
  await setFreeSessions(db(), member.id, 1);
  const answers = await Promise.all([hourSlot(31), hourSlot(33)].map((startsAt) => api.book(member, coach.id, startsAt, 'FREE')));
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  expect(answers.find((answer) => answer.status === 409)?.body.code).toBe('cch-003');
  expect(await freeSessionsOf(db(), member.id)).toBe(0);
});

test('CREDIT spends the oldest unspent credit with that coach, else 409 cch-009', async () => {
  const member = members[2]!;
  expect((await api.book(member, coach.id, hourSlot(40), 'CREDIT')).body.code).toBe('cch-009');
  const source = await api.book(member, coach.id, hourSlot(41), 'PAID');
  await db().insert(coachingCredits).values({ organizationId: demo, memberId: member.id, coachId: coach.id, sourceBookingId: source.body.id });
  const booked = await api.book(member, coach.id, hourSlot(42), 'CREDIT');
  expect(booked.status).toBe(201);
  expect(booked.body).toMatchObject({ kind: 'CREDIT', status: 'CONFIRMED' });
  expect((await creditsOf(db(), member.id, coach.id)).map((credit) => credit.spentOnBookingId)).toEqual([booked.body.id]);
  expect((await api.book(member, coach.id, hourSlot(43), 'CREDIT')).body.code).toBe('cch-009');
});

test('20 members racing for one slot: exactly one booking, the others 409 cch-002 or cch-001', async () => {
  const racers = await createMembers(db(), demo, 20);
  const startsAt = hourSlot(100);
  const answers = await Promise.all(racers.map((member) => api.book(member, coach.id, startsAt, 'PAID')));
  expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
  for (const lost of answers.filter((answer) => answer.status !== 201)) {
    expect([lost.status, ['cch-001', 'cch-002'].includes(lost.body.code)]).toEqual([409, true]);
  }
  const rows = await db().select().from(coachingBookings).where(eq(coachingBookings.coachId, coach.id));
  expect(rows.filter((row) => row.startsAt.toISOString() === startsAt && row.status !== 'CANCELLED')).toHaveLength(1);
});

test('the exclusion constraint itself refuses an overlapping booking written directly; a cancelled one does not count', async () => {
  const booked = await api.book(members[3]!, coach.id, hourSlot(110), 'PAID');
  const overlapping = {
    organizationId: demo, coachId: coach.id, memberId: members[4]!.id, status: 'CONFIRMED' as const, kind: 'PAID' as const, meetingUrl: 'https://example.test',
    startsAt: new Date(Date.parse(booked.body.startsAt) + 30 * 60_000), endsAt: new Date(Date.parse(booked.body.endsAt) + 30 * 60_000),
  };
  const error = await db().insert(coachingBookings).values(overlapping).then(() => null, (caught: unknown) => caught);
  expect(lostTheRange(error)).toBe(true);
  const [cancelled] = await db().insert(coachingBookings).values({ ...overlapping, status: 'CANCELLED', cancelledAt: new Date() }).returning();
  expect(cancelled?.status).toBe('CANCELLED');
});

test('a cancelled booking frees its slot; a lapsed hold is cancelled (HOLD_EXPIRED) by the next write and counts as cancelled in the lists', async () => {
  const [first, second, third] = [members[3]!, members[4]!, members[5]!];
  const startsAt = hourSlot(120);
  const booked = await api.book(first, coach.id, startsAt, 'PAID');
  expect((await api.book(second, coach.id, startsAt, 'PAID')).body.code).toBe('cch-001');
  const cancelled = await api.cancel(first, booked.body.id, 'changed my mind');
  expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancelledBy: 'MEMBER', cancelOutcome: 'NOTHING', cancelReason: 'changed my mind', purchase: null });
  const again = await api.book(second, coach.id, startsAt, 'PAID');
  expect(again.status).toBe(201);

  await db().update(coachingBookings).set({ holdExpiresAt: new Date(Date.now() - 1000) }).where(eq(coachingBookings.id, again.body.id));
  expect((await api.list(second, 'client', '?when=CANCELLED')).body.data.find((row) => row.id === again.body.id))
    .toMatchObject({ status: 'CANCELLED', cancelledBy: 'SYSTEM', cancelOutcome: 'HOLD_EXPIRED', purchase: null });
  expect((await api.list(second, 'client', '?when=UPCOMING')).body.data.map((row) => row.id)).not.toContain(again.body.id);
  const taken = await api.book(third, coach.id, startsAt, 'PAID');
  expect(taken.status).toBe(201);
  expect(await bookingRow(db(), again.body.id)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'SYSTEM', cancelOutcome: 'HOLD_EXPIRED' });
});

test('member cancels in time (the free session comes back) and late (409 cch-005 with details.allowedUntil); the coach cancels any time', async () => {
  const member = members[6]!;
  const inTime = await api.book(member, coach.id, hourSlot(60), 'FREE');
  const before = await freeSessionsOf(db(), member.id);
  const cancelled = await api.cancel(member, inTime.body.id);
  expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancelOutcome: 'FREE_SESSION_RETURNED', cancelledBy: 'MEMBER' });
  expect(await freeSessionsOf(db(), member.id)).toBe(before + 1);
  expect((await api.cancel(member, inTime.body.id)).body.code).toBe('cch-007');

  const late = await api.book(member, coach.id, hourSlot(2), 'FREE');
  const refused = await api.cancel(member, late.body.id);
  expect([refused.status, refused.body.code]).toEqual([409, 'cch-005']);
  expect(refused.body.details).toEqual({ allowedUntil: new Date(Date.parse(late.body.startsAt) - 24 * HOUR).toISOString() });
  expect((await api.reschedule(member, late.body.id, hourSlot(80))).body.code).toBe('cch-005');

  const left = await freeSessionsOf(db(), member.id);
  const byCoach = await api.cancel(coach, late.body.id, 'ill');
  expect(byCoach.body).toMatchObject({ status: 'CANCELLED', cancelledBy: 'COACH', cancelOutcome: 'FREE_SESSION_RETURNED', myRole: 'COACH' });
  expect(await freeSessionsOf(db(), member.id)).toBe(left + 1);

  // A paid session the coach cancels late gives the member a credit.
  const paid = await api.book(member, coach.id, hourSlot(3), 'PAID');
  await db().update(coachingBookings).set({ status: 'CONFIRMED', holdExpiresAt: null }).where(eq(coachingBookings.id, paid.body.id));
  expect((await api.cancel(coach, paid.body.id)).body.cancelOutcome).toBe('CREDIT_GIVEN');
  expect((await creditsOf(db(), member.id, coach.id)).map((credit) => credit.sourceBookingId)).toContain(paid.body.id);
});

test('a coach who allows no cancellation: the member gets 409 cch-006', async () => {
  const strict = await createCoach(db(), demo, { enableCancellation: false });
  const booked = await api.book(members[7]!, strict.id, hourSlot(200), 'FREE');
  expect(booked.body.cancellableUntil).toBeNull();
  expect((await api.cancel(members[7]!, booked.body.id)).body.code).toBe('cch-006');
});

test('reschedule moves the session in one transaction; onto a taken slot it fails and the old booking stands', async () => {
  const [member, other] = [members[5]!, members[4]!];
  const booked = await api.book(member, coach.id, hourSlot(150), 'FREE');
  const target = hourSlot(151);
  const moved = await api.reschedule(member, booked.body.id, target);
  expect(moved.status).toBe(200);
  expect(moved.body).toMatchObject({ startsAt: target, status: 'CONFIRMED', kind: 'FREE' });
  expect(await bookingRow(db(), moved.body.id)).toMatchObject({ rescheduledFromId: booked.body.id });
  expect(await bookingRow(db(), booked.body.id)).toMatchObject({ status: 'CANCELLED', cancelledBy: 'MEMBER', cancelOutcome: 'NOTHING' });
  const [mail] = (await server.outbox(await emailOf(coach.id))).filter((entry) => entry.template === 'coaching-rescheduled');
  expect(mail?.data.bookingId).toBe(String(moved.body.id));

  const taken = hourSlot(152);
  expect((await api.book(other, coach.id, taken, 'PAID')).status).toBe(201);
  const refused = await api.reschedule(member, moved.body.id, taken);
  expect(refused.status).toBe(409);
  expect(['cch-001', 'cch-002']).toContain(refused.body.code);
  expect(await bookingRow(db(), moved.body.id)).toMatchObject({ status: 'CONFIRMED', startsAt: new Date(target) });
  // Not a slot at all (half past: a 60-minute coach's PAID slots are whole hours), and a HELD session cannot move.
  const held = await api.book(member, coach.id, hourSlot(153), 'PAID');
  expect((await api.reschedule(member, held.body.id, hourSlot(154))).body.code).toBe('cch-007');
  expect((await api.book(member, coach.id, new Date(Date.parse(hourSlot(155)) + 30 * 60_000).toISOString(), 'PAID')).body.code).toBe('cch-001');
});

test('the invitation is an RFC 5545 REQUEST with a stable UID and the meeting link', async () => {
  const booked = await api.book(members[0]!, coach.id, hourSlot(160), 'PAID');
  const res = await server.request<string>(`/api/coaching/booking-sessions/${booked.body.id}/invitation.ics`, { headers: headersOf(members[0]!) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
  const ics = res.text;
  const meetingUrl = (await bookingRow(db(), booked.body.id)).meetingUrl;
  for (const line of ['BEGIN:VCALENDAR', 'METHOD:REQUEST', `UID:coaching-${booked.body.id}@demo.halaqa`, `URL:${meetingUrl}`, 'STATUS:TENTATIVE',
    `DTSTART:${booked.body.startsAt.replace(/[-:]/g, '').replace('.000', '')}`]) {
    expect(ics).toContain(line);
  }
  expect(ics.replace(/\r\n /g, '')).toContain(`LOCATION:${meetingUrl}`);
  expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
});

test('the lists and the calendar show each party their own sessions', async () => {
  const member = members[0]!;
  const booked = await api.book(member, coach.id, hourSlot(170), 'FREE');
  const upcoming = await api.list(member, 'client', '?when=UPCOMING&take=50');
  expect(upcoming.body.data.map((row) => row.id)).toContain(booked.body.id);
  expect(upcoming.body.data.every((row) => row.member.id === member.id && row.myRole === 'MEMBER')).toBe(true);
  const starts = upcoming.body.data.map((row) => row.startsAt);
  expect([...starts].sort()).toEqual(starts);
  const provider = await api.list(coach, 'provider', '?take=50');
  expect(provider.body.data.every((row) => row.coach.id === coach.id && row.myRole === 'COACH')).toBe(true);
  expect(provider.body.count).toBeGreaterThanOrEqual(provider.body.data.length);

  const day = booked.body.startsAt.slice(0, 10);
  for (const [who, role] of [[member, 'MEMBER'], [coach, 'COACH']] as const) {
    const calendar = await call<Array<{ bookingId: number; role: string; kind: string }>>('GET', `/api/coaching/calendar?from=${day}&to=${day}`, headersOf(who));
    expect(calendar.status).toBe(200);
    expect(calendar.body.find((entry) => entry.bookingId === booked.body.id)).toMatchObject({ kind: 'BOOKING', role });
  }
});
