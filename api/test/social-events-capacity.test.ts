import { callsTo, headersOf } from './support/api-calls';
import { createMembers, type TestMember } from './support/lms-fixtures';
import { createEvent, enrollmentsOf, eventRow } from './support/social-events-fixtures';
import { startTestServer, type TestServer } from './support/test-server';

/** The capacity and the waitlist under concurrent requests (docs/design/social-api.md "Capacity"). */

let server: TestServer;
let demo: number;
let members: TestMember[];
const call = callsTo(() => server);
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  members = await createMembers(server.database.db, demo, 30);
});
afterAll(async () => { await server.close(); });

const join = (member: TestMember, eventId: number, waitlist: boolean) =>
  call<{ status: string; position?: number }>('POST', `/api/events/${eventId}/enrollments`, headersOf(member), { waitlist });

test('30 members racing for 10 places: exactly 10 ENROLLED, the rest refused evt-003', async () => {
  const eventId = await createEvent(db(), demo, { maxEnrollmentCount: 10 });
  const answers = await Promise.all(members.map((member) => join(member, eventId, false)));
  const outcomes = answers.map((res) => (res.status === 201 ? res.body.status : `${res.status} ${res.body.code}`));
  expect(outcomes.filter((outcome) => outcome === 'ENROLLED')).toHaveLength(10);
  expect(outcomes.filter((outcome) => outcome !== 'ENROLLED')).toEqual(Array(20).fill('409 evt-003'));
  expect((await eventRow(db(), eventId)).enrolledCount).toBe(10);
  expect((await enrollmentsOf(db(), eventId)).filter((row) => row.status === 'ENROLLED')).toHaveLength(10);
});

test('30 racing with waitlist: 10 ENROLLED, 20 WAITLISTED with positions 1..20 in arrival order', async () => {
  const eventId = await createEvent(db(), demo, { maxEnrollmentCount: 10 });
  const answers = await Promise.all(members.map((member) => join(member, eventId, true)));
  expect(answers.every((res) => res.status === 201)).toBe(true);
  expect(answers.filter((res) => res.body.status === 'ENROLLED')).toHaveLength(10);
  const positions = answers.filter((res) => res.body.status === 'WAITLISTED').map((res) => res.body.position).sort((a, b) => a! - b!);
  expect(positions).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  const rows = await enrollmentsOf(db(), eventId);
  const waiting = rows.filter((row) => row.status === 'WAITLISTED')
    .sort((a, b) => a.waitlistedAt!.getTime() - b.waitlistedAt!.getTime() || a.id - b.id);
  // The position each was told is its place in (waitlisted_at, id) order.
  const told = new Map(answers.map((res, index) => [members[index]!.id, res.body.position]));
  expect(waiting.map((row) => told.get(row.userId))).toEqual(positions);
  expect((await eventRow(db(), eventId)).enrolledCount).toBe(10);
});

test('concurrent leaves promote the waitlist in its order, never over capacity', async () => {
  const eventId = await createEvent(db(), demo, { maxEnrollmentCount: 5 });
  const [enrolled, waiting] = [members.slice(0, 5), members.slice(5, 12)];
  for (const member of enrolled) expect((await join(member, eventId, false)).body.status).toBe('ENROLLED');
  for (const [index, member] of waiting.entries()) expect((await join(member, eventId, true)).body.position).toBe(index + 1);
  const leaving = enrolled.slice(0, 4);
  const answers = await Promise.all(leaving.map((member) => call('DELETE', `/api/events/${eventId}/enrollments/mine`, headersOf(member))));
  expect(answers.map((res) => res.status)).toEqual([204, 204, 204, 204]);
  const rows = await enrollmentsOf(db(), eventId);
  const statusOf = (member: TestMember) => rows.find((row) => row.userId === member.id)!.status;
  expect(waiting.map(statusOf)).toEqual(['ENROLLED', 'ENROLLED', 'ENROLLED', 'ENROLLED', 'WAITLISTED', 'WAITLISTED', 'WAITLISTED']);
  expect(leaving.map(statusOf)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED', 'CANCELLED']);
  expect((await eventRow(db(), eventId)).enrolledCount).toBe(5);
  expect(rows.filter((row) => row.status === 'ENROLLED')).toHaveLength(5);
});

test('the same member joining three times at once gets one place', async () => {
  const eventId = await createEvent(db(), demo, { maxEnrollmentCount: 3 });
  const [twin] = members;
  const answers = await Promise.all([join(twin!, eventId, false), join(twin!, eventId, false), join(twin!, eventId, false)]);
  expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
  expect(answers.filter((res) => res.status === 409).every((res) => res.body.code === 'evt-002')).toBe(true);
  expect((await eventRow(db(), eventId)).enrolledCount).toBe(1);
});
