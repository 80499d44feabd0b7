import type { Static } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import { CONFIG_KEYS } from '@halaqa/contracts';
import { courseEnrollees, courses, courseTargetOrganizations } from '../src/modules/lms/tables';
import { organizationConfigs } from '../src/modules/organizations/tables';
import { users } from '../src/modules/users/tables';
import { DEMO_COURSES, NOUR_COURSES, type CourseSeed } from '../src/seed/catalogue-data';
import type { CourseOverview, CourseReviewPage, FilterOptions } from '../src/modules/lms/catalogue/dto';
import type { CourseCardPageSchema } from '../src/modules/lms/course-card-dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

/** The catalogue over HTTP against the seeded demo and nour catalogues (api/src/seed/catalogue-data.ts). */

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

type Page = Static<typeof CourseCardPageSchema>;

const DEMO = { 'x-organization': 'demo' };
const NOUR = { 'x-organization': 'nour' };

/** What the catalogue must list: published, approved, not ended more than 30 days ago. */
const listed = (seeds: readonly CourseSeed[]) => seeds.filter((seed) => !seed.unpublished && !seed.notApproved && !(seed.endInDays !== undefined && seed.endInDays < -30));
const unlisted = (seeds: readonly CourseSeed[]) => seeds.filter((seed) => !listed(seeds).includes(seed));
const DEMO_LISTED = listed(DEMO_COURSES);
const names = (page: Page) => page.data.map((card) => card.name);

function search(params: Record<string, string | number>, headers: Record<string, string> = DEMO) {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return server.request<Page & ErrorBody>(`/api/courses/search?${query}`, { headers });
}

async function searchAll(params: Record<string, string | number>, headers: Record<string, string> = DEMO): Promise<Page> {
  const res = await search({ ...params, take: 50 }, headers);
  expect(res.status).toBe(200);
  return res.body;
}

async function courseId(prefix: 'demo' | 'nour', name: string): Promise<number> {
  const organizationId = await server.organizationId(prefix);
  const [row] = await server.database.db.select({ id: courses.id }).from(courses)
    .where(and(eq(courses.organizationId, organizationId), eq(courses.name, name)));
  if (!row) throw new Error(`no seeded course ${name}`);
  return row.id;
}

async function member(prefix: 'demo' | 'nour', email?: string) {
  return { ...bearer(await server.memberToken(prefix, email)), 'x-organization': prefix };
}

async function setFlag(prefix: 'demo' | 'nour', key: string, value: unknown): Promise<void> {
  const organizationId = await server.organizationId(prefix);
  await server.database.db.update(organizationConfigs).set({ value })
    .where(and(eq(organizationConfigs.organizationId, organizationId), eq(organizationConfigs.key, key)));
}

describe('GET courses/search', () => {
  test('a visitor sees exactly the listed courses of the organization, as cards in its currency', async () => {
    const page = await searchAll({});
    expect(page.count).toBe(DEMO_LISTED.length);
    expect(names(page).sort()).toEqual(DEMO_LISTED.map((seed) => seed.name).sort());
    for (const card of page.data) {
      expect(card).toMatchObject({ currencyCode: 'SAR', isEnrolled: false, isWishlisted: false });
    }
    const react = page.data.find((card) => card.name === 'Modern Web Development with React')!;
    expect(react).toMatchObject({
      price: 29900, oldPrice: 39900, isDiscounted: true, language: 'ENGLISH',
      category: { name: 'Web Development' }, learningTypes: [{ slug: 'online', name: 'Online' }],
      rating: { average: 4.5, count: 2 }, enrollmentCount: 3,
    });
  });

  test('the default page is 12 cards, newest first', async () => {
    const res = await search({});
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(12);
    expect(res.body.count).toBe(DEMO_LISTED.length);
    const newest = DEMO_LISTED.at(-1)!.name; // the seed creates courses oldest first
    expect(res.body.data[0]!.name).toBe(newest);
  });

  test('pages add up to the count; past the end the data is empty and the count the same', async () => {
    const seen: number[] = [];
    for (let skip = 0; skip < DEMO_LISTED.length; skip += 4) {
      const res = await search({ skip, take: 4 });
      expect(res.body.count).toBe(DEMO_LISTED.length);
      seen.push(...res.body.data.map((card) => card.id));
    }
    expect(seen).toHaveLength(DEMO_LISTED.length);
    expect(new Set(seen).size).toBe(DEMO_LISTED.length);
    const beyond = await search({ skip: 100, take: 4 });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ count: DEMO_LISTED.length, data: [] });
    const filteredBeyond = await search({ skip: 100, languages: 'ARABIC' });
    expect(filteredBeyond.body).toEqual({ count: DEMO_LISTED.filter((seed) => seed.language === 'ARABIC').length, data: [] });
  });

  test('unpublished, unapproved, long-ended and other organizations\' courses never appear', async () => {
    const all = names(await searchAll({}));
    for (const seed of [...unlisted(DEMO_COURSES), ...NOUR_COURSES]) expect(all).not.toContain(seed.name);
    expect(unlisted(DEMO_COURSES).map((seed) => seed.name)).toEqual(expect.arrayContaining(['Cybersecurity Basics', 'Public Speaking Masterclass']));
    // Ended 10 days ago: still listed.
    expect(all).toContain('Coaching Conversations that Work');
  });

  test('a deleted course, or one whose offer to the organization is unpublished, leaves the catalogue', async () => {
    const db = server.database.db;
    const deletedId = await courseId('demo', 'HTML and CSS Foundations');
    const withdrawnId = await courseId('demo', 'Business English for Professionals');
    await db.update(courses).set({ isDeleted: true }).where(eq(courses.id, deletedId));
    await db.update(courseTargetOrganizations).set({ isPublished: false }).where(eq(courseTargetOrganizations.courseId, withdrawnId));
    try {
      const page = await searchAll({});
      expect(page.count).toBe(DEMO_LISTED.length - 2);
      expect(page.data.map((card) => card.id)).not.toEqual(expect.arrayContaining([deletedId]));
      expect(page.data.map((card) => card.id)).not.toEqual(expect.arrayContaining([withdrawnId]));
      for (const id of [deletedId, withdrawnId]) expect((await server.request(`/api/courses/${id}`, { headers: DEMO })).status).toBe(404);
    } finally {
      await db.update(courses).set({ isDeleted: false }).where(eq(courses.id, deletedId));
      await db.update(courseTargetOrganizations).set({ isPublished: true }).where(eq(courseTargetOrganizations.courseId, withdrawnId));
    }
  });

  describe('filters', () => {
    const expectNames = (page: Page, seeds: readonly CourseSeed[]) => {
      expect(page.count).toBe(seeds.length);
      expect(names(page).sort()).toEqual(seeds.map((seed) => seed.name).sort());
    };
    let categoryIds: Map<string, number>;
    let typeIds: Map<string, number>;
    beforeAll(async () => {
      const options = await server.request<FilterOptions>(
        '/api/courses/filter-options', { headers: DEMO },
      );
      categoryIds = new Map(options.body.categories.map((category) => [category.name, category.id]));
      typeIds = new Map(options.body.learningTypes.map((type) => [type.slug, type.id]));
    });

    test('a child category', async () => {
      expectNames(await searchAll({ categoryIds: categoryIds.get('Data Science')! }), DEMO_LISTED.filter((seed) => seed.category === 'Data Science'));
    });

    test('a parent category includes its children', async () => {
      const technology = ['Technology', 'Web Development', 'Data Science'];
      const page = await searchAll({ categoryIds: categoryIds.get('Technology')! });
      expectNames(page, DEMO_LISTED.filter((seed) => technology.includes(seed.category ?? '')));
      expect(new Set(page.data.map((card) => card.category?.name))).toEqual(new Set(technology));
    });

    test('several categories', async () => {
      const ids = `${categoryIds.get('Languages')},${categoryIds.get('Coaching')}`;
      expectNames(await searchAll({ categoryIds: ids }), DEMO_LISTED.filter((seed) => ['Languages', 'Coaching'].includes(seed.category ?? '')));
    });

    test('learning types', async () => {
      expectNames(await searchAll({ learningTypeIds: typeIds.get('online')! }), DEMO_LISTED.filter((seed) => seed.learningTypes.includes('online')));
      const ids = `${typeIds.get('face-to-face')},${typeIds.get('self-paced')}`;
      expectNames(await searchAll({ learningTypeIds: ids }), DEMO_LISTED.filter((seed) => seed.learningTypes.some((slug) => ['face-to-face', 'self-paced'].includes(slug))));
    });

    test('languages', async () => {
      expectNames(await searchAll({ languages: 'ARABIC' }), DEMO_LISTED.filter((seed) => seed.language === 'ARABIC'));
      expectNames(await searchAll({ languages: 'ENGLISH,ARABIC' }), DEMO_LISTED);
    });

    test('price range (free is 0)', async () => {
      expectNames(await searchAll({ maxPrice: 0 }), DEMO_LISTED.filter((seed) => !seed.price));
      expectNames(await searchAll({ minPrice: 15000, maxPrice: 35000 }), DEMO_LISTED.filter((seed) => (seed.price ?? 0) >= 15000 && (seed.price ?? 0) <= 35000));
    });

    test('combined', async () => {
      const page = await searchAll({ categoryIds: categoryIds.get('Technology')!, languages: 'ARABIC', learningTypeIds: typeIds.get('online')!, maxPrice: 0 });
      expectNames(page, DEMO_LISTED.filter((seed) => ['Web Development', 'Data Science', 'Technology'].includes(seed.category ?? '')
        && seed.language === 'ARABIC' && seed.learningTypes.includes('online') && !seed.price));
      expect(page.count).toBeGreaterThan(0);
    });

    test("another organization's category matches nothing", async () => {
      const nourOptions = await server.request<FilterOptions>('/api/courses/filter-options', { headers: await member('nour') });
      const page = await searchAll({ categoryIds: nourOptions.body.categories[0]!.id });
      expect(page).toEqual({ count: 0, data: [] });
    });
  });

  describe('text', () => {
    test('every English word is prefix-matched in the name or brief description', async () => {
      expect(names(await searchAll({ query: '  web  devel ' }))).toEqual(['Modern Web Development with React']);
      expect(names(await searchAll({ query: 'REAC' }))).toEqual(['Modern Web Development with React']);
      expect(names(await searchAll({ query: 'accessible' }))).toEqual(['Modern Web Development with React']);
      expect(names(await searchAll({ query: 'data analysis' })).sort()).toEqual(['Data Analysis with Python']);
    });

    test('Arabic words', async () => {
      expect(names(await searchAll({ query: 'البيانات' })).sort()).toEqual(['أساسيات علم البيانات', 'تحليل البيانات باستخدام إكسل'].sort());
      expect(names(await searchAll({ query: 'القياد' }))).toEqual(['مهارات القيادة الحديثة']);
      expect(names(await searchAll({ query: 'تحليل إكس' }))).toEqual(['تحليل البيانات باستخدام إكسل']);
    });

    test('with filters and paging', async () => {
      const res = await search({ query: 'the', languages: 'ENGLISH', take: 1 });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.count).toBeGreaterThan(1);
    });

    test('tsquery syntax in the input is only text; nothing searchable left means no text filter', async () => {
      for (const query of ["web' & | !", 'web:* <-> (dev)', "'"]) {
        const res = await search({ query });
        expect({ query, status: res.status }).toEqual({ query, status: 200 });
      }
      expect((await search({ query: '!!! &' })).body.count).toBe(DEMO_LISTED.length);
      expect((await search({ query: 'zzzzunknown' })).body).toEqual({ count: 0, data: [] });
    });
  });

  describe('sort', () => {
    const sorted = <T>(values: T[], compare: (a: T, b: T) => number) => values.every((value, index) => index === 0 || compare(values[index - 1]!, value) <= 0);
    const nullsLast = (a: number | null, b: number | null) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);

    test('newest and oldest are each other reversed', async () => {
      const newest = (await searchAll({ sort: 'newest' })).data.map((card) => card.id);
      const oldest = (await searchAll({ sort: 'oldest' })).data.map((card) => card.id);
      expect(oldest).toEqual([...newest].reverse());
      expect((await searchAll({})).data.map((card) => card.id)).toEqual(newest);
    });

    test('by price', async () => {
      expect(sorted((await searchAll({ sort: 'price-asc' })).data.map((card) => card.price), (a, b) => a - b)).toBe(true);
      const descending = (await searchAll({ sort: 'price-desc' })).data.map((card) => card.price);
      expect(sorted(descending, (a, b) => b - a)).toBe(true);
      expect(descending[0]).toBe(Math.max(...DEMO_LISTED.map((seed) => seed.price ?? 0)));
    });

    test('by name', async () => {
      const english = (await searchAll({ sort: 'name', languages: 'ENGLISH' })).data.map((card) => card.name.toLowerCase()[0]!);
      expect(sorted(english, (a, b) => a.localeCompare(b))).toBe(true);
    });

    test('by start date, undated last', async () => {
      const starts = (await searchAll({ sort: 'start-date' })).data.map((card) => (card.startDate ? Date.parse(card.startDate) : null));
      expect(sorted(starts, nullsLast)).toBe(true);
      expect(starts.at(-1)).toBeNull();
    });

    test('by rating, unrated last', async () => {
      const ratings = (await searchAll({ sort: 'rating' })).data.map((card) => card.rating.average);
      expect(sorted(ratings.map((value) => (value === null ? null : -value)), nullsLast)).toBe(true);
      expect(ratings[0]).toBe(5);
    });
  });

  test('invalid parameters are 400 req-001', async () => {
    const cases: Array<Record<string, string | number>> = [
      { take: 0 }, { take: 51 }, { skip: -1 }, { categoryIds: 'abc' }, { categoryIds: '1,,2' }, { categoryIds: '99999999999' },
      { learningTypeIds: '0' }, { languages: 'FRENCH' }, { sort: 'random' }, { minPrice: -1 }, { minPrice: 500, maxPrice: 100 },
      { query: 'x'.repeat(101) },
    ];
    for (const params of cases) {
      const res = await search(params);
      expect({ params, status: res.status, code: res.body.code }).toEqual({ params, status: 400, code: 'req-001' });
    }
  });
});

describe('GET courses/filter-options', () => {
  test('counts only listed courses; a parent counts its children', async () => {
    const res = await server.request<FilterOptions>('/api/courses/filter-options', { headers: DEMO });
    expect(res.status).toBe(200);
    const count = (name: string) => res.body.categories.find((category) => category.name === name)!.courseCount;
    const inCategory = (...categories: string[]) => DEMO_LISTED.filter((seed) => categories.includes(seed.category ?? '')).length;
    expect(count('Data Science')).toBe(inCategory('Data Science'));
    expect(count('Technology')).toBe(inCategory('Technology', 'Web Development', 'Data Science'));
    expect(count('Leadership')).toBe(inCategory('Leadership', 'Coaching'));
    const technology = res.body.categories.find((category) => category.name === 'Technology')!;
    expect(res.body.categories.find((category) => category.name === 'Web Development')!.parentId).toBe(technology.id);
    expect(res.body.learningTypes.map((type) => type.slug)).toEqual(['online', 'face-to-face', 'blended', 'self-paced']);
    expect(res.body.learningTypes.find((type) => type.slug === 'online')!.courseCount)
      .toBe(DEMO_LISTED.filter((seed) => seed.learningTypes.includes('online')).length);
    expect(res.body.languages).toEqual([
      { language: 'ENGLISH', courseCount: DEMO_LISTED.filter((seed) => seed.language === 'ENGLISH').length },
      { language: 'ARABIC', courseCount: DEMO_LISTED.filter((seed) => seed.language === 'ARABIC').length },
    ]);
    expect(res.body.priceRange).toEqual({ min: 0, max: Math.max(...DEMO_LISTED.map((seed) => seed.price ?? 0)) });
    expect(res.body.currencyCode).toBe('SAR');
  });

  test('names follow x-lang', async () => {
    const res = await server.request<FilterOptions>('/api/courses/filter-options', { headers: { ...DEMO, 'x-lang': 'ar' } });
    expect(res.body.categories.map((category) => category.name)).toContain('علم البيانات');
    expect(res.body.learningTypes.map((type) => type.name)).toContain('حضوري');
  });

  test("nour's options are nour's", async () => {
    const res = await server.request<FilterOptions>('/api/courses/filter-options', { headers: { ...(await member('nour')), 'x-lang': 'ar' } });
    expect(res.status).toBe(200);
    expect(res.body.categories.map((category) => category.name).sort()).toEqual(['العلوم الصحية', 'الإدارة', 'التمريض'].sort());
    expect(res.body.languages.reduce((sum, entry) => sum + entry.courseCount, 0)).toBe(listed(NOUR_COURSES).length);
    // nour sells one course (250.00 SAR, bought at once: it has no marketplace); the rest are free.
    expect(res.body.priceRange).toEqual({ min: 0, max: 25000 });
    expect(Math.max(...listed(NOUR_COURSES).map((seed) => seed.price ?? 0))).toBe(25000);
  });
});

describe('GET courses/{courseId}', () => {
  const overview = async (id: number, headers: Record<string, string> = DEMO) => server.request<CourseOverview & ErrorBody>(`/api/courses/${id}`, { headers });

  test('a visitor reads the outline, instructors and price, and is asked to sign in', async () => {
    const res = await overview(await courseId('demo', 'Modern Web Development with React'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Modern Web Development with React', price: 29900, enrollmentState: 'SIGN_IN', enrollment: null,
      instructors: [{ name: 'Lina Farouk' }], rating: { average: 4.5, count: 2 },
    });
    expect(res.body.description).toMatch(/components and hooks/);
    expect(res.body.syllabus.map((section) => [section.week, section.name])).toEqual([
      [1, 'Components and props'], [2, 'State and hooks'], [3, 'Routing'], [4, 'Testing and deployment'],
    ]);
    expect(res.body.syllabus[0]!.subsections).toEqual([
      expect.objectContaining({ name: 'Lecture: Components and props', contentType: 'ONLINE_LECTURE', isOptional: false }),
      expect.objectContaining({ name: 'Reading: Components and props', contentType: 'FILE', isOptional: true }),
      expect.objectContaining({ name: 'Check your understanding', isOptional: false }),
    ]);
  });

  test('instructor names follow x-lang', async () => {
    const res = await overview(await courseId('demo', 'Modern Web Development with React'), { ...DEMO, 'x-lang': 'ar' });
    expect(res.body.instructors).toEqual([expect.objectContaining({ name: 'لينا فاروق' })]);
    expect(res.body.category?.name).toBe('تطوير الويب');
  });

  test('a member is told what they may do about each course', async () => {
    const headers = await member('demo');
    const stateOf = async (name: string) => (await overview(await courseId('demo', name), headers)).body.enrollmentState;
    expect(await stateOf('HTML and CSS Foundations')).toBe('OPEN');
    expect(await stateOf('Modern Web Development with React')).toBe('PAYMENT_REQUIRED');
    expect(await stateOf('فن الإرشاد المهني')).toBe('NOT_OPEN');
    expect(await stateOf('Spanish for Beginners')).toBe('COMING_SOON');
    expect(await stateOf('Coaching Conversations that Work')).toBe('CLOSED');
  });

  test('an enrolled member sees their enrollment', async () => {
    const res = await overview(await courseId('demo', 'Modern Web Development with React'), await member('demo', 'coach@demo.halaqa.test'));
    expect(res.body).toMatchObject({ enrollmentState: 'ENROLLED', isEnrolled: true, enrollment: { isFinished: false, isPinned: false } });
  });

  test('self-enrollment off: members are told so', async () => {
    await setFlag('demo', CONFIG_KEYS.selfEnrollmentEnabled, false);
    try {
      const res = await overview(await courseId('demo', 'HTML and CSS Foundations'), await member('demo'));
      expect(res.body.enrollmentState).toBe('SELF_ENROLLMENT_DISABLED');
    } finally {
      await setFlag('demo', CONFIG_KEYS.selfEnrollmentEnabled, true);
    }
  });

  test('hidden courses are 404 req-002; an enrolled member still reads one that left the catalogue', async () => {
    for (const seed of unlisted(DEMO_COURSES)) {
      const res = await overview(await courseId('demo', seed.name));
      expect({ name: seed.name, status: res.status, code: res.body.code }).toEqual({ name: seed.name, status: 404, code: 'req-002' });
    }
    expect((await overview(2_147_483_647)).status).toBe(404);
    expect((await overview(0)).body.code).toBe('req-001');

    const expired = await courseId('demo', 'Cybersecurity Basics');
    const demoId = await server.organizationId('demo');
    const [sara] = await server.database.db.select({ id: users.id }).from(users)
      .where(and(eq(users.organizationId, demoId), eq(users.email, 'member@demo.halaqa.test')));
    await server.database.db.insert(courseEnrollees).values({ organizationId: demoId, courseId: expired, userId: sara!.id });
    try {
      const enrolled = await overview(expired, await member('demo'));
      expect(enrolled.status).toBe(200);
      expect(enrolled.body).toMatchObject({ enrollmentState: 'ENROLLED', isEnrolled: true });
      expect((await overview(expired, await member('demo', 'coach@demo.halaqa.test'))).status).toBe(404);
      expect((await searchAll({}, await member('demo'))).data.map((card) => card.id)).not.toContain(expired);
    } finally {
      await server.database.db.delete(courseEnrollees).where(and(eq(courseEnrollees.courseId, expired), eq(courseEnrollees.userId, sara!.id)));
    }
  });
});

describe('GET courses/{courseId}/reviews', () => {
  const reviews = async (id: number, query = '', headers: Record<string, string> = DEMO) =>
    server.request<CourseReviewPage & ErrorBody>(`/api/courses/${id}/reviews${query}`, { headers });

  test('newest first, hidden ones left out, with the summary', async () => {
    const res = await reviews(await courseId('demo', 'Modern Web Development with React'));
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.data.map((review) => [review.rating, review.author.name])).toEqual([[5, 'Yousef Nasser'], [4, 'Huda Karim']]);
    expect(res.body.data.map((review) => review.text)).not.toContain('spam spam spam');
    expect(res.body.summary).toEqual({ average: 4.5, count: 2, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } });
    const second = await reviews(await courseId('demo', 'Modern Web Development with React'), '?skip=1&take=1');
    expect(second.body.data.map((review) => review.rating)).toEqual([4]);
    expect(second.body.count).toBe(2);
  });

  test('a course without reviews', async () => {
    const res = await reviews(await courseId('demo', 'Spanish for Beginners'));
    expect(res.body).toEqual({ count: 0, data: [], summary: { average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } });
  });

  test("hidden courses and other organizations' courses are 404", async () => {
    expect((await reviews(await courseId('demo', 'Cybersecurity Basics'))).body.code).toBe('req-002');
    expect((await reviews(await courseId('nour', 'الإسعافات الأولية'))).status).toBe(404);
  });
});

describe('tenants and gates', () => {
  test("nour's courses are not found at demo, not even by id", async () => {
    const nourCourse = await courseId('nour', 'أساسيات التمريض السريري');
    const headers = await member('demo');
    expect((await server.request<ErrorBody>(`/api/courses/${nourCourse}`, { headers })).body.code).toBe('req-002');
    expect((await searchAll({ query: 'التمريض' }, headers)).count).toBe(0);
  });

  test('a nour token at demo is refused (auth-002)', async () => {
    const headers = { ...(await member('nour')), 'x-organization': 'demo' };
    for (const path of ['/api/courses/search', '/api/courses/filter-options', `/api/courses/${await courseId('demo', 'HTML and CSS Foundations')}`]) {
      const res = await server.request<ErrorBody>(path, { headers });
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 403, code: 'auth-002' });
    }
  });

  test('visitors at nour (no anonymous course view) are asked to sign in (401 lms-001); nour members get nour\'s catalogue', async () => {
    const id = await courseId('nour', 'أساسيات التمريض السريري');
    for (const path of ['/api/courses/search', '/api/courses/filter-options', `/api/courses/${id}`, `/api/courses/${id}/reviews`]) {
      const res = await server.request<ErrorBody>(path, { headers: NOUR });
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 401, code: 'lms-001' });
    }
    const page = await searchAll({}, await member('nour'));
    expect(page.count).toBe(listed(NOUR_COURSES).length);
    expect((await server.request(`/api/courses/${id}`, { headers: await member('nour') })).status).toBe(200);
  });

  test('a member without access-courses is refused (403 perm-001)', async () => {
    const headers = await member('demo', 'events@demo.halaqa.test');
    for (const path of ['/api/courses/search', '/api/courses/filter-options', `/api/courses/${await courseId('demo', 'HTML and CSS Foundations')}`]) {
      const res = await server.request<ErrorBody>(path, { headers });
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 403, code: 'perm-001' });
    }
  });

  test('self-enrollment off closes the all-courses search (403 enr-001) but not course pages', async () => {
    await setFlag('demo', CONFIG_KEYS.selfEnrollmentEnabled, false);
    try {
      for (const headers of [DEMO, await member('demo')]) {
        const res = await search({}, headers);
        expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: 'enr-001' });
      }
      expect((await server.request('/api/courses/filter-options', { headers: DEMO })).status).toBe(200);
      expect((await server.request(`/api/courses/${await courseId('demo', 'HTML and CSS Foundations')}`, { headers: DEMO })).status).toBe(200);
    } finally {
      await setFlag('demo', CONFIG_KEYS.selfEnrollmentEnabled, true);
    }
  });

  test('an invalid token is refused even on public reads', async () => {
    const res = await server.request<ErrorBody>('/api/courses/search', { headers: { ...DEMO, authorization: 'Bearer nonsense' } });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: 'auth-006' });
  });
});
