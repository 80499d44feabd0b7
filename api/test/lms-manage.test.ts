import type { Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { courses } from '../src/modules/lms/tables';
import { learningCategories } from '../src/modules/learning-categories/tables';
import { users } from '../src/modules/users/tables';
import { DEMO_COURSES, NOUR_COURSES } from '../src/seed/catalogue-data';
import type { CourseOverview, FilterOptions } from '../src/modules/lms/catalogue/dto';
import type { CourseCardPageSchema } from '../src/modules/lms/course-card-dto';
import type { ApprovalDecision, ApprovalRequest, ManagedCourse, ManagedCoursePageSchema, Section } from '../src/modules/lms/manage/dto';
import { type Headers, callsTo } from './support/api-calls';
import { bearer, startTestServer, type TestServer } from './support/test-server';

/** Course editing over HTTP, for every role, against the seeded catalogues. */

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

type ManagedCoursePage = Static<typeof ManagedCoursePageSchema>;

const VISITOR: Headers = { 'x-organization': 'demo' };
let admin: Headers;
let instructor: Headers;
let member: Headers;
let nourAdmin: Headers;
let ids: { demoCategory: number; nourCategory: number; onlineType: number; nourType: number; lina: number; sara: number; nourInstructor: number };

async function headersOf(prefix: 'demo' | 'nour', who: string): Promise<Headers> {
  return { ...bearer(await server.memberToken(prefix, who)), 'x-organization': prefix };
}

async function userId(prefix: 'demo' | 'nour', email: string): Promise<number> {
  const organizationId = await server.organizationId(prefix);
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, organizationId), eq(users.email, email)));
  return row!.id;
}

async function courseId(prefix: 'demo' | 'nour', name: string): Promise<number> {
  const organizationId = await server.organizationId(prefix);
  const [row] = await server.database.db.select({ id: courses.id }).from(courses).where(and(eq(courses.organizationId, organizationId), eq(courses.name, name)));
  return row!.id;
}

beforeAll(async () => {
  admin = await headersOf('demo', 'admin@demo.halaqa.test');
  instructor = await headersOf('demo', 'instructor@demo.halaqa.test');
  member = await headersOf('demo', 'member@demo.halaqa.test');
  nourAdmin = await headersOf('nour', 'admin@nour.halaqa.test');
  const db = server.database.db;
  const category = async (prefix: 'demo' | 'nour', name: string) => {
    const [row] = await db.select({ id: learningCategories.id }).from(learningCategories)
      .where(and(eq(learningCategories.organizationId, await server.organizationId(prefix)), eq(learningCategories.nameEn, name)));
    return row!.id;
  };
  const options = async (headers: Headers) => (await server.request<FilterOptions>('/api/courses/filter-options', { headers })).body;
  ids = {
    demoCategory: await category('demo', 'Data Science'),
    nourCategory: await category('nour', 'Nursing'),
    onlineType: (await options(VISITOR)).learningTypes.find((type) => type.slug === 'online')!.id,
    nourType: (await options(nourAdmin)).learningTypes.find((type) => type.slug === 'online')!.id,
    lina: await userId('demo', 'instructor@demo.halaqa.test'),
    sara: await userId('demo', 'member@demo.halaqa.test'),
    nourInstructor: await userId('nour', 'instructor@nour.halaqa.test'),
  };
});

const call = callsTo(() => server);

const inCatalogue = async (id: number) =>
  (await server.request<Static<typeof CourseCardPageSchema>>('/api/courses/search?take=50', { headers: VISITOR })).body.data.some((card) => card.id === id);

describe('GET courses/manage', () => {
  test('administrators list every course of the organization, any status; instructors only theirs', async () => {
    const all = await call<ManagedCoursePage>('GET', '/api/courses/manage?take=50', admin);
    expect(all.status).toBe(200);
    expect(all.body.count).toBeGreaterThanOrEqual(DEMO_COURSES.length);
    const names = all.body.data.map((course) => course.name);
    expect(names).toEqual(expect.arrayContaining(DEMO_COURSES.map((seed) => seed.name)));
    expect(names).not.toEqual(expect.arrayContaining([NOUR_COURSES[0]!.name]));
    const draft = all.body.data.find((course) => course.name === 'Public Speaking Masterclass')!;
    expect(draft).toMatchObject({ isPublished: false, isApproved: true, status: 'APPROVED', isDeleted: false, targetIsPublished: true });
    expect(all.body.data.find((course) => course.name === 'التسويق الرقمي للمبتدئين')).toMatchObject({ isApproved: false, status: 'PENDING' });

    const mine = await call<ManagedCoursePage>('GET', '/api/courses/manage?take=50', instructor);
    const taught = DEMO_COURSES.filter((seed) => seed.byInstructor).map((seed) => seed.name);
    expect(mine.body.data.map((course) => course.name).filter((name) => DEMO_COURSES.some((seed) => seed.name === name)).sort()).toEqual([...taught].sort());
    expect(mine.body.data.map((course) => course.name)).not.toContain('Leading High-Performing Teams');
  });

  test('text and paging', async () => {
    const found = await call<ManagedCoursePage>('GET', `/api/courses/manage?query=${encodeURIComponent('public speak')}`, admin);
    expect(found.body.data.map((course) => course.name)).toEqual(['Public Speaking Masterclass']);
    const page = await call<ManagedCoursePage>('GET', '/api/courses/manage?skip=2&take=3', admin);
    expect(page.body.data).toHaveLength(3);
    expect(page.body.count).toBeGreaterThan(3);
  });

  test('members, visitors and members without course management are refused', async () => {
    for (const [headers, status, code] of [[VISITOR, 401, 'auth-006'], [member, 403, 'perm-001'], [await headersOf('demo', 'coach@demo.halaqa.test'), 403, 'perm-001']] as const) {
      const res = await call('GET', '/api/courses/manage', headers);
      expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
    }
  });

  test("nour's administrator sees nour's courses; a nour token at demo is refused", async () => {
    const nour = await call<ManagedCoursePage>('GET', '/api/courses/manage?take=50', nourAdmin);
    expect(nour.body.data.map((course) => course.name)).toEqual(expect.arrayContaining(NOUR_COURSES.map((seed) => seed.name)));
    expect(nour.body.data.map((course) => course.name)).not.toContain(DEMO_COURSES[0]!.name);
    const crossed = await call('GET', '/api/courses/manage', { ...nourAdmin, 'x-organization': 'demo' });
    expect({ status: crossed.status, code: crossed.body.code }).toEqual({ status: 403, code: 'auth-002' });
  });
});

describe('POST courses', () => {
  const fullInput = () => ({
    name: '  Statistics for Everyone  ',
    briefDescription: 'Means, medians and making sense of numbers.',
    description: 'A friendly course.',
    language: 'ENGLISH',
    categoryId: ids.demoCategory,
    learningTypeIds: [ids.onlineType],
    duration: 4,
    durationUnit: 'WEEKS',
    startDate: '2030-01-10T00:00:00.000Z',
    endDate: '2030-02-10T00:00:00.000Z',
    startEnrollmentDate: '2029-12-01T00:00:00.000Z',
    endEnrollmentDate: '2030-01-09T00:00:00.000Z',
    maxEnrollmentCount: 30,
    price: 12000,
    oldPrice: 20000,
    isDiscounted: true,
  });

  test("an instructor's course waits for approval, unpublished, and is theirs to edit", async () => {
    const res = await call<ManagedCourse>('POST', '/api/courses', instructor, fullInput());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Statistics for Everyone', status: 'PENDING', isApproved: false, isPublished: false, isDeleted: false, targetIsPublished: true,
      price: 12000, oldPrice: 20000, isDiscounted: true, category: { id: ids.demoCategory, name: 'Data Science' },
      learningTypes: [{ id: ids.onlineType, slug: 'online' }], startDate: '2030-01-10T00:00:00.000Z',
    });
    const mine = await call<ManagedCoursePage>('GET', '/api/courses/manage?take=50', instructor);
    expect(mine.body.data.map((course) => course.id)).toContain(res.body.id);
    expect(await inCatalogue(res.body.id)).toBe(false);
  });

  test("an administrator's course is approved at once, with the instructors named", async () => {
    const res = await call<ManagedCourse>('POST', '/api/courses', admin, { name: 'Admin course', instructorIds: [ids.lina] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'APPROVED', isApproved: true, isPublished: false, price: 0, language: 'ENGLISH' });
    const lina = await call<ManagedCoursePage>('GET', '/api/courses/manage?take=50', instructor);
    expect(lina.body.data.map((course) => course.id)).toContain(res.body.id);
  });

  test('invalid input is 400 req-001', async () => {
    const cases: Array<[string, unknown]> = [
      ['no name', { briefDescription: 'x' }],
      ['blank name', { name: '   ' }],
      ['end before start', { name: 'x', startDate: '2030-02-01T00:00:00Z', endDate: '2030-01-01T00:00:00Z' }],
      ['enrollment closes before it opens', { name: 'x', startEnrollmentDate: '2030-02-01T00:00:00Z', endEnrollmentDate: '2030-01-01T00:00:00Z' }],
      ['not a date', { name: 'x', startDate: 'tomorrow' }],
      ["another organization's category", { name: 'x', categoryId: ids.nourCategory }],
      ["another organization's learning type", { name: 'x', learningTypeIds: [ids.nourType] }],
      ['unknown cover', { name: 'x', coverImageId: 2_147_483_647 }],
      ['a member as instructor', { name: 'x', instructorIds: [ids.sara] }],
      ["another organization's instructor", { name: 'x', instructorIds: [ids.nourInstructor] }],
      ['discount without an old price', { name: 'x', price: 100, isDiscounted: true }],
      ['old price below the price', { name: 'x', price: 100, oldPrice: 50, isDiscounted: true }],
      ['negative price', { name: 'x', price: -1 }],
      ['unknown language', { name: 'x', language: 'FRENCH' }],
      ['zero capacity', { name: 'x', maxEnrollmentCount: 0 }],
      ['category 0', { name: 'x', categoryId: 0 }],
    ];
    for (const [label, body] of cases) {
      const res = await call('POST', '/api/courses', admin, body);
      expect({ label, status: res.status, code: res.body.code }).toEqual({ label, status: 400, code: 'req-001' });
    }
  });

  test('members and visitors cannot create courses', async () => {
    expect((await call('POST', '/api/courses', member, { name: 'x' })).body.code).toBe('perm-001');
    expect((await call('POST', '/api/courses', VISITOR, { name: 'x' })).body.code).toBe('auth-006');
  });
});

describe('PATCH and DELETE courses/{courseId}', () => {
  test('the instructor edits a course they teach; not one they do not (404); administrators edit all', async () => {
    const taught = await courseId('demo', 'HTML and CSS Foundations');
    const notTaught = await courseId('demo', 'Leading High-Performing Teams');
    const edited = await call<ManagedCourse>('PATCH', `/api/courses/${taught}`, instructor, { briefDescription: 'Now with grid.', price: 5000 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: taught, price: 5000 });
    const refused = await call('PATCH', `/api/courses/${notTaught}`, instructor, { briefDescription: 'Mine now' });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 404, code: 'req-002' });
    expect((await call('PATCH', `/api/courses/${notTaught}`, admin, { city: 'Khobar' })).status).toBe(200);
    expect((await call<ManagedCourse>('PATCH', `/api/courses/${taught}`, admin, { price: 0 })).body.price).toBe(0);
  });

  test("another organization's administrator cannot reach demo's courses", async () => {
    const demoCourse = await courseId('demo', 'HTML and CSS Foundations');
    const res = await call('PATCH', `/api/courses/${demoCourse}`, nourAdmin, { name: 'Taken over' });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'req-002' });
    expect((await call('DELETE', `/api/courses/${demoCourse}`, nourAdmin)).status).toBe(404);
    const crossed = await call('PATCH', `/api/courses/${demoCourse}`, { ...nourAdmin, 'x-organization': 'demo' }, { name: 'Taken over' });
    expect(crossed.body.code).toBe('auth-002');
  });

  test('a patch is checked against the stored course', async () => {
    const course = await courseId('demo', 'Introduction to Machine Learning'); // 2 enrolled, runs from 7 days ago
    const cases: Array<[string, unknown]> = [
      ['empty patch', {}],
      ['end before the stored start', { endDate: '2000-01-01T00:00:00Z' }],
      ['capacity below the enrolled', { maxEnrollmentCount: 1 }],
      ['discount cheaper than the price', { isDiscounted: true, oldPrice: 100 }],
    ];
    for (const [label, body] of cases) {
      const res = await call('PATCH', `/api/courses/${course}`, admin, body);
      expect({ label, status: res.status, code: res.body.code }).toEqual({ label, status: 400, code: 'req-001' });
    }
    expect((await call('PATCH', `/api/courses/${course}`, admin, { maxEnrollmentCount: 2 })).status).toBe(200);
  });

  test('an instructor cannot write themselves out of their course', async () => {
    const created = await call<ManagedCourse>('POST', '/api/courses', instructor, { name: 'Keeps its instructor' });
    expect((await call('PATCH', `/api/courses/${created.body.id}`, instructor, { instructorIds: [] })).status).toBe(200);
    expect((await call('GET', `/api/courses/${created.body.id}/sections`, instructor)).status).toBe(200);
  });

  test('delete is soft, for the course editors only, and repeating it answers the same', async () => {
    const created = await call<ManagedCourse>('POST', '/api/courses', admin, { name: 'Short-lived', instructorIds: [ids.lina] });
    await call('PATCH', `/api/courses/${created.body.id}/publish-status`, admin, { isPublished: true });
    expect(await inCatalogue(created.body.id)).toBe(true);
    expect((await call('DELETE', `/api/courses/${created.body.id}`, member)).body.code).toBe('perm-001');
    expect((await call('DELETE', `/api/courses/${created.body.id}`, instructor)).status).toBe(204);
    expect((await call('DELETE', `/api/courses/${created.body.id}`, instructor)).status).toBe(204);
    expect(await inCatalogue(created.body.id)).toBe(false);
    expect((await server.request(`/api/courses/${created.body.id}`, { headers: VISITOR })).status).toBe(404);
    const listed = await call<ManagedCoursePage>('GET', '/api/courses/manage?take=50', admin);
    expect(listed.body.data.map((course) => course.id)).not.toContain(created.body.id);
    expect((await call('PATCH', `/api/courses/${created.body.id}`, admin, { name: 'Back?' })).status).toBe(404);
    const [row] = await server.database.db.select({ isDeleted: courses.isDeleted }).from(courses).where(eq(courses.id, created.body.id));
    expect(row?.isDeleted).toBe(true);
    const notTaught = await courseId('demo', 'Leading High-Performing Teams');
    expect((await call('DELETE', `/api/courses/${notTaught}`, instructor)).status).toBe(404);
  });
});

describe('publication and approval', () => {
  test("an instructor's course reaches the catalogue once published and approved", async () => {
    const created = await call<ManagedCourse>('POST', '/api/courses', instructor, { name: 'Approval journey', price: 0 });
    const id = created.body.id;
    const published = await call<ManagedCourse>('PATCH', `/api/courses/${id}/publish-status`, instructor, { isPublished: true });
    expect(published.body).toMatchObject({ isPublished: true, isApproved: false });
    expect(await inCatalogue(id)).toBe(false);

    const requested = await call<ApprovalRequest>('POST', `/api/courses/${id}/approval-request`, instructor);
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({ courseId: id, status: 'PENDING' });
    const again = await call('POST', `/api/courses/${id}/approval-request`, instructor);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'crs-001' });

    const byInstructor = await call('PATCH', `/api/courses/${id}/approval-request`, instructor, { status: 'APPROVED' });
    expect({ status: byInstructor.status, code: byInstructor.body.code }).toEqual({ status: 403, code: 'perm-001' });
    const decided = await call<ApprovalDecision>('PATCH', `/api/courses/${id}/approval-request`, admin, { status: 'APPROVED' });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ id: requested.body.id, courseId: id, status: 'APPROVED' });
    expect(await inCatalogue(id)).toBe(true);

    const replay = await call<ApprovalDecision>('PATCH', `/api/courses/${id}/approval-request`, admin, { status: 'APPROVED' });
    expect(replay.body).toEqual(decided.body);
    expect((await call('PATCH', `/api/courses/${id}/approval-request`, admin, { status: 'REJECTED' })).status).toBe(404);
    const afterApproval = await call('POST', `/api/courses/${id}/approval-request`, instructor);
    expect(afterApproval.body.code).toBe('crs-001');

    const withdrawn = await call<ManagedCourse>('PATCH', `/api/courses/${id}/publish-status`, instructor, { isPublished: false });
    expect(withdrawn.body.isPublished).toBe(false);
    expect(await inCatalogue(id)).toBe(false);
  });

  test('a rejected course may ask again', async () => {
    const created = await call<ManagedCourse>('POST', '/api/courses', instructor, { name: 'Second try' });
    const id = created.body.id;
    await call('POST', `/api/courses/${id}/approval-request`, instructor);
    const rejected = await call<ApprovalDecision>('PATCH', `/api/courses/${id}/approval-request`, admin, { status: 'REJECTED' });
    expect(rejected.body.status).toBe('REJECTED');
    const listed = await call<ManagedCoursePage>('GET', '/api/courses/manage?query=second', instructor);
    expect(listed.body.data[0]).toMatchObject({ id, status: 'REJECTED', isApproved: false });
    expect((await call('POST', `/api/courses/${id}/approval-request`, instructor)).status).toBe(201);
    expect((await call<ManagedCoursePage>('GET', '/api/courses/manage?query=second', instructor)).body).toMatchObject({ data: [{ status: 'PENDING' }] });
  });

  test("the seeded course awaiting approval is approved by the administrator; nothing pending means 404", async () => {
    const id = await courseId('demo', 'التسويق الرقمي للمبتدئين');
    expect((await call('PATCH', `/api/courses/${id}/approval-request`, admin, { status: 'APPROVED' })).status).toBe(200);
    expect(await inCatalogue(id)).toBe(true);
    const neverRequested = await courseId('demo', 'Spanish for Beginners');
    expect((await call('PATCH', `/api/courses/${neverRequested}/approval-request`, admin, { status: 'APPROVED' })).body.code).toBe('req-002');
    expect((await call('PATCH', `/api/courses/${id}/approval-request`, admin, { status: 'MAYBE' })).body.code).toBe('req-001');
  });

  test('publishing as an administrator is recorded as such', async () => {
    const id = await courseId('demo', 'Public Speaking Masterclass');
    await call('PATCH', `/api/courses/${id}/publish-status`, admin, { isPublished: true });
    const [row] = await server.database.db.select({ isPublished: courses.isPublished, byAdmin: courses.isPublishedByAdmin }).from(courses).where(eq(courses.id, id));
    expect(row).toEqual({ isPublished: true, byAdmin: true });
    expect(await inCatalogue(id)).toBe(true);
    await call('PATCH', `/api/courses/${id}/publish-status`, instructor, { isPublished: false });
    expect(await inCatalogue(id)).toBe(false);
  });
});

describe('sections', () => {
  test('editors list, add, change and remove sections; unpublished ones stay out of the overview', async () => {
    const created = await call<ManagedCourse>('POST', '/api/courses', admin, { name: 'Sectioned', instructorIds: [ids.lina] });
    const id = created.body.id;
    await call('PATCH', `/api/courses/${id}/publish-status`, admin, { isPublished: true });
    const first = await call<Section>('POST', `/api/courses/${id}/sections`, instructor, { name: 'Week one', learningObjectives: 'Start' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'Week one', week: 1, isPublished: true, sortOrder: 0, subsections: [] });
    const second = await call<Section>('POST', `/api/courses/${id}/sections`, admin, { name: 'Week two', week: 2, isPublished: false });
    expect(second.body.sortOrder).toBe(1);

    const all = await call<Section[]>('GET', `/api/courses/${id}/sections`, instructor);
    expect(all.body.map((section) => [section.name, section.isPublished])).toEqual([['Week one', true], ['Week two', false]]);
    const overview = await server.request<CourseOverview>(`/api/courses/${id}`, { headers: VISITOR });
    expect(overview.body.syllabus.map((section) => section.name)).toEqual(['Week one']);

    const renamed = await call<Section>('PATCH', `/api/courses/${id}/sections/${second.body.id}`, instructor, { name: 'Week 2', isPublished: true });
    expect(renamed.body).toMatchObject({ name: 'Week 2', isPublished: true, week: 2 });
    expect((await call('DELETE', `/api/courses/${id}/sections/${first.body.id}`, instructor)).status).toBe(204);
    expect((await call('DELETE', `/api/courses/${id}/sections/${first.body.id}`, instructor)).status).toBe(404);
    expect((await call<Section[]>('GET', `/api/courses/${id}/sections`, admin)).body.map((section) => section.name)).toEqual(['Week 2']);
  });

  test("a section is reached through its own course only, by that course's editors", async () => {
    const taught = await courseId('demo', 'HTML and CSS Foundations');
    const other = await courseId('demo', 'Leading High-Performing Teams');
    const [section] = (await call<Section[]>('GET', `/api/courses/${taught}/sections`, instructor)).body;
    expect(section).toBeDefined();
    expect((await call('PATCH', `/api/courses/${other}/sections/${section!.id}`, admin, { name: 'Moved' })).status).toBe(404);
    expect((await call('GET', `/api/courses/${other}/sections`, instructor)).status).toBe(404);
    expect((await call('POST', `/api/courses/${other}/sections`, instructor, { name: 'Mine' })).status).toBe(404);
    expect((await call('GET', `/api/courses/${taught}/sections`, member)).body.code).toBe('perm-001');
    expect((await call('GET', `/api/courses/${taught}/sections`, nourAdmin)).status).toBe(404);
  });

  test('invalid sections are 400 req-001', async () => {
    const taught = await courseId('demo', 'HTML and CSS Foundations');
    for (const body of [{}, { name: '' }, { name: 'x', week: 0 }, { name: 'x', unlockStartDate: 'soon' }]) {
      const res = await call('POST', `/api/courses/${taught}/sections`, instructor, body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'req-001' });
    }
  });
});
