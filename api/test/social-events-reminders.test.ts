import { eq } from 'drizzle-orm';
import { socialEventReminders } from '../src/modules/social/tables';
import { sendEventReminders } from '../src/modules/social/events/reminders';
import { noticeOf } from '../src/modules/notifications/notices';
import { callsTo, headersOf } from './support/api-calls';
import { createMembers, type TestMember } from './support/lms-fixtures';
import { createEvent, domainEventsOf, hoursFromNow } from './support/social-events-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

process.env.EVENT_REMINDERS_POLL_MS = '0';

/** The reminder job (docs/design/social-api.md "Reminders"): 24 h and 1 h before, to the enrolled, once. */

let server: TestServer;
let demo: number;
let members: TestMember[];
const call = callsTo(() => server);
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  members = await createMembers(server.database.db, demo, 3);
});
afterAll(async () => { await server.close(); });

const HOUR = 3_600_000;

test('24h and 1h reminders go to the enrolled only, exactly once each, even when passes race', async () => {
  const start = hoursFromNow(24 * 5);
  const eventId = await createEvent(db(), demo, { startTime: start, endingTime: new Date(start.getTime() + 2 * HOUR), maxEnrollmentCount: 2 });
  for (const member of members.slice(0, 2)) expect((await call('POST', `/api/events/${eventId}/enrollments`, headersOf(member), {})).status).toBe(201);
  expect((await call('POST', `/api/events/${eventId}/enrollments`, headersOf(members[2]!), { waitlist: true })).status).toBe(201);
  const reminders = async () => (await domainEventsOf(db(), eventId)).filter((event) => event.type === 'event.reminder');

  // Two days before: nothing yet.
  await sendEventReminders(server.database.systemDb, new Date(start.getTime() - 48 * HOUR));
  expect(await reminders()).toEqual([]);

  const dayBefore = new Date(start.getTime() - 23 * HOUR);
  await Promise.all([sendEventReminders(server.database.systemDb, dayBefore), sendEventReminders(server.database.systemDb, dayBefore)]);
  await sendEventReminders(server.database.systemDb, new Date(dayBefore.getTime() + 10 * 60_000));
  const first = await reminders();
  expect(first).toHaveLength(1);
  expect(first[0]!.payload).toMatchObject({ kind: '24h' });
  expect((first[0]!.audience as { userIds: number[] }).userIds.sort()).toEqual([members[0]!.id, members[1]!.id].sort());

  const hourBefore = new Date(start.getTime() - 40 * 60_000);
  await sendEventReminders(server.database.systemDb, hourBefore);
  await sendEventReminders(server.database.systemDb, hourBefore);
  const all = await reminders();
  expect(all.map((event) => (event.payload as { kind: string }).kind)).toEqual(['24h', '1h']);
  const rows = await db().select().from(socialEventReminders).where(eq(socialEventReminders.eventId, eventId));
  expect(rows).toHaveLength(4);

  // After the start: nothing more.
  await sendEventReminders(server.database.systemDb, new Date(start.getTime() + 60_000));
  expect(await reminders()).toHaveLength(2);

  const notice = noticeOf('event.reminder', all[1]!.payload, all[1]!.subject as Record<string, number>);
  expect(notice).toMatchObject({ templateId: 2, data: { notificationTemplate: 2, eventId } });
  expect(notice!.texts.en).toContain('starts in an hour');
});

test('a cancelled event sends no reminder', async () => {
  const start = hoursFromNow(24 * 6);
  const eventId = await createEvent(db(), demo, { startTime: start, endingTime: new Date(start.getTime() + HOUR) });
  await call('POST', `/api/events/${eventId}/enrollments`, headersOf(members[0]!), {});
  const admin = { authorization: `Bearer ${await server.memberToken('demo', 'admin@demo.halaqa.test')}`, 'x-organization': 'demo' };
  expect((await call('POST', `/api/events/${eventId}/cancel`, admin)).status).toBe(200);
  await sendEventReminders(server.database.systemDb, new Date(start.getTime() - 30 * 60_000));
  expect((await domainEventsOf(db(), eventId)).filter((event) => event.type === 'event.reminder')).toEqual([]);
});
