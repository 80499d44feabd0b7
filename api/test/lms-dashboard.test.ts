import type { Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { courseEnrollees } from '../src/modules/lms/tables';
import type { CalendarEntry, CourseActivity, StudentActivityPageSchema } from '../src/modules/lms/dashboard/dto';
import type { MyCoursePageSchema } from '../src/modules/lms/learner/my-course-dto';
import type { SpecializationPageSchema } from '../src/modules/lms/specializations/dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';
import { createCourse, createMembers, daysFromNow, type TestMember } from './support/lms-fixtures';

let server: TestServer;
let demo: number;
let nour: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
});
afterAll(async () => { await server.close(); });

/** These members hold no event place: every item is a course's. */
type StudentActivityPage = Omit<Static<typeof StudentActivityPageSchema>, 'data'> & { data: CourseActivity[] };

const call = <T>(member: TestMember, method: string, path: string, body?: unknown, prefix = 'demo') =>
  server.request<T>(`/api${path}`, { method, headers: { ...bearer(member.token), 'x-organization': prefix }, body });
const newMember = async (organizationId = demo) => (await createMembers(server.database.db, organizationId, 1))[0]!;
async function enroll(member: TestMember, courseId: number): Promise<void> {
  expect((await call(member, 'POST', `/courses/${courseId}/enroll`)).status).toBe(200);
}
async function setProgress(member: TestMember, courseId: number, progress: number, isFinished = false): Promise<void> {
  await server.database.db.update(courseEnrollees).set({ progress, isFinished, finishedAt: isFinished ? new Date() : null })
    .where(and(eq(courseEnrollees.userId, member.id), eq(courseEnrollees.courseId, courseId)));
}

describe('GET users/{userId}/course-statistics and GET dashboard/enrolled-courses-by-progress', () => {
  let member: TestMember;
  const ids: number[] = [];
  beforeAll(async () => {
    member = await newMember();
    for (let index = 0; index < 4; index += 1) {
      ids.push(await createCourse(server.database.db, demo));
      await enroll(member, ids[index]!);
    }
    await setProgress(member, ids[0]!, 100, true);
    await setProgress(member, ids[1]!, 40);
    await setProgress(member, ids[3]!, 75);
    for (let index = 0; index < 2; index += 1) {
      expect((await call(member, 'PUT', `/courses/${await createCourse(server.database.db, demo)}/wishlist`)).status).toBe(204);
    }
    const free = await call<Static<typeof SpecializationPageSchema>>(member, 'GET', '/specializations?query=Professional');
    expect((await call(member, 'POST', `/specializations/${free.body.data[0]!.id}/enroll`)).status).toBe(200);
  });

  test('counts what the member has: 4 courses + 3 from a specialization, 2 favorites, 1 specialization', async () => {
    const res = await call(member, 'GET', `/users/${member.id}/course-statistics`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      enrolled: 7, finished: 1, inProgress: 2, notStarted: 4, wishlisted: 2, specializations: 1,
      averageProgress: Math.round((100 + 40 + 75) / 7),
    });
  });

  test("another member's statistics are refused (403 perm-001)", async () => {
    const other = await newMember();
    const nourMember = await newMember(nour);
    for (const userId of [other.id, nourMember.id]) {
      const res = await call<ErrorBody>(member, 'GET', `/users/${userId}/course-statistics`);
      expect({ userId, status: res.status, code: res.body.code }).toEqual({ userId, status: 403, code: 'perm-001' });
    }
  });

  test('unfinished courses by progress, highest first; paged with a steady count', async () => {
    const res = await call<Static<typeof MyCoursePageSchema>>(member, 'GET', '/dashboard/enrolled-courses-by-progress?take=3');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(6);
    expect(res.body.data.map((course) => [course.id, course.progress])).toEqual([[ids[3], 75], [ids[1], 40], [expect.any(Number), 0]]);
    const rest = await call<Static<typeof MyCoursePageSchema>>(member, 'GET', '/dashboard/enrolled-courses-by-progress?skip=3&take=3');
    expect(rest.body.count).toBe(6);
    expect(rest.body.data).toHaveLength(3);
    const seen = [...res.body.data, ...rest.body.data].map((course) => course.id);
    expect(new Set(seen).size).toBe(6);
    expect(seen).not.toContain(ids[0]);
  });
});

describe('GET dashboard/calendar', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  // A quiet stretch of the future, far from the seeded courses' dates.
  const base = new Date(Math.floor(Date.now() / DAY) * DAY + 200 * DAY);
  const at = (days: number, hours = 12) => new Date(base.getTime() + days * DAY + hours * 60 * 60 * 1000);

  test('start and end of enrolled courses, enrollment dates of favorites not enrolled in, by date', async () => {
    const db = server.database.db;
    const member = await newMember();
    const enrolled = await createCourse(db, demo, { name: 'Calendar enrolled', startDate: at(1), endDate: at(20) });
    const favorite = await createCourse(db, demo, { name: 'Calendar favorite', startEnrollmentDate: at(5), endEnrollmentDate: at(10), startDate: at(12) });
    const both = await createCourse(db, demo, { name: 'Calendar both', startDate: at(3), endDate: at(40), endEnrollmentDate: at(2) });
    await enroll(member, enrolled);
    await enroll(member, both);
    for (const id of [favorite, both]) await call(member, 'PUT', `/courses/${id}/wishlist`);

    const res = await call(member, 'GET', `/dashboard/calendar?from=${isoDay(base)}&to=${isoDay(at(20))}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { date: at(1).toISOString(), kind: 'COURSE_START', courseId: enrolled, courseName: 'Calendar enrolled' },
      { date: at(3).toISOString(), kind: 'COURSE_START', courseId: both, courseName: 'Calendar both' },
      { date: at(5).toISOString(), kind: 'ENROLLMENT_OPENS', courseId: favorite, courseName: 'Calendar favorite' },
      { date: at(10).toISOString(), kind: 'ENROLLMENT_CLOSES', courseId: favorite, courseName: 'Calendar favorite' },
      { date: at(20).toISOString(), kind: 'COURSE_END', courseId: enrolled, courseName: 'Calendar enrolled' },
    ]);
    // The last day counts whole; the day before it leaves that day's events out.
    const shorter = await call<CalendarEntry[]>(member, 'GET', `/dashboard/calendar?from=${isoDay(at(2))}&to=${isoDay(at(19))}`);
    expect(shorter.body.map((entry) => entry.kind)).toEqual(['COURSE_START', 'ENROLLMENT_OPENS', 'ENROLLMENT_CLOSES']);
    // Without a range: this month (nothing of the member's falls in it).
    expect((await call(member, 'GET', '/dashboard/calendar')).body).toEqual([]);
  });

  test.each([
    ['to before from', '?from=2026-05-10&to=2026-05-09'],
    ['more than 100 days', '?from=2026-01-01&to=2026-04-12'],
    ['a date that is not one', '?from=2026-02-30&to=2026-03-01'],
    ['a date-time instead of a date', '?from=2026-01-01T00:00:00Z&to=2026-01-02'],
    ['a default month end before from', '?from=2999-01-01'],
  ])('400 req-001 for %s', async (_name, query) => {
    const res = await call<ErrorBody>(await newMember(), 'GET', `/dashboard/calendar${query}`);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'req-001' });
  });

  test('exactly 100 days is allowed', async () => {
    expect((await call(await newMember(), 'GET', '/dashboard/calendar?from=2026-01-01&to=2026-04-11')).status).toBe(200);
  });
});

describe('GET dashboard/student-activities', () => {
  test('the to-do list: dated items by date, then undated ones; reviewing removes the review item', async () => {
    const db = server.database.db;
    const member = await newMember();
    const startsSoon = await createCourse(db, demo, { startDate: daysFromNow(5), endDate: daysFromNow(30) });
    const endsSoon = await createCourse(db, demo, { startDate: daysFromNow(-5), endDate: daysFromNow(3) });
    const running = await createCourse(db, demo, { startDate: daysFromNow(-5), endDate: daysFromNow(60) });
    const undated = await createCourse(db, demo);
    const finished = await createCourse(db, demo);
    const favorite = await createCourse(db, demo, { endEnrollmentDate: daysFromNow(2) });
    for (const id of [startsSoon, endsSoon, running, undated, finished]) await enroll(member, id);
    await setProgress(member, running, 30);
    await setProgress(member, finished, 100, true);
    await call(member, 'PUT', `/courses/${favorite}/wishlist`);

    const res = await call<StudentActivityPage>(
      member, 'GET', '/dashboard/student-activities?take=50');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(6);
    expect(res.body.data.map((item) => [item.kind, item.courseId, item.progress])).toEqual([
      ['ENROLLMENT_CLOSES', favorite, null],
      ['COURSE_ENDS', endsSoon, 0],
      ['COURSE_STARTS', startsSoon, 0],
      ['CONTINUE_COURSE', running, 30],
      ['CONTINUE_COURSE', undated, 0],
      ['REVIEW_COURSE', finished, 100],
    ]);
    expect(res.body.data.map((item) => item.dueAt === null)).toEqual([false, false, false, false, true, true]);
    expect(res.body.data[0]).toMatchObject({ courseName: expect.stringContaining('Test course'), coverImageUrl: null });

    const firstPage = await call<StudentActivityPage>(member, 'GET', '/dashboard/student-activities?take=4');
    const secondPage = await call<StudentActivityPage>(member, 'GET', '/dashboard/student-activities?skip=4&take=4');
    expect([firstPage.body.count, secondPage.body.count]).toEqual([6, 6]);
    expect([...firstPage.body.data, ...secondPage.body.data].map((item) => item.courseId)).toEqual(res.body.data.map((item) => item.courseId));

    expect((await call(member, 'PUT', `/courses/${finished}/my-review`, { rating: 5, text: 'Done' })).status).toBe(200);
    const after = await call<StudentActivityPage>(member, 'GET', '/dashboard/student-activities');
    expect(after.body.count).toBe(5);
    expect(after.body.data.map((item) => item.kind)).not.toContain('REVIEW_COURSE');
  });
});

describe('gates', () => {
  test('activities: visitors 401 auth-006; a member with events access but no course access gets no course items', async () => {
    const visitor = await server.request<ErrorBody>('/api/dashboard/student-activities', { headers: { 'x-organization': 'demo' } });
    expect({ status: visitor.status, code: visitor.body.code }).toEqual({ status: 401, code: 'auth-006' });
    // Spec section 2: the activities page needs courses or events access.
    const eventsOnly = { id: 0, token: await server.memberToken('demo', 'events@demo.halaqa.test') };
    const res = await call<Static<typeof StudentActivityPageSchema>>(eventsOnly, 'GET', '/dashboard/student-activities');
    expect(res.status).toBe(200);
    // Their events' items only (api/test/social-events-dashboard.test.ts).
    expect(res.body.data.filter((item) => !('eventId' in item))).toEqual([]);
  });

  test.each([
    '/users/1/course-statistics', '/dashboard/enrolled-courses-by-progress', '/dashboard/calendar',
  ])('%s: visitors 401 auth-006, members without course access 403 perm-001', async (path) => {
    const visitor = await server.request<ErrorBody>(`/api${path}`, { headers: { 'x-organization': 'demo' } });
    expect({ status: visitor.status, code: visitor.body.code }).toEqual({ status: 401, code: 'auth-006' });
    const eventsOnly = { id: 0, token: await server.memberToken('demo', 'events@demo.halaqa.test') };
    const res = await call<ErrorBody>(eventsOnly, 'GET', path);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'perm-001' });
  });
});
