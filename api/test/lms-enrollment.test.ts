import type { Static } from '@sinclair/typebox';
import { CONFIG_KEYS } from '@halaqa/contracts';
import type { EnrollmentSchema } from '../src/modules/lms/enrollment/dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';
import { createCourse, createMembers, daysFromNow, enrollmentCountOf, setConfig, type TestMember } from './support/lms-fixtures';

let server: TestServer;
let demo: number;
let nour: number;
let member: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  [member] = await createMembers(server.database.db, demo, 1) as [TestMember];
});
afterAll(async () => { await server.close(); });

type Answer = Static<typeof EnrollmentSchema> & ErrorBody;
const enroll = (courseId: number | string, token: string, prefix = 'demo') =>
  server.request<Answer>(`/api/courses/${courseId}/enroll`, { method: 'POST', headers: { ...bearer(token), 'x-organization': prefix } });

describe('POST courses/{courseId}/enroll', () => {
  test('enrolls in a free open course, and a replay answers the same enrollment', async () => {
    const courseId = await createCourse(server.database.db, demo);
    const first = await enroll(courseId, member.token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ courseId, enrolledAt: expect.any(String), isFinished: false });
    const again = await enroll(courseId, member.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await enrollmentCountOf(server.database.db, courseId)).toEqual({ counter: 1, rows: 1 });
  });

  test.each([
    ['enr-002 before the enrollment window opens', { startEnrollmentDate: daysFromNow(3) }, 'enr-002'],
    ['enr-003 after the enrollment window closed', { endEnrollmentDate: daysFromNow(-1) }, 'enr-003'],
    ['enr-003 after the course ended', { endDate: daysFromNow(-2) }, 'enr-003'],
    ['enr-004 when the course is full', { maxEnrollmentCount: 1, enrollmentCount: 1 }, 'enr-004'],
    ['enr-005 when the course has a price', { price: 15000 }, 'enr-005'],
    ['enr-006 when the course is coming soon', { isComingSoon: true }, 'enr-006'],
  ] as const)('%s (409, nothing written)', async (_name, fixture, code) => {
    const courseId = await createCourse(server.database.db, demo, fixture);
    const res = await enroll(courseId, member.token);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code });
    expect(res.body.message).toContain('Test course');
    const counted = await enrollmentCountOf(server.database.db, courseId);
    expect(counted.rows).toBe(0);
  });

  test('enr-001 (403) while the organization does not offer self-enrollment', async () => {
    const courseId = await createCourse(server.database.db, demo);
    const restore = await setConfig(server.database.db, demo, CONFIG_KEYS.selfEnrollmentEnabled, false);
    try {
      const res = await enroll(courseId, member.token);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'enr-001' });
    } finally {
      await restore();
    }
    expect((await enroll(courseId, member.token)).status).toBe(200);
  });

  test.each([
    ['unpublished', { isPublished: false }],
    ['not approved', { isApproved: false }],
    ['deleted', { isDeleted: true }],
    ['offered but unpublished in the organization', { targetIsPublished: false }],
    ['ended more than 30 days ago', { endDate: daysFromNow(-40) }],
  ] as const)('404 req-002 for a course %s', async (_name, fixture) => {
    const courseId = await createCourse(server.database.db, demo, fixture);
    const res = await enroll(courseId, member.token);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'req-002' });
  });

  test('404 for an unknown course, 400 req-001 for a malformed id', async () => {
    expect((await enroll(2_000_000_000, member.token)).body.code).toBe('req-002');
    const malformed = await enroll('abc', member.token);
    expect({ status: malformed.status, code: malformed.body.code }).toEqual({ status: 400, code: 'req-001' });
  });

  test('visitors are told to sign in (401 auth-006); members without course access get 403 perm-001', async () => {
    const courseId = await createCourse(server.database.db, demo);
    const visitor = await server.request<Answer>(`/api/courses/${courseId}/enroll`, { method: 'POST', headers: { 'x-organization': 'demo' } });
    expect({ status: visitor.status, code: visitor.body.code }).toEqual({ status: 401, code: 'auth-006' });
    const eventsOnly = await enroll(courseId, await server.memberToken('demo', 'events@demo.halaqa.test'));
    expect({ status: eventsOnly.status, code: eventsOnly.body.code }).toEqual({ status: 403, code: 'perm-001' });
  });

  describe('tenant isolation', () => {
    test("a nour member cannot enroll in demo's course: 404 at nour, auth-002 when naming demo", async () => {
      const courseId = await createCourse(server.database.db, demo);
      const nourToken = await server.memberToken('nour');
      const atNour = await enroll(courseId, nourToken, 'nour');
      expect({ status: atNour.status, code: atNour.body.code }).toEqual({ status: 404, code: 'req-002' });
      const atDemo = await enroll(courseId, nourToken, 'demo');
      expect({ status: atDemo.status, code: atDemo.body.code }).toEqual({ status: 403, code: 'auth-002' });
      expect((await enrollmentCountOf(server.database.db, courseId)).rows).toBe(0);
    });

    test("a demo course offered to nour is enrolled at nour's price and rules", async () => {
      const free = await createCourse(server.database.db, demo, { targetOrganizationId: nour });
      const paid = await createCourse(server.database.db, demo, { targetOrganizationId: nour, price: 5000 });
      const nourToken = await server.memberToken('nour');
      expect((await enroll(free, nourToken, 'nour')).status).toBe(200);
      expect((await enroll(paid, nourToken, 'nour')).body.code).toBe('enr-005');
      // demo itself has no offer of these courses.
      expect((await enroll(free, member.token)).body.code).toBe('req-002');
    });
  });

  describe('at capacity, under concurrent requests', () => {
    test('exactly maxEnrollmentCount of many members enrolling at once succeed', async () => {
      const capacity = 3;
      const courseId = await createCourse(server.database.db, demo, { maxEnrollmentCount: capacity });
      const members = await createMembers(server.database.db, demo, 8);
      const answers = await Promise.all(members.map((candidate) => enroll(courseId, candidate.token)));
      const outcomes = answers.map((res) => (res.status === 200 ? 'enrolled' : `${res.status} ${res.body.code}`));
      expect(outcomes.filter((outcome) => outcome === 'enrolled')).toHaveLength(capacity);
      expect(outcomes.filter((outcome) => outcome !== 'enrolled')).toEqual(Array(members.length - capacity).fill('409 enr-004'));
      expect(await enrollmentCountOf(server.database.db, courseId)).toEqual({ counter: capacity, rows: capacity });
    });

    test('the same member enrolling twice at once gets one enrollment', async () => {
      const courseId = await createCourse(server.database.db, demo, { maxEnrollmentCount: 5 });
      const [twin] = await createMembers(server.database.db, demo, 1);
      const answers = await Promise.all([enroll(courseId, twin!.token), enroll(courseId, twin!.token), enroll(courseId, twin!.token)]);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((res) => res.body.enrolledAt)).size).toBe(1);
      expect(await enrollmentCountOf(server.database.db, courseId)).toEqual({ counter: 1, rows: 1 });
    });
  });
});
