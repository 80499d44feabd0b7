import { and, eq } from 'drizzle-orm';
import { coachingBookings, coachingCoaches, coachingSettings } from '../src/modules/coaching/tables';
import { DEFAULT_PROVIDER_SETTINGS } from '../src/modules/coaching/availability/settings';
import type { Availability, DisabledSlot, SlotsAnswer } from '../src/modules/coaching/availability/dto';
import { callsTo, headersOf } from './support/api-calls';
import { createMembers, type TestMember } from './support/lms-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * Slice "availability" of docs/design/coaching-api.md through HTTP: who gets
 * through, bad input, and slots that follow the hours, overrides, blocks and
 * bookings. Coaches are made by direct inserts; the coach of the slot checks
 * lives in Asia/Riyadh (UTC+3 all year), so 09:00 there is 06:00Z.
 */

const DAY = 86_400_000;
let server: TestServer;
let demo: number;
let nour: number;
let member: TestMember;
let notCoach: TestMember;
let coach: TestMember;
let hidden: TestMember;
let nourCoach: TestMember;
let nourMember: TestMember;
let eventsOnly: TestMember;
const call = callsTo(() => server);
const db = () => server.database.db;

async function makeCoach(organizationId: number, isListed = true): Promise<TestMember> {
  const [person] = await createMembers(db(), organizationId, 1);
  await db().insert(coachingCoaches).values({ organizationId, userId: person!.id, isListed });
  return person!;
}

/** A Monday at least 8 days ahead (UTC date = Riyadh date for the day's hours), and dates after it. */
const monday = (() => {
  const d = new Date(Date.now() + 8 * DAY);
  d.setUTCHours(0, 0, 0, 0);
  while (d.getUTCDay() !== 1) d.setTime(d.getTime() + DAY);
  return d;
})();
const dateAt = (days: number) => new Date(monday.getTime() + days * DAY).toISOString().slice(0, 10);
const at = (days: number, hhmm: string) => `${dateAt(days)}T${hhmm}:00.000Z`;

const slotsOf = (who: TestMember, providerId: number, from: string, until: string, kind?: string, prefix = 'demo') =>
  call<SlotsAnswer>('GET', `/api/coaching/provider-available-slots/${providerId}?from=${encodeURIComponent(from)}&until=${encodeURIComponent(until)}${kind ? `&kind=${kind}` : ''}`, headersOf(who, prefix));
const starts = async (days: number, kind?: string) => {
  const res = await slotsOf(member, coach.id, at(days, '00:00'), at(days + 1, '00:00'), kind);
  expect(res.status).toBe(200);
  return res.body.slots.map((s) => s.startsAt);
};

const SETTINGS = {
  ...DEFAULT_PROVIDER_SETTINGS, mustBookInAdvance: false, inAdvanceHours: 0, enableFreeSession: true, freeSessionDuration: 30, timeZone: 'Asia/Riyadh',
};

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  [member, notCoach] = await createMembers(db(), demo, 2) as [TestMember, TestMember];
  coach = await makeCoach(demo);
  hidden = await makeCoach(demo, false);
  nourCoach = await makeCoach(nour);
  [nourMember] = await createMembers(db(), nour, 1) as [TestMember];
  eventsOnly = { id: 0, token: await server.memberToken('demo', 'events@demo.halaqa.test') };
});
afterAll(async () => { await server.close(); });

const coachCalls = [
  ['GET', '/api/coaching/provider-settings', undefined],
  ['PUT', '/api/coaching/provider-settings', SETTINGS],
  ['GET', '/api/coaching/provider-availability', undefined],
  ['PUT', '/api/coaching/provider-availability/bulk', { businessHours: [] }],
  ['PUT', '/api/coaching/provider-availability/overrides/2030-01-01', { ranges: [] }],
  ['DELETE', '/api/coaching/provider-availability/overrides/2030-01-01', undefined],
  ['GET', '/api/coaching/provider-disabled-slots', undefined],
  ['POST', '/api/coaching/provider-disabled-slots', { startsAt: '2030-01-01T10:00:00Z', endsAt: '2030-01-01T11:00:00Z' }],
  ['DELETE', '/api/coaching/provider-disabled-slots/1', undefined],
] as const;
const slotsPath = (id: number) => `/api/coaching/provider-available-slots/${id}?from=${at(0, '00:00')}&until=${at(1, '00:00')}`;

describe('gates', () => {
  test('a visitor is 401 on every call', async () => {
    for (const [method, path, body] of [...coachCalls, ['GET', slotsPath(coach.id), undefined] as const]) {
      const res = await call(method, path, { 'x-organization': 'demo' }, body);
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 401 });
    }
  });

  test('without access-coaching the slots are 403 perm-001; a member who is not a coach gets 403 cch-008 on coaches\' calls', async () => {
    const slots = await call('GET', slotsPath(coach.id), headersOf(eventsOnly));
    expect([slots.status, slots.body.code]).toEqual([403, 'perm-001']);
    for (const who of [notCoach, eventsOnly]) {
      for (const [method, path, body] of coachCalls) {
        const res = await call(method, path, headersOf(who), body);
        expect({ path, method, status: res.status, code: res.body.code }).toEqual({ path, method, status: 403, code: 'cch-008' });
      }
    }
  });

  test('unknown, unlisted, not a coach, or another organization\'s coach: 404 req-002; the unlisted coach sees their own', async () => {
    for (const providerId of [2_000_000_000, hidden.id, notCoach.id, nourCoach.id]) {
      const res = await call('GET', slotsPath(providerId), headersOf(member));
      expect({ providerId, status: res.status, code: res.body.code }).toEqual({ providerId, status: 404, code: 'req-002' });
    }
    const fromNour = await call('GET', slotsPath(coach.id), headersOf(nourMember, 'nour'));
    expect([fromNour.status, fromNour.body.code]).toEqual([404, 'req-002']);
    expect((await call('GET', slotsPath(nourCoach.id), headersOf(nourMember, 'nour'))).status).toBe(200);
    expect((await call('GET', slotsPath(hidden.id), headersOf(hidden))).status).toBe(200);
  });

  test('a coach cannot delete another coach\'s blocked period (404), nor see it', async () => {
    const other = await call<DisabledSlot>('POST', '/api/coaching/provider-disabled-slots', headersOf(hidden),
      { startsAt: at(3, '10:00'), endsAt: at(3, '11:00'), reason: 'mine' });
    expect(other.status).toBe(201);
    const listed = await call<{ data: DisabledSlot[] }>('GET', '/api/coaching/provider-disabled-slots', headersOf(coach));
    expect(listed.body.data.map((d) => d.id)).not.toContain(other.body.id);
    const res = await call('DELETE', `/api/coaching/provider-disabled-slots/${other.body.id}`, headersOf(coach));
    expect([res.status, res.body.code]).toEqual([404, 'req-002']);
    const nourTry = await call('DELETE', `/api/coaching/provider-disabled-slots/${other.body.id}`, headersOf(nourCoach, 'nour'));
    expect(nourTry.status).toBe(404);
    expect((await call('DELETE', `/api/coaching/provider-disabled-slots/${other.body.id}`, headersOf(hidden))).status).toBe(204);
    expect((await call('DELETE', `/api/coaching/provider-disabled-slots/${other.body.id}`, headersOf(hidden))).status).toBe(404);
  });
});

describe('settings', () => {
  test('a coach without a settings row reads the defaults; a save writes the row and is read back', async () => {
    const before = await call('GET', '/api/coaching/provider-settings', headersOf(coach));
    expect(before.body).toEqual(DEFAULT_PROVIDER_SETTINGS);
    const saved = await call('PUT', '/api/coaching/provider-settings', headersOf(coach), { ...SETTINGS, timeZone: 'asia/riyadh' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(SETTINGS);
    expect((await call('GET', '/api/coaching/provider-settings', headersOf(coach))).body).toEqual(SETTINGS);
    const [row] = await db().select().from(coachingSettings).where(and(eq(coachingSettings.organizationId, demo), eq(coachingSettings.coachId, coach.id)));
    expect(row?.timeZone).toBe('Asia/Riyadh');
  });

  test.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus' }],
    ['a fixed offset', { timeZone: '+03:00' }],
    ['a session too short', { sessionDuration: 10 }],
    ['a free session too long', { freeSessionDuration: 241 }],
    ['a notice over 720 hours', { inAdvanceHours: 721 }],
    ['no future days', { maximumFutureDays: 0 }],
    ['more than a year ahead', { maximumFutureDays: 366 }],
    ['a missing field', { cancellationMinimumHours: undefined }],
  ])('%s is 400 req-001', async (_name, change) => {
    const res = await call('PUT', '/api/coaching/provider-settings', headersOf(hidden), { ...SETTINGS, ...change });
    expect([res.status, res.body.code]).toEqual([400, 'req-001']);
  });
});

describe('hours and overrides', () => {
  const bulk = (who: TestMember, businessHours: unknown) => call<Availability>('PUT', '/api/coaching/provider-availability/bulk', headersOf(who), { businessHours });

  test.each([
    ['overlapping ranges in a day', [{ weekday: 1, ranges: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] }]],
    ['a range ending before it starts', [{ weekday: 1, ranges: [{ start: '12:00', end: '09:00' }] }]],
    ['an empty range', [{ weekday: 1, ranges: [{ start: '09:00', end: '09:00' }] }]],
    ['weekday 8', [{ weekday: 8, ranges: [] }]],
    ['weekday 0', [{ weekday: 0, ranges: [] }]],
    ['25:00', [{ weekday: 1, ranges: [{ start: '09:00', end: '25:00' }] }]],
    ['24:30', [{ weekday: 1, ranges: [{ start: '09:00', end: '24:30' }] }]],
    ['9:00 without its zero', [{ weekday: 1, ranges: [{ start: '9:00', end: '10:00' }] }]],
    ['a weekday twice', [{ weekday: 2, ranges: [] }, { weekday: 2, ranges: [] }]],
  ])('bulk: %s is 400 req-001', async (_name, hours) => {
    const res = await bulk(hidden, hours);
    expect([res.status, res.body.code]).toEqual([400, 'req-001']);
  });

  test.each([
    ['a date that does not exist', '2030-02-30', []],
    ['not a date', 'tomorrow', []],
    ['overlapping ranges', '2030-01-07', [{ start: '09:00', end: '10:00' }, { start: '09:30', end: '10:30' }]],
  ])('override: %s is 400 req-001', async (_name, date, ranges) => {
    const res = await call('PUT', `/api/coaching/provider-availability/overrides/${date}`, headersOf(hidden), { ranges });
    expect([res.status, res.body.code]).toEqual([400, 'req-001']);
  });

  test('the week is replaced as a whole and read back with its overrides (touching ranges allowed, 24:00 kept)', async () => {
    const first = await bulk(coach, [{ weekday: 3, ranges: [{ start: '08:00', end: '09:00' }] }]);
    expect(first.status).toBe(200);
    const week = [
      { weekday: 1, ranges: [{ start: '14:00', end: '16:00' }, { start: '09:00', end: '12:00' }] },
      { weekday: 5, ranges: [{ start: '22:00', end: '24:00' }, { start: '20:00', end: '22:00' }] },
    ];
    const res = await bulk(coach, week);
    expect(res.status).toBe(200);
    expect(res.body.businessHours).toEqual([
      { weekday: 1, ranges: [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '16:00' }] },
      { weekday: 2, ranges: [] }, { weekday: 3, ranges: [] }, { weekday: 4, ranges: [] },
      { weekday: 5, ranges: [{ start: '20:00', end: '22:00' }, { start: '22:00', end: '24:00' }] },
      { weekday: 6, ranges: [] }, { weekday: 7, ranges: [] },
    ]);
    const past = await call('PUT', '/api/coaching/provider-availability/overrides/2020-01-01', headersOf(coach), { ranges: [] });
    expect(past.status).toBe(200);
    const off = await call('PUT', `/api/coaching/provider-availability/overrides/${dateAt(14)}`, headersOf(coach), { ranges: [] });
    expect(off.body).toEqual({ date: dateAt(14), ranges: [] });
    const read = await call<Availability>('GET', '/api/coaching/provider-availability', headersOf(coach));
    expect(read.body.businessHours).toEqual(res.body.businessHours);
    expect(read.body.overrides).toEqual([{ date: dateAt(14), ranges: [] }]); // 2020 is before today
    expect((await call('DELETE', `/api/coaching/provider-availability/overrides/${dateAt(14)}`, headersOf(coach))).status).toBe(204);
    expect((await call('DELETE', `/api/coaching/provider-availability/overrides/${dateAt(14)}`, headersOf(coach))).status).toBe(204);
  });

  test('two week replacements at once leave one of them, never both', async () => {
    const a = [{ weekday: 6, ranges: [{ start: '09:00', end: '10:00' }] }];
    const b = [{ weekday: 6, ranges: [{ start: '09:30', end: '11:00' }] }];
    const answers = await Promise.all([bulk(hidden, a), bulk(hidden, b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const read = await call<Availability>('GET', '/api/coaching/provider-availability', headersOf(hidden));
    expect([a[0]!.ranges, b[0]!.ranges]).toContainEqual(read.body.businessHours[5]!.ranges);
  });
});

describe('slots', () => {
  // Runs after "settings" and "hours and overrides": the coach is in Riyadh, Monday 09-12 and 14-16, no notice.
  const MONDAY = [at(0, '06:00'), at(0, '07:00'), at(0, '08:00'), at(0, '11:00'), at(0, '12:00')];

  test('the answer names the coach\'s zone and duration; slots follow the weekly hours', async () => {
    const res = await slotsOf(member, coach.id, at(0, '00:00'), at(1, '00:00'));
    expect(res.status).toBe(200);
    expect({ ...res.body, slots: res.body.slots.length }).toEqual({ providerId: coach.id, timeZone: 'Asia/Riyadh', durationMinutes: 60, kind: 'PAID', slots: 5 });
    expect(res.body.slots.map((s) => s.startsAt)).toEqual(MONDAY);
    expect(res.body.slots[0]!.endsAt).toBe(at(0, '07:00'));
    expect(await starts(1)).toEqual([]); // Tuesday has no hours
    // Friday 20:00-24:00 Riyadh is 17:00Z-21:00Z
    expect(await starts(4)).toEqual([at(4, '17:00'), at(4, '18:00'), at(4, '19:00'), at(4, '20:00')]);
  });

  test('FREE: the free session\'s duration; 409 cch-004 where the coach offers none', async () => {
    const free = await starts(0, 'FREE');
    expect(free.slice(0, 7)).toEqual([at(0, '06:00'), at(0, '06:30'), at(0, '07:00'), at(0, '07:30'), at(0, '08:00'), at(0, '08:30'), at(0, '11:00')]);
    expect(free).toHaveLength(10);
    const none = await slotsOf(member, hidden.id, at(0, '00:00'), at(1, '00:00'), 'FREE', 'demo');
    expect(none.status).toBe(404); // unlisted first
    await db().update(coachingCoaches).set({ isListed: true }).where(eq(coachingCoaches.userId, hidden.id));
    const refused = await slotsOf(member, hidden.id, at(0, '00:00'), at(1, '00:00'), 'FREE');
    expect([refused.status, refused.body.code]).toEqual([409, 'cch-004']);
  });

  test('an override replaces the weekday; an empty one closes the day; deleting it restores the week', async () => {
    const put = (ranges: unknown) => call('PUT', `/api/coaching/provider-availability/overrides/${dateAt(7)}`, headersOf(coach), { ranges });
    expect((await put([{ start: '10:00', end: '11:00' }])).status).toBe(200);
    expect(await starts(7)).toEqual([at(7, '07:00')]);
    expect(await starts(0)).toEqual(MONDAY); // only that date
    expect((await put([])).status).toBe(200);
    expect(await starts(7)).toEqual([]);
    await call('DELETE', `/api/coaching/provider-availability/overrides/${dateAt(7)}`, headersOf(coach));
    expect(await starts(7)).toEqual(MONDAY.map((s) => s.replace(dateAt(0), dateAt(7))));
  });

  test('a blocked period removes the slots it touches, and unblocking gives them back', async () => {
    const block = await call<DisabledSlot>('POST', '/api/coaching/provider-disabled-slots', headersOf(coach),
      { startsAt: at(0, '07:30'), endsAt: at(0, '08:15'), reason: 'Dentist' });
    expect(block.status).toBe(201);
    expect(block.body).toEqual({ id: block.body.id, startsAt: at(0, '07:30'), endsAt: at(0, '08:15'), reason: 'Dentist' });
    expect(await starts(0)).toEqual([at(0, '06:00'), at(0, '11:00'), at(0, '12:00')]);
    const listed = await call<{ data: DisabledSlot[] }>('GET', `/api/coaching/provider-disabled-slots?from=${at(0, '00:00')}&until=${at(1, '00:00')}`, headersOf(coach));
    expect(listed.body.data).toEqual([block.body]);
    expect((await call('DELETE', `/api/coaching/provider-disabled-slots/${block.body.id}`, headersOf(coach))).status).toBe(204);
    expect(await starts(0)).toEqual(MONDAY);
  });

  test('confirmed bookings and live holds take their slot; lapsed holds and cancelled bookings do not', async () => {
    const insert = (startsAt: string, status: 'CONFIRMED' | 'HELD' | 'CANCELLED', holdExpiresAt: Date | null = null) =>
      db().insert(coachingBookings).values({
        organizationId: demo, coachId: coach.id, memberId: member.id, startsAt: new Date(startsAt), endsAt: new Date(new Date(startsAt).getTime() + 3_600_000),
        status, kind: 'PAID', holdExpiresAt, meetingUrl: 'https://meet.example/x', cancelledAt: status === 'CANCELLED' ? new Date() : null,
      }).returning({ id: coachingBookings.id });
    await insert(at(0, '11:00'), 'CONFIRMED');
    await insert(at(0, '06:00'), 'HELD', new Date(Date.now() + 600_000));
    await insert(at(0, '07:00'), 'HELD', new Date(Date.now() - 60_000));
    await insert(at(0, '08:00'), 'CANCELLED');
    expect(await starts(0)).toEqual([at(0, '07:00'), at(0, '08:00'), at(0, '12:00')]);
    // The FREE grid steps by 30 minutes: a booked hour takes two half hours.
    expect((await starts(0, 'FREE')).filter((s) => s >= at(0, '11:00'))).toEqual([at(0, '12:00'), at(0, '12:30')]);
  });

  test('the notice and the maximum future days bound the slots', async () => {
    await call('PUT', '/api/coaching/provider-settings', headersOf(coach), { ...SETTINGS, maximumFutureDays: 1 });
    expect(await starts(7)).toEqual([]);
    await call('PUT', '/api/coaching/provider-settings', headersOf(coach), { ...SETTINGS, mustBookInAdvance: true, inAdvanceHours: 720 });
    expect(await starts(7)).toEqual([]); // 30 days of notice
    await call('PUT', '/api/coaching/provider-settings', headersOf(coach), SETTINGS);
    expect(await starts(7)).toHaveLength(5);
  });

  test('range: until after from and at most 62 days (400 req-001), bad instants and kinds 400', async () => {
    const ok = await slotsOf(member, coach.id, at(0, '00:00'), at(62, '00:00'));
    expect(ok.status).toBe(200);
    expect(ok.body.slots.filter((s) => s.startsAt.startsWith(dateAt(56)))).toHaveLength(5); // Monday 8 weeks on
    for (const [from, until, kind] of [
      [at(0, '00:00'), at(62, '00:01'), undefined],
      [at(0, '00:00'), at(0, '00:00'), undefined],
      [at(1, '00:00'), at(0, '00:00'), undefined],
      ['yesterday', at(0, '00:00'), undefined],
      [at(0, '00:00'), '2030-13-01T00:00:00Z', undefined],
      [at(0, '00:00'), at(1, '00:00'), 'CREDIT'],
    ] as const) {
      const res = await slotsOf(member, coach.id, from, until, kind);
      expect({ from, until, status: res.status, code: res.body.code }).toEqual({ from, until, status: 400, code: 'req-001' });
    }
    const noRange = await call('GET', `/api/coaching/provider-available-slots/${coach.id}`, headersOf(member));
    expect([noRange.status, noRange.body.code]).toEqual([400, 'req-001']);
    const badId = await call('GET', slotsPath(0), headersOf(member));
    expect([badId.status, badId.body.code]).toEqual([400, 'req-001']);
  });

  test('blocked periods: the end after the start and at most 366 days (400 req-001)', async () => {
    for (const body of [
      { startsAt: at(0, '10:00'), endsAt: at(0, '10:00') },
      { startsAt: at(0, '10:00'), endsAt: at(0, '09:00') },
      { startsAt: at(0, '10:00'), endsAt: at(400, '09:00') },
      { startsAt: 'soon', endsAt: at(0, '09:00') },
      { startsAt: at(0, '10:00'), endsAt: at(0, '11:00'), reason: 'x'.repeat(501) },
    ]) {
      const res = await call('POST', '/api/coaching/provider-disabled-slots', headersOf(coach), body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'req-001' });
    }
    const res = await call('GET', `/api/coaching/provider-disabled-slots?from=${at(1, '00:00')}&until=${at(0, '00:00')}`, headersOf(coach));
    expect([res.status, res.body.code]).toEqual([400, 'req-001']);
  });
});
