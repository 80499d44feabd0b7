import type { Paged } from '@halaqa/contracts';
import { and, eq } from 'drizzle-orm';
import { courseEnrollees, courseReviews, courses } from '../src/modules/lms/tables';
import { learningCategories } from '../src/modules/learning-categories/tables';
import { userInterestedCategories } from '../src/modules/users/tables';
import type { CourseCard } from '../src/modules/lms/course-card-dto';
import type { MyCourse } from '../src/modules/lms/learner/my-course-dto';
import type { Review } from '../src/modules/lms/reviews/review-dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';
import { createCourse, createMembers, type TestMember } from './support/lms-fixtures';

let server: TestServer;
let demo: number;
let nour: number;

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
});
afterAll(async () => { await server.close(); });


const headersOf = (member: TestMember | null, prefix = 'demo') => ({ ...(member ? bearer(member.token) : {}), 'x-organization': prefix });
const call = <T>(member: TestMember | null, method: string, path: string, body?: unknown, prefix = 'demo') =>
  server.request<T>(`/api${path}`, { method, headers: headersOf(member, prefix), body });
const newMember = async (organizationId = demo) => (await createMembers(server.database.db, organizationId, 1))[0]!;
const enroll = async (member: TestMember, courseId: number) => {
  const res = await call(member, 'POST', `/courses/${courseId}/enroll`);
  expect(res.status).toBe(200);
};
/** Every page of a list, `take` at a time. */
async function allPages<T>(member: TestMember, path: string, take: number): Promise<{ counts: number[]; data: T[] }> {
  const counts: number[] = [];
  const data: T[] = [];
  for (let skip = 0; ; skip += take) {
    const res = await call<Paged<T>>(member, 'GET', `${path}${path.includes('?') ? '&' : '?'}skip=${skip}&take=${take}`);
    expect(res.status).toBe(200);
    counts.push(res.body.count);
    if (res.body.data.length === 0) break;
    data.push(...res.body.data);
  }
  return { counts, data };
}

describe('GET courses/my-courses', () => {
  let member: TestMember;
  let ids: number[];
  beforeAll(async () => {
    member = await newMember();
    ids = [];
    for (let index = 0; index < 5; index += 1) {
      const id = await createCourse(server.database.db, demo);
      await enroll(member, id);
      ids.push(id);
    }
    // The course player finishes courses; here the first two are finished directly.
    await server.database.db.update(courseEnrollees).set({ isFinished: true, progress: 100, finishedAt: new Date() })
      .where(and(eq(courseEnrollees.userId, member.id), eq(courseEnrollees.courseId, ids[0]!)));
    await server.database.db.update(courseEnrollees).set({ isFinished: true, progress: 100, finishedAt: new Date() })
      .where(and(eq(courseEnrollees.userId, member.id), eq(courseEnrollees.courseId, ids[1]!)));
  });

  test('lists every enrollment as a MyCourse, most recently enrolled first', async () => {
    const res = await call<Paged<MyCourse>>(member, 'GET', '/courses/my-courses');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(5);
    expect(res.body.data.map((course) => course.id)).toEqual([...ids].reverse());
    expect(res.body.data[0]).toMatchObject({
      id: ids[4], isEnrolled: true, isPinned: false, isFinished: false, progress: 0, fromSpecialization: false, specializationId: null, finishedAt: null,
      enrolledAt: expect.any(String), price: 0, currencyCode: 'SAR',
    });
  });

  test('completed=true lists the finished ones, completed=false the others', async () => {
    const finished = await call<Paged<MyCourse>>(member, 'GET', '/courses/my-courses?completed=true');
    expect(finished.body.count).toBe(2);
    expect(finished.body.data.map((course) => course.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(finished.body.data.every((course) => course.isFinished && course.finishedAt !== null)).toBe(true);
    const unfinished = await call<Paged<MyCourse>>(member, 'GET', '/courses/my-courses?completed=false');
    expect(unfinished.body.count).toBe(3);
    expect(unfinished.body.data.map((course) => course.id)).toEqual([ids[4], ids[3], ids[2]]);
  });

  test('pages add up to the count; past the end: no data, same count', async () => {
    const { counts, data } = await allPages<MyCourse>(member, '/courses/my-courses', 2);
    expect(new Set(counts)).toEqual(new Set([5]));
    expect(data.map((course) => course.id)).toEqual([...ids].reverse());
    const past = await call<Paged<MyCourse>>(member, 'GET', '/courses/my-courses?skip=50');
    expect(past.body).toEqual({ count: 5, data: [] });
  });

  test('keeps a course unpublished after enrollment; leaves out a deleted one', async () => {
    const db = server.database.db;
    await db.update(courses).set({ isPublished: false }).where(eq(courses.id, ids[2]!));
    await db.update(courses).set({ isDeleted: true }).where(eq(courses.id, ids[3]!));
    try {
      const res = await call<Paged<MyCourse>>(member, 'GET', '/courses/my-courses');
      expect(res.body.count).toBe(4);
      expect(res.body.data.map((course) => course.id)).toEqual([ids[4], ids[2], ids[1], ids[0]]);
    } finally {
      await db.update(courses).set({ isPublished: true }).where(eq(courses.id, ids[2]!));
      await db.update(courses).set({ isDeleted: false }).where(eq(courses.id, ids[3]!));
    }
  });

  test('rejects a malformed filter or page (400 req-001)', async () => {
    for (const query of ['completed=maybe', 'take=0', 'take=51', 'skip=-1']) {
      const res = await call<ErrorBody>(member, 'GET', `/courses/my-courses?${query}`);
      expect({ query, status: res.status, code: res.body.code }).toEqual({ query, status: 400, code: 'req-001' });
    }
  });

  test('PUT courses/{courseId}/pin puts pinned courses first, and unpinning restores the order', async () => {
    expect((await call(member, 'PUT', `/courses/${ids[0]}/pin`, { isPinned: true })).status).toBe(204);
    expect((await call(member, 'PUT', `/courses/${ids[2]}/pin`, { isPinned: true })).status).toBe(204);
    const pinned = await call<Paged<MyCourse>>(member, 'GET', '/courses/my-courses');
    expect(pinned.body.data.map((course) => [course.id, course.isPinned])).toEqual([
      [ids[2], true], [ids[0], true], [ids[4], false], [ids[3], false], [ids[1], false],
    ]);
    // A replay changes nothing.
    expect((await call(member, 'PUT', `/courses/${ids[0]}/pin`, { isPinned: true })).status).toBe(204);
    await call(member, 'PUT', `/courses/${ids[0]}/pin`, { isPinned: false });
    await call(member, 'PUT', `/courses/${ids[2]}/pin`, { isPinned: false });
    const unpinned = await call<Paged<MyCourse>>(member, 'GET', '/courses/my-courses');
    expect(unpinned.body.data.map((course) => course.id)).toEqual([...ids].reverse());
  });

  test('pin: 404 for a course the member is not enrolled in, or of another organization; 400 for a bad body', async () => {
    const notEnrolled = await createCourse(server.database.db, demo);
    const res = await call<ErrorBody>(member, 'PUT', `/courses/${notEnrolled}/pin`, { isPinned: true });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'req-002' });
    const nourCourse = await createCourse(server.database.db, nour);
    expect((await call<ErrorBody>(member, 'PUT', `/courses/${nourCourse}/pin`, { isPinned: true })).status).toBe(404);
    const bad = await call<ErrorBody>(member, 'PUT', `/courses/${ids[0]}/pin`, { isPinned: 'yes please' });
    expect({ status: bad.status, code: bad.body.code }).toEqual({ status: 400, code: 'req-001' });
  });
});

describe('wishlist', () => {
  let member: TestMember;
  beforeAll(async () => { member = await newMember(); });

  test('PUT is idempotent; the card says isWishlisted; DELETE is idempotent', async () => {
    const courseId = await createCourse(server.database.db, demo);
    expect((await call(member, 'PUT', `/courses/${courseId}/wishlist`)).status).toBe(204);
    expect((await call(member, 'PUT', `/courses/${courseId}/wishlist`)).status).toBe(204);
    const listed = await call<Paged<CourseCard>>(member, 'GET', '/courses/wishlist');
    expect(listed.body.count).toBe(1);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: courseId, isWishlisted: true, isEnrolled: false })]);
    expect((await call(member, 'DELETE', `/courses/${courseId}/wishlist`)).status).toBe(204);
    expect((await call(member, 'DELETE', `/courses/${courseId}/wishlist`)).status).toBe(204);
    expect((await call<Paged<CourseCard>>(member, 'GET', '/courses/wishlist')).body).toEqual({ count: 0, data: [] });
  });

  test('newest first, paged; a course that leaves the catalogue leaves the list', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const id = await createCourse(server.database.db, demo);
      await call(member, 'PUT', `/courses/${id}/wishlist`);
      ids.push(id);
    }
    const { counts, data } = await allPages<CourseCard>(member, '/courses/wishlist', 2);
    expect(new Set(counts)).toEqual(new Set([3]));
    expect(data.map((card) => card.id)).toEqual([...ids].reverse());
    await server.database.db.update(courses).set({ isPublished: false }).where(eq(courses.id, ids[1]!));
    const after = await call<Paged<CourseCard>>(member, 'GET', '/courses/wishlist');
    expect(after.body.count).toBe(2);
    expect(after.body.data.map((card) => card.id)).toEqual([ids[2], ids[0]]);
  });

  test('only catalogue courses of the organization can be added (404)', async () => {
    const unpublished = await createCourse(server.database.db, demo, { isPublished: false });
    const ofNour = await createCourse(server.database.db, nour);
    for (const id of [unpublished, ofNour, 2_000_000_000]) {
      const res = await call<ErrorBody>(member, 'PUT', `/courses/${id}/wishlist`);
      expect({ id, status: res.status, code: res.body.code }).toEqual({ id, status: 404, code: 'req-002' });
    }
  });
});

describe('GET courses/recommended', () => {
  test('visitors get [] where anonymous course view is allowed, and are asked to sign in where it is not', async () => {
    const demoVisitor = await call<CourseCard[]>(null, 'GET', '/courses/recommended');
    expect({ status: demoVisitor.status, body: demoVisitor.body }).toEqual({ status: 200, body: [] });
    const nourVisitor = await call<ErrorBody>(null, 'GET', '/courses/recommended', undefined, 'nour');
    expect({ status: nourVisitor.status, code: nourVisitor.body.code }).toEqual({ status: 401, code: 'lms-001' });
  });

  test('interests first, then the most enrolled; never an enrolled course; take bounded to 12', async () => {
    const db = server.database.db;
    const member = await newMember();
    const [category] = await db.insert(learningCategories).values({ organizationId: demo, nameEn: 'Recommended test', nameAr: 'اختبار' }).returning();
    const [child] = await db.insert(learningCategories).values({ organizationId: demo, parentId: category!.id, nameEn: 'Child', nameAr: 'فرع' }).returning();
    await db.insert(userInterestedCategories).values({ organizationId: demo, userId: member.id, categoryId: category!.id });
    const popular = await createCourse(db, demo, { enrollmentCount: 100_000 });
    const interesting = await createCourse(db, demo, { categoryId: child!.id });
    const enrolled = await createCourse(db, demo, { enrollmentCount: 200_000 });
    await enroll(member, enrolled);

    const res = await call<CourseCard[]>(member, 'GET', '/courses/recommended?take=2');
    expect(res.status).toBe(200);
    expect(res.body.map((card) => card.id)).toEqual([interesting, popular]);
    const all = await call<CourseCard[]>(member, 'GET', '/courses/recommended?take=12');
    expect(all.body.length).toBeGreaterThan(2);
    expect(all.body.map((card) => card.id)).not.toContain(enrolled);
    expect((await call<CourseCard[]>(member, 'GET', '/courses/recommended')).body).toHaveLength(6);
    expect((await call<ErrorBody>(member, 'GET', '/courses/recommended?take=13')).status).toBe(400);
  });
});

describe('my review', () => {
  let member: TestMember;
  let courseId: number;
  beforeAll(async () => {
    member = await newMember();
    courseId = await createCourse(server.database.db, demo);
  });

  test('before enrolling: no review, and writing one is refused with rev-001', async () => {
    const none = await call(member, 'GET', `/courses/${courseId}/my-review`);
    expect({ status: none.status, body: none.body }).toEqual({ status: 200, body: null });
    const refused = await call<ErrorBody>(member, 'PUT', `/courses/${courseId}/my-review`, { rating: 4, text: 'Early' });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'rev-001' });
  });

  test('one review per member: PUT twice updates it', async () => {
    await enroll(member, courseId);
    const first = await call<Review>(
      member, 'PUT', `/courses/${courseId}/my-review`, { rating: 4, text: '  Good course  ' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ rating: 4, text: 'Good course', author: { id: member.id, name: expect.stringContaining('Learner') } });
    const second = await call<typeof first.body>(member, 'PUT', `/courses/${courseId}/my-review`, { rating: 5, text: 'Even better' });
    expect(second.body).toMatchObject({ id: first.body.id, rating: 5, text: 'Even better', createdAt: first.body.createdAt });
    const rows = await server.database.db.select().from(courseReviews).where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.userId, member.id)));
    expect(rows).toHaveLength(1);
    expect((await call(member, 'GET', `/courses/${courseId}/my-review`)).body).toEqual(second.body);
  });

  test.each([
    ['a rating above 5', { rating: 6 }],
    ['a rating below 1', { rating: 0 }],
    ['a fractional rating', { rating: 3.5 }],
    ['a text over 2000 characters', { rating: 3, text: 'x'.repeat(2001) }],
    ['no rating', { text: 'Nice' }],
  ])('400 req-001 for %s', async (_name, body) => {
    const res = await call<ErrorBody>(member, 'PUT', `/courses/${courseId}/my-review`, body);
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'req-001' });
  });

  test('DELETE is idempotent', async () => {
    expect((await call(member, 'DELETE', `/courses/${courseId}/my-review`)).status).toBe(204);
    expect((await call(member, 'DELETE', `/courses/${courseId}/my-review`)).status).toBe(204);
    expect((await call(member, 'GET', `/courses/${courseId}/my-review`)).body).toBeNull();
  });

  test("a course of another organization is not found (404), whatever the call", async () => {
    const ofNour = await createCourse(server.database.db, nour);
    for (const [method, body] of [['GET', undefined], ['PUT', { rating: 5 }], ['DELETE', undefined]] as const) {
      const res = await call<ErrorBody>(member, method, `/courses/${ofNour}/my-review`, body);
      expect({ method, status: res.status, code: res.body.code }).toEqual({ method, status: 404, code: 'req-002' });
    }
  });
});

describe('tenant isolation', () => {
  test("a nour member reaches none of demo's courses: 404 at nour, auth-002 when naming demo", async () => {
    const demoCourse = await createCourse(server.database.db, demo);
    const nourMember = await newMember(nour);
    const calls: Array<[string, string, unknown]> = [
      ['PUT', `/courses/${demoCourse}/pin`, { isPinned: true }],
      ['PUT', `/courses/${demoCourse}/wishlist`, undefined],
      ['GET', `/courses/${demoCourse}/my-review`, undefined],
      ['PUT', `/courses/${demoCourse}/my-review`, { rating: 5 }],
    ];
    for (const [method, path, body] of calls) {
      const atNour = await call<ErrorBody>(nourMember, method, path, body, 'nour');
      expect({ method, path, status: atNour.status, code: atNour.body.code }).toEqual({ method, path, status: 404, code: 'req-002' });
      const atDemo = await call<ErrorBody>(nourMember, method, path, body, 'demo');
      expect({ method, path, status: atDemo.status, code: atDemo.body.code }).toEqual({ method, path, status: 403, code: 'auth-002' });
    }
  });
});
