import { and, eq } from 'drizzle-orm';
import type { CourseGroup, MyCourseGroup } from '../src/modules/lms/course-groups/dto';
import { courseEnrollees, courseInstructors } from '../src/modules/lms/tables';
import { users } from '../src/modules/users/tables';
import { type Headers, callsTo, headersOf } from './support/api-calls';
import { createCourse, createMembers, type TestMember } from './support/lms-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

/** Course groups over HTTP (docs/design/course-work-api.md "Course groups"). */

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

type GroupList = { data: CourseGroup[]; ungrouped: Array<{ id: number; name: string }> };
const call = callsTo(() => server);

let students: TestMember[];
let outsider: TestMember;
let nourMember: TestMember;
let instructor: Headers;
let courseId: number;
let otherCourseId: number;
const base = () => `/api/courses/${courseId}/groups`;

beforeAll(async () => {
  const db = server.database.db;
  const demo = await server.organizationId('demo');
  students = await createMembers(db, demo, 7);
  [outsider] = await createMembers(db, demo, 1) as [TestMember];
  [nourMember] = await createMembers(db, await server.organizationId('nour'), 1) as [TestMember];
  instructor = { ...bearer(await server.memberToken('demo', 'instructor@demo.halaqa.test')), 'x-organization': 'demo' };
  const [instructorRow] = await db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, demo), eq(users.email, 'instructor@demo.halaqa.test')));
  courseId = await createCourse(db, demo);
  otherCourseId = await createCourse(db, demo);
  await db.insert(courseInstructors).values({ courseId, userId: instructorRow!.id });
  for (const student of students) await db.insert(courseEnrollees).values({ organizationId: demo, courseId, userId: student.id });
});

test('a member in no group is told so', async () => {
  const res = await call<MyCourseGroup>('GET', `/api/courses/${courseId}/current-group`, headersOf(students[0]!));
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ group: null });
});

test('bulk creation makes one empty group per name', async () => {
  const res = await call<CourseGroup[]>('POST', `${base()}/bulk`, instructor, { names: ['Red', 'Blue'] });
  expect(res.status).toBe(201);
  expect(res.body.map((group) => [group.name, group.members])).toEqual([['Red', []], ['Blue', []]]);
});

test('generation deals every ungrouped student into exactly one group of the size; then nobody is left (409 grp-002)', async () => {
  const res = await call<CourseGroup[]>('POST', `${base()}/generate`, instructor, { size: 3 });
  expect(res.status).toBe(201);
  expect(res.body).toHaveLength(3);
  const dealt = res.body.flatMap((group) => group.members.map((member) => member.id)).sort((a, b) => a - b);
  expect(dealt).toEqual(students.map((student) => student.id).sort((a, b) => a - b));
  expect(res.body.map((group) => group.members.length).sort()).toEqual([2, 2, 3]);
  const again = await call('POST', `${base()}/generate`, instructor, { size: 3 });
  expect([again.status, again.body.code]).toEqual([409, 'grp-002']);
});

test('moving a student takes them out of their group into the other; the member sees their group with names only', async () => {
  const list = await call<GroupList>('GET', base(), instructor);
  const red = list.body.data.find((group) => group.name === 'Red')!;
  const student = students[0]!;
  const moved = await call<GroupList>('PUT', `${base()}/members`, instructor, { userId: student.id, toGroupId: red.id });
  expect(moved.status).toBe(200);
  const holding = moved.body.data.filter((group) => group.members.some((member) => member.id === student.id));
  expect(holding.map((group) => group.id)).toEqual([red.id]);
  const mine = await call<MyCourseGroup>('GET', `/api/courses/${courseId}/current-group`, headersOf(student));
  expect(mine.body.group).toEqual({ id: red.id, name: 'Red', members: [{ id: student.id, name: expect.any(String) }] });
  expect(JSON.stringify(mine.body)).not.toContain('notes');

  const out = await call<GroupList>('PUT', `${base()}/members`, instructor, { userId: student.id, toGroupId: null });
  expect(out.body.ungrouped.map((member) => member.id)).toEqual([student.id]);
});

test('two moves of one student at once leave them in exactly one group', async () => {
  const list = await call<GroupList>('GET', base(), instructor);
  const [a, b] = list.body.data;
  const student = students[1]!;
  await Promise.all([
    call('PUT', `${base()}/members`, instructor, { userId: student.id, toGroupId: a!.id }),
    call('PUT', `${base()}/members`, instructor, { userId: student.id, toGroupId: b!.id }),
  ]);
  const after = await call<GroupList>('GET', base(), instructor);
  expect(after.body.data.filter((group) => group.members.some((member) => member.id === student.id))).toHaveLength(1);
});

test('rename, notes, weight; delete leaves its members in no group', async () => {
  const list = await call<GroupList>('GET', base(), instructor);
  const blue = list.body.data.find((group) => group.name === 'Blue')!;
  const patched = await call<CourseGroup>('PATCH', `${base()}/${blue.id}`, instructor, { name: 'Navy', notes: 'quiet ones', weight: 2 });
  expect(patched.body).toMatchObject({ name: 'Navy', notes: 'quiet ones', weight: 2 });
  await call('PUT', `${base()}/members`, instructor, { userId: students[2]!.id, toGroupId: blue.id });
  expect((await call('DELETE', `${base()}/${blue.id}`, instructor)).status).toBe(204);
  const again = await call('DELETE', `${base()}/${blue.id}`, instructor);
  expect([again.status, again.body.code]).toEqual([404, 'req-002']);
  const mine = await call<MyCourseGroup>('GET', `/api/courses/${courseId}/current-group`, headersOf(students[2]!));
  expect(mine.body.group).toBeNull();
});

test('a student not enrolled or a group of another course: 400 grp-001', async () => {
  const list = await call<GroupList>('GET', base(), instructor);
  const stranger = await call('PUT', `${base()}/members`, instructor, { userId: outsider.id, toGroupId: list.body.data[0]!.id });
  expect([stranger.status, stranger.body.code]).toEqual([400, 'grp-001']);
  const [otherGroup] = (await call<CourseGroup[]>('POST', `/api/courses/${otherCourseId}/groups/bulk`, { ...bearer(await server.memberToken('demo', 'admin@demo.halaqa.test')), 'x-organization': 'demo' }, { names: ['Elsewhere'] })).body;
  const wrongCourse = await call('PUT', `${base()}/members`, instructor, { userId: students[3]!.id, toGroupId: otherGroup!.id });
  expect([wrongCourse.status, wrongCourse.body.code]).toEqual([400, 'grp-001']);
  const patchOther = await call('PATCH', `${base()}/${otherGroup!.id}`, instructor, { name: 'Mine now' });
  expect([patchOther.status, patchOther.body.code]).toEqual([404, 'req-002']);
});

test('gates: members on manager routes 403 perm-001; a course not taught 404; not enrolled 403 ply-001; another organization 404', async () => {
  const asMember = await call('GET', base(), headersOf(students[0]!));
  expect([asMember.status, asMember.body.code]).toEqual([403, 'perm-001']);
  const notTaught = await call('GET', `/api/courses/${otherCourseId}/groups`, instructor);
  expect([notTaught.status, notTaught.body.code]).toEqual([404, 'req-002']);
  const notEnrolled = await call('GET', `/api/courses/${courseId}/current-group`, headersOf(outsider));
  expect([notEnrolled.status, notEnrolled.body.code]).toEqual([403, 'ply-001']);
  const nour = await call('GET', `/api/courses/${courseId}/current-group`, headersOf(nourMember, 'nour'));
  expect([nour.status, nour.body.code]).toEqual([404, 'req-002']);
});

test('bad input on every route: 400 req-001', async () => {
  const cases: Array<[string, string, unknown]> = [
    ['GET', '/api/courses/x/current-group', undefined],
    ['GET', '/api/courses/0/groups', undefined],
    ['POST', `${base()}/bulk`, { names: [] }],
    ['POST', `${base()}/bulk`, { names: ['  '] }],
    ['POST', `${base()}/generate`, { size: 0 }],
    ['PUT', `${base()}/members`, { userId: 'me' }],
    ['PATCH', `${base()}/1`, {}],
    ['PATCH', `${base()}/1`, { weight: -1 }],
    ['DELETE', `${base()}/abc`, undefined],
  ];
  for (const [method, route, body] of cases) {
    const res = await call(method, route, instructor, body);
    expect([method, route, res.status, res.body.code]).toEqual([method, route, 400, 'req-001']);
  }
});
