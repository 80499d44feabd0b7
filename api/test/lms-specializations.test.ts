import type { Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { courseEnrollees, specializations } from '../src/modules/lms/tables';
import type { MyCoursePageSchema } from '../src/modules/lms/learner/my-course-dto';
import type {
  ManagedSpecialization, SpecializationEnrollmentSchema, SpecializationOverview, SpecializationPageSchema,
} from '../src/modules/lms/specializations/dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';
import { createCourse, createMembers, enrollmentCountOf, type TestMember } from './support/lms-fixtures';

let server: TestServer;
let demo: number;
let nour: number;
let admin: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  const token = await server.memberToken('demo', { isAdministrator: true });
  admin = { id: 0, token };
});
afterAll(async () => { await server.close(); });

type SpecializationPage = Static<typeof SpecializationPageSchema>;
type Enrollment = Static<typeof SpecializationEnrollmentSchema>;

const call = <T>(member: TestMember | null, method: string, path: string, body?: unknown, prefix = 'demo') =>
  server.request<T>(`/api${path}`, { method, headers: { ...(member ? bearer(member.token) : {}), 'x-organization': prefix }, body });
const newMember = async (organizationId = demo) => (await createMembers(server.database.db, organizationId, 1))[0]!;
const createSpecialization = async (body: Record<string, unknown>) => {
  const res = await call<ManagedSpecialization>(admin, 'POST', '/specializations', { isPublished: true, ...body });
  expect(res.status).toBe(201);
  return res.body;
};
const enrolledCourses = (member: TestMember) => server.database.db.select({ courseId: courseEnrollees.courseId, fromSpecialization: courseEnrollees.fromSpecialization, specializationId: courseEnrollees.specializationId })
  .from(courseEnrollees).where(eq(courseEnrollees.userId, member.id));

describe('the seeded specializations', () => {
  test('demo shows a free one of three courses and a paid one; nour its own', async () => {
    const member = await newMember();
    const res = await call<SpecializationPage>(member, 'GET', '/specializations');
    expect(res.status).toBe(200);
    const byName = new Map(res.body.data.map((card) => [card.name, card]));
    expect(byName.get('Professional Skills Starter')).toMatchObject({ price: 0, courseCount: 3, isEnrolled: false, currencyCode: 'SAR' });
    expect(byName.get('Data Science Track')).toMatchObject({ price: 59900, courseCount: 3 });
    const atNour = await call<SpecializationPage>(await newMember(nour), 'GET', '/specializations', undefined, 'nour');
    expect(atNour.body.data.map((card) => card.name)).toEqual(['مسار الرعاية الصحية الأساسية']);
  });

  test('query matches name or brief description; like-wildcards are plain text', async () => {
    const member = await newMember();
    const found = await call<SpecializationPage>(member, 'GET', '/specializations?query=%20machine%20');
    expect(found.body.data.map((card) => card.name)).toEqual(['Data Science Track']);
    expect(found.body.count).toBe(1);
    expect((await call<SpecializationPage>(member, 'GET', '/specializations?query=%25')).body).toEqual({ count: 0, data: [] });
  });

  test('enrolling in the free one enrolls in its three courses, in order; a replay answers the same', async () => {
    const member = await newMember();
    const list = await call<SpecializationPage>(member, 'GET', '/specializations?query=Professional');
    const specializationId = list.body.data[0]!.id;
    const before = await call<SpecializationOverview>(member, 'GET', `/specializations/${specializationId}`);
    expect(before.body.enrollmentState).toBe('OPEN');
    expect(before.body.courses.map((course) => course.name)).toEqual(['HTML and CSS Foundations', 'تحليل البيانات باستخدام إكسل', 'Business English for Professionals']);

    const res = await call<Enrollment>(member, 'POST', `/specializations/${specializationId}/enroll`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ specializationId, enrolledCourseIds: before.body.courses.map((course) => course.id) });
    const again = await call(member, 'POST', `/specializations/${specializationId}/enroll`);
    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: res.body });

    expect(await enrolledCourses(member)).toEqual(expect.arrayContaining(before.body.courses.map((course) => ({ courseId: course.id, fromSpecialization: true, specializationId }))));
    expect(await enrolledCourses(member)).toHaveLength(3);
    const after = await call<SpecializationOverview>(member, 'GET', `/specializations/${specializationId}`);
    expect(after.body).toMatchObject({ isEnrolled: true, enrollmentState: 'ENROLLED' });
    const myCourses = await call<Static<typeof MyCoursePageSchema>>(member, 'GET', '/courses/my-courses');
    expect(myCourses.body.count).toBe(3);
  });

  test('the paid one is refused with enr-005, and nothing is enrolled', async () => {
    const member = await newMember();
    const list = await call<SpecializationPage>(member, 'GET', '/specializations?query=Data%20Science');
    const specializationId = list.body.data[0]!.id;
    expect((await call<SpecializationOverview>(member, 'GET', `/specializations/${specializationId}`)).body.enrollmentState).toBe('PAYMENT_REQUIRED');
    const res = await call<ErrorBody>(member, 'POST', `/specializations/${specializationId}/enroll`);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'enr-005' });
    expect(await enrolledCourses(member)).toEqual([]);
  });
});

describe('POST specializations/{specializationId}/enroll', () => {
  test('all or nothing: a full course rolls back the courses enrolled before it, and the message names it', async () => {
    const db = server.database.db;
    const open = await createCourse(db, demo);
    const full = await createCourse(db, demo, { name: 'The Full Course', maxEnrollmentCount: 1, enrollmentCount: 1 });
    const specialization = await createSpecialization({ name: 'With a full course', courseIds: [open, full] });
    const member = await newMember();
    const overview = await call<SpecializationOverview>(member, 'GET', `/specializations/${specialization.id}`);
    expect(overview.body.enrollmentState).toBe('FULL');
    const res = await call<ErrorBody>(member, 'POST', `/specializations/${specialization.id}/enroll`);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'enr-004' });
    expect(res.body.message).toContain('The Full Course');
    expect(await enrolledCourses(member)).toEqual([]);
    expect(await enrollmentCountOf(db, open)).toEqual({ counter: 0, rows: 0 });
  });

  test('a paid course inside a free specialization is refused with enr-005, naming the course', async () => {
    const paid = await createCourse(server.database.db, demo, { name: 'A Paid Course', price: 1000 });
    const specialization = await createSpecialization({ name: 'Free around a paid course', courseIds: [await createCourse(server.database.db, demo), paid] });
    const res = await call<ErrorBody>(await newMember(), 'POST', `/specializations/${specialization.id}/enroll`);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'enr-005' });
    expect(res.body.message).toContain('A Paid Course');
  });

  test('a course already enrolled stays as it was; courses out of the catalogue are left out', async () => {
    const db = server.database.db;
    const direct = await createCourse(db, demo);
    const hidden = await createCourse(db, demo, { isPublished: false });
    const fresh = await createCourse(db, demo);
    const specialization = await createSpecialization({ name: 'Mixed', courseIds: [direct, hidden, fresh] });
    const member = await newMember();
    expect((await call(member, 'POST', `/courses/${direct}/enroll`)).status).toBe(200);
    const card = (await call<SpecializationOverview>(member, 'GET', `/specializations/${specialization.id}`)).body;
    expect({ courseCount: card.courseCount, courses: card.courses.map((course) => course.id) }).toEqual({ courseCount: 2, courses: [direct, fresh] });
    const res = await call<Enrollment>(member, 'POST', `/specializations/${specialization.id}/enroll`);
    expect(res.body.enrolledCourseIds).toEqual([direct, fresh]);
    expect((await enrolledCourses(member)).sort((a, b) => a.courseId - b.courseId)).toEqual([
      { courseId: direct, fromSpecialization: false, specializationId: null },
      { courseId: fresh, fromSpecialization: true, specializationId: specialization.id },
    ]);
  });

  test('unpublished, deleted and other organizations\' specializations are not found', async () => {
    const member = await newMember();
    const unpublished = await createSpecialization({ name: 'Draft', isPublished: false });
    const deleted = await createSpecialization({ name: 'Gone' });
    expect((await call(admin, 'DELETE', `/specializations/${deleted.id}`)).status).toBe(204);
    const [ofNour] = await server.database.db.select({ id: specializations.id }).from(specializations).where(eq(specializations.organizationId, nour));
    for (const id of [unpublished.id, deleted.id, ofNour!.id]) {
      for (const [method, path] of [['GET', `/specializations/${id}`], ['POST', `/specializations/${id}/enroll`]] as const) {
        const res = await call<ErrorBody>(member, method, path);
        expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 404, code: 'req-002' });
      }
    }
    const list = await call<SpecializationPage>(member, 'GET', '/specializations?take=50');
    expect(list.body.data.map((card) => card.id)).not.toEqual(expect.arrayContaining([unpublished.id]));
    const nourMember = await newMember(nour);
    const crossing = await call<ErrorBody>(nourMember, 'GET', `/specializations/${ofNour!.id}`, undefined, 'demo');
    expect({ status: crossing.status, code: crossing.body.code }).toEqual({ status: 403, code: 'auth-002' });
  });
});

describe('managing specializations', () => {
  test('an administrator creates, changes, reorders and deletes one', async () => {
    const db = server.database.db;
    const [a, b, c] = [await createCourse(db, demo), await createCourse(db, demo), await createCourse(db, demo, { isPublished: false })];
    const created = await createSpecialization({ name: '  Managed path ', price: 0, courseIds: [a, b, c] });
    expect(created).toMatchObject({ name: 'Managed path', isPublished: true, price: 0 });
    expect(created.courses.map((course) => [course.id, course.isInCatalogue])).toEqual([[a, true], [b, true], [c, false]]);

    const patched = await call<ManagedSpecialization>(admin, 'PATCH', `/specializations/${created.id}`, { name: 'Renamed', price: 2500 });
    expect(patched.body).toMatchObject({ id: created.id, name: 'Renamed', price: 2500 });
    const reordered = await call<ManagedSpecialization>(admin, 'PUT', `/specializations/${created.id}/courses`, { courseIds: [b, a] });
    expect(reordered.body.courses.map((course) => course.id)).toEqual([b, a]);

    expect((await call(admin, 'DELETE', `/specializations/${created.id}`)).status).toBe(204);
    expect((await call(admin, 'DELETE', `/specializations/${created.id}`)).status).toBe(204);
    expect((await call(admin, 'PATCH', `/specializations/${created.id}`, { name: 'Back' })).status).toBe(404);
  });

  test.each([
    ['a blank name', async () => ({ name: '   ' })],
    ['a course of another organization', async () => ({ name: 'X', courseIds: [await createCourse(server.database.db, nour)] })],
    ['repeated courses', async () => ({ name: 'X', courseIds: [1, 1] })],
    ['a negative price', async () => ({ name: 'X', price: -1 })],
    ['an unknown cover', async () => ({ name: 'X', coverImageId: 2_000_000_000 })],
  ])('400 req-001 for %s', async (_name, body) => {
    const res = await call<ErrorBody>(admin, 'POST', '/specializations', await body());
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'req-001' });
  });

  test("members and instructors may not manage (403 perm-001); nour's administrator does not find demo's (404)", async () => {
    const created = await createSpecialization({ name: 'Guarded' });
    for (const who of [{}, { isInstructor: true }] as const) {
      const token = { id: 0, token: await server.memberToken('demo', who) };
      const res = await call<ErrorBody>(token, 'PATCH', `/specializations/${created.id}`, { name: 'Taken' });
      expect({ who, status: res.status, code: res.body.code }).toEqual({ who, status: 403, code: 'perm-001' });
    }
    const nourAdmin = { id: 0, token: await server.memberToken('nour', { isAdministrator: true }) };
    const res = await call<ErrorBody>(nourAdmin, 'PATCH', `/specializations/${created.id}`, { name: 'Taken' }, 'nour');
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'req-002' });
    const [row] = await server.database.db.select({ name: specializations.name }).from(specializations).where(and(eq(specializations.id, created.id)));
    expect(row!.name).toBe('Guarded');
  });
});
