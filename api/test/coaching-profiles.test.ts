import { and, eq } from 'drizzle-orm';
import { coachingBusinessHours, coachingLanguages, coachingPositions } from '../src/modules/coaching/tables';
import type { CoachCard, CoachEditor, CoachProfile, FilterOptions } from '../src/modules/coaching/profiles/dto';
import { learningCategories } from '../src/modules/learning-categories/tables';
import { callsTo, headersOf, type Headers } from './support/api-calls';
import { createCoach } from './support/coaching-bookings-fixtures';
import type { TestMember } from './support/lms-fixtures';
import { userIdOf } from './support/social-events-fixtures';
import { bearer, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let demo: number;
let nour: number;
const call = callsTo(() => server);
const db = () => server.database.db;
const visitor: Headers = { 'x-organization': 'demo' };

type Page = { count: number; data: CoachCard[] };
const as = async (prefix: 'demo' | 'nour', local: string, language = 'en'): Promise<Headers> =>
  ({ ...bearer(await server.memberToken(prefix, `${local}@${prefix}.halaqa.test`)), 'x-organization': prefix, 'x-lang': language });

let member: Headers;
let coach: Headers;
const ids: Record<'coach' | 'provider' | 'mentor' | 'nourCoach' | 'member', number> = { coach: 0, provider: 0, mentor: 0, nourCoach: 0, member: 0 };

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.organizationId('demo');
  nour = await server.organizationId('nour');
  member = await as('demo', 'member');
  coach = await as('demo', 'coach');
  for (const role of ['coach', 'provider', 'mentor', 'member'] as const) ids[role] = await userIdOf(db(), demo, `${role}@demo.halaqa.test`);
  ids.nourCoach = await userIdOf(db(), nour, 'coach@nour.halaqa.test');
});
afterAll(async () => { await server.close(); });

const list = (query: string, headers: Headers = member) => call<Page>('GET', `/api/coaches${query}`, headers);
const seededIds = () => [ids.coach, ids.provider, ids.mentor];
/** The seeded coaches a list kept (the file's own fixture coaches left out). */
const seededIn = (page: Page) => page.data.map((card) => card.id).filter((id) => seededIds().includes(id)).sort((a, b) => a - b);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** A coach of its own (not a seeded one): open all day every day in UTC, listed. */
async function freshCoach(): Promise<{ coach: TestMember; headers: Headers }> {
  const made = await createCoach(db(), demo);
  return { coach: made, headers: headersOf(made) };
}

describe('gates', () => {
  test('visitors 401; members without access-coaching 403 perm-001; non-coaches on /me 403 cch-008', async () => {
    for (const path of ['/api/coaches', '/api/coaches/filter-options', `/api/coaches/${ids.coach}`, '/api/coaches/me']) {
      expect((await call('GET', path, visitor)).status).toBe(401);
    }
    const eventsOnly = await as('demo', 'events');
    for (const path of ['/api/coaches', '/api/coaches/filter-options', `/api/coaches/${ids.coach}`]) {
      const res = await call('GET', path, eventsOnly);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 403, code: 'perm-001' });
    }
    const instructor = await as('demo', 'instructor');
    expect((await call('GET', '/api/coaches', instructor)).body.code).toBe('perm-001');
    expect((await call('GET', '/api/coaches', await as('demo', 'admin'))).status).toBe(200);
    expect((await call('GET', '/api/coaches/me', await as('demo', 'provider'))).status).toBe(200);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/coaches/me'], ['PATCH', '/api/coaches/me/details', { price: 1 }], ['POST', '/api/coaches/me/positions', { title: 'X' }],
      ['PATCH', '/api/coaches/me/languages/1', { proficiency: 'NATIVE' }], ['DELETE', '/api/coaches/me/educations/1'],
    ];
    for (const [method, path, body] of calls) {
      for (const who of [member, instructor]) {
        const res = await call(method, path, who, body);
        expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 403, code: 'cch-008' });
      }
    }
  });

  test('coaches/me and coaches/filter-options are not taken for a coach id; a bad id is 400', async () => {
    const me = await call<CoachEditor>('GET', '/api/coaches/me', coach);
    expect({ status: me.status, id: me.body.id, isMe: me.body.isMe }).toEqual({ status: 200, id: ids.coach, isMe: true });
    expect((await call<FilterOptions>('GET', '/api/coaches/filter-options', member)).status).toBe(200);
    for (const bad of ['abc', '0', '99999999999']) {
      const res = await call('GET', `/api/coaches/${bad}`, member);
      expect({ bad, status: res.status, code: res.body.code }).toEqual({ bad, status: 400, code: 'req-001' });
    }
  });
});

describe('directory', () => {
  test('lists the organization\'s listed coaches by name, as cards in the request\'s language', async () => {
    const page = await list('?take=50');
    expect(page.status).toBe(200);
    expect(seededIn(page.body)).toEqual(sorted(seededIds()));
    expect(page.body.data.some((card) => card.id === ids.nourCoach)).toBe(false);
    const names = page.body.data.map((card) => card.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const yousef = page.body.data.find((card) => card.id === ids.coach)!;
    expect(yousef).toMatchObject({
      name: 'Yousef Nasser', headline: 'Leadership coach for first-time managers', specialty: { name: 'Coaching' }, price: 25_000, currency: 'SAR',
      sessionDuration: 60, offersFreeSession: true, freeSessionDuration: 30, timeZone: 'Asia/Riyadh', avatarUrl: null,
    });
    expect(yousef.languages).toEqual([{ language: 'ar', proficiency: 'NATIVE' }, { language: 'en', proficiency: 'ADVANCED' }]);
    expect(Date.parse(yousef.nextAvailableAt!)).toBeGreaterThan(Date.now());

    const arabic = await list('?take=50', { ...member, 'x-lang': 'ar' });
    expect(arabic.body.data.find((card) => card.id === ids.coach)).toMatchObject({
      name: 'يوسف ناصر', headline: 'مدرب قيادة للمديرين الجدد', specialty: { name: 'الإرشاد' },
    });

    const second = await list('?take=1&skip=1');
    expect(second.body.count).toBe(page.body.count);
    expect(second.body.data.map((card) => card.id)).toEqual([page.body.data[1]!.id]);
  });

  test('search, specialty, language, price and free-session filters each narrow the list', async () => {
    const specialtyOfCoach = (await list('?take=50')).body.data.find((card) => card.id === ids.coach)!.specialty!.id;
    const cases: [string, number[]][] = [
      ['search=yousef', [ids.coach]],
      ['search=' + encodeURIComponent('هدى'), [ids.provider]],
      ['search=DATA%20SCIENCE', [ids.provider]],
      ['search=' + encodeURIComponent('الإنجليزية'), [ids.mentor]],
      [`specialtyId=${specialtyOfCoach}`, [ids.coach]],
      ['language=es', [ids.mentor]],
      ['language=fr', [ids.provider]],
      ['minPrice=30000', [ids.provider]],
      ['maxPrice=20000', [ids.mentor]],
      ['minPrice=20000&maxPrice=30000', [ids.coach]],
      ['freeSession=true', [ids.coach, ids.provider]],
      ['search=nobody-by-this-name', []],
    ];
    for (const [query, expected] of cases) {
      const res = await list(`?take=50&${query}`);
      expect({ query, status: res.status, ids: seededIn(res.body) }).toEqual({ query, status: 200, ids: sorted(expected) });
      expect(res.body.count).toBe(res.body.data.length);
    }
  });

  test('availableWithinDays keeps only coaches with a paid slot in time (the slot rule decides)', async () => {
    const idle = await freshCoach();
    await db().delete(coachingBusinessHours).where(eq(coachingBusinessHours.coachId, idle.coach.id));
    const everyone = await list('?take=50');
    const idleCard = everyone.body.data.find((card) => card.id === idle.coach.id);
    expect(idleCard?.nextAvailableAt).toBeNull();
    const available = await list('?take=50&availableWithinDays=7');
    expect(available.body.data.some((card) => card.id === idle.coach.id)).toBe(false);
    expect(seededIn(available.body)).toEqual(sorted(seededIds()));
    expect(available.body.count).toBe(everyone.body.count - 1);
    const paged = await list('?take=1&skip=0&availableWithinDays=7');
    expect({ count: paged.body.count, length: paged.body.data.length }).toEqual({ count: available.body.count, length: 1 });
  });

  test('bad queries are 400 req-001', async () => {
    for (const query of ['take=51', 'take=0', 'skip=-1', 'availableWithinDays=0', 'availableWithinDays=61', 'language=ENG', 'minPrice=-5', 'specialtyId=0', 'freeSession=maybe']) {
      const res = await list(`?${query}`);
      expect({ query, status: res.status, code: res.body.code }).toEqual({ query, status: 400, code: 'req-001' });
    }
  });

  test('filter options come from the listed coaches', async () => {
    const res = await call<FilterOptions>('GET', '/api/coaches/filter-options', member);
    expect(res.body.specialties.map((row) => row.name)).toEqual(expect.arrayContaining(['Coaching', 'Data Science', 'Languages']));
    expect(res.body.languages).toEqual(expect.arrayContaining(['ar', 'en', 'es', 'fr']));
    expect(res.body.price.min).toBeLessThanOrEqual(15_000);
    expect(res.body.price.max).toBeGreaterThanOrEqual(40_000);
    const arabic = await call<FilterOptions>('GET', '/api/coaches/filter-options', { ...member, 'x-lang': 'ar' });
    expect(arabic.body.specialties.map((row) => row.name)).toEqual(expect.arrayContaining(['الإرشاد', 'علم البيانات']));
    const nourOptions = await call<FilterOptions>('GET', '/api/coaches/filter-options', await as('nour', 'member'));
    expect(nourOptions.body.specialties.map((row) => row.name)).not.toContain('Coaching');
  });
});

describe('profiles', () => {
  test('a coach\'s full profile with the caller\'s standing, in either language', async () => {
    const res = await call<CoachProfile>('GET', `/api/coaches/${ids.coach}`, member);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ids.coach, isMe: false, me: { freeSessionsLeft: 2, creditsWithCoach: 0 }, cancellation: { allowed: true, minimumHours: 24 } });
    expect(res.body.about).toMatch(/new managers/);
    expect(res.body.positions.length).toBeGreaterThan(0);
    expect(res.body.educations.map((row) => row.degree)).toContain('MASTERS');
    expect(res.body.experiences.map((row) => row.employmentType)).toContain('SELF_EMPLOYED');
    expect(res.body.certifications.some((row) => row.doesNotExpire && row.expiresOn === null)).toBe(true);
    const arabic = await call<CoachProfile>('GET', `/api/coaches/${ids.coach}`, { ...member, 'x-lang': 'ar' });
    expect(arabic.body.about).toMatch(/المديرين الجدد/);

    // learner@ used a free session and holds a credit with mentor@ (the seed's coach-cancelled session).
    const learner = await as('demo', 'learner');
    const withMentor = await call<CoachProfile>('GET', `/api/coaches/${ids.mentor}`, learner);
    expect(withMentor.body.me).toEqual({ freeSessionsLeft: 1, creditsWithCoach: 1 });
    expect(withMentor.body).toMatchObject({ offersFreeSession: false, timeZone: 'America/New_York', notice: { mustBookInAdvance: false } });
  });

  test('another organization\'s coach, a member who is no coach and an unknown id are 404; unlisted only to the coach', async () => {
    for (const id of [ids.nourCoach, ids.member, 2_000_000_000]) {
      const res = await call('GET', `/api/coaches/${id}`, member);
      expect({ id, status: res.status, code: res.body.code }).toEqual({ id, status: 404, code: 'req-002' });
    }
    const hidden = await freshCoach();
    expect((await call('PATCH', '/api/coaches/me/details', hidden.headers, { isListed: false })).status).toBe(200);
    expect((await call('GET', `/api/coaches/${hidden.coach.id}`, member)).status).toBe(404);
    expect((await list('?take=50')).body.data.some((card) => card.id === hidden.coach.id)).toBe(false);
    const own = await call<CoachProfile>('GET', `/api/coaches/${hidden.coach.id}`, hidden.headers);
    expect({ status: own.status, isMe: own.body.isMe }).toEqual({ status: 200, isMe: true });
    const editor = await call<CoachEditor>('GET', '/api/coaches/me', hidden.headers);
    expect(editor.body.isListed).toBe(false);
  });
});

describe('the coach\'s own profile', () => {
  test('the editor shows both languages and the language rows\' ids', async () => {
    const res = await call<CoachEditor>('GET', '/api/coaches/me', coach);
    expect(res.body).toMatchObject({
      headlineEn: 'Leadership coach for first-time managers', headlineAr: 'مدرب قيادة للمديرين الجدد', isListed: true,
    });
    expect(res.body.aboutAr).toMatch(/المديرين/);
    expect(res.body.specialtyId).toBe(res.body.specialty!.id);
    expect(res.body.languages.every((row) => Number.isInteger(row.id))).toBe(true);
  });

  test('PATCH details changes what was sent and refuses bad input with req-001', async () => {
    const { headers } = await freshCoach();
    const [category] = await db().select().from(learningCategories).where(eq(learningCategories.organizationId, demo)).limit(1);
    const [nourCategory] = await db().select().from(learningCategories).where(eq(learningCategories.organizationId, nour)).limit(1);
    const ok = await call<CoachEditor>('PATCH', '/api/coaches/me/details', headers, {
      headlineEn: '  Career coach ', headlineAr: 'مدرب مهني', aboutEn: 'About me', specialtyId: category!.id, price: 18_000,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ headlineEn: 'Career coach', headlineAr: 'مدرب مهني', aboutEn: 'About me', specialtyId: category!.id, price: 18_000 });
    const cleared = await call<CoachEditor>('PATCH', '/api/coaches/me/details', headers, { specialtyId: null });
    expect({ specialtyId: cleared.body.specialtyId, price: cleared.body.price }).toEqual({ specialtyId: null, price: 18_000 });
    for (const body of [
      {}, { headlineEn: 'x'.repeat(161) }, { aboutAr: 'x'.repeat(4001) }, { price: -1 }, { price: 1.5 }, { specialtyId: nourCategory!.id },
      { specialtyId: 2_000_000_000 }, { isListed: 'yes' }, { unknown: 1 },
    ]) {
      const res = await call('PATCH', '/api/coaches/me/details', headers, body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'req-001' });
    }
  });

  test('positions: add, change, remove; another coach\'s row is 404 and stays', async () => {
    const { headers } = await freshCoach();
    const created = await call<{ id: number; title: string; isCurrent: boolean }>('POST', '/api/coaches/me/positions', headers, { title: ' Coach ', company: 'Acme' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Coach', company: 'Acme', isCurrent: true });
    const changed = await call('PATCH', `/api/coaches/me/positions/${created.body.id}`, headers, { isCurrent: false });
    expect({ status: changed.status, body: changed.body }).toMatchObject({ status: 200, body: { id: created.body.id, title: 'Coach', isCurrent: false } });
    for (const body of [{}, { title: '' }, { title: '   ' }, { title: 'x'.repeat(201) }, { company: 'Acme' }]) {
      const res = await call('POST', '/api/coaches/me/positions', headers, body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'req-001' });
    }
    const [theirs] = await db().select().from(coachingPositions).where(eq(coachingPositions.coachId, ids.coach)).limit(1);
    const [nourRow] = await db().select().from(coachingPositions).where(eq(coachingPositions.coachId, ids.nourCoach)).limit(1);
    for (const row of [theirs!, nourRow!]) {
      const patched = await call('PATCH', `/api/coaches/me/positions/${row.id}`, headers, { title: 'Taken' });
      const removed = await call('DELETE', `/api/coaches/me/positions/${row.id}`, headers);
      expect([patched.status, patched.body.code, removed.status, removed.body.code]).toEqual([404, 'req-002', 404, 'req-002']);
    }
    const [still] = await db().select().from(coachingPositions).where(eq(coachingPositions.id, theirs!.id));
    expect(still!.title).toBe(theirs!.title);
    expect((await call('DELETE', `/api/coaches/me/positions/${created.body.id}`, headers)).status).toBe(204);
    expect((await call('DELETE', `/api/coaches/me/positions/${created.body.id}`, headers)).status).toBe(404);
    expect((await call('PATCH', `/api/coaches/me/positions/${created.body.id}`, headers, { title: 'Gone' })).status).toBe(404);
  });

  test('educations: years 1950..2100, the end not before the start (also after a PATCH)', async () => {
    const { headers } = await freshCoach();
    const created = await call<{ id: number }>('POST', '/api/coaches/me/educations', headers, { school: 'KSU', degree: 'MASTERS', startYear: 2010, endYear: 2012 });
    expect(created.status).toBe(201);
    const bad: [string, unknown, string][] = [
      ['POST', { school: 'KSU', degree: 'MASTERS', startYear: 2012, endYear: 2010 }, 'order'],
      ['POST', { school: 'KSU', degree: 'MASTERS', startYear: 1949 }, 'too early'],
      ['POST', { school: 'KSU', degree: 'MASTERS', endYear: 2101 }, 'too late'],
      ['POST', { school: 'KSU', degree: 'PHD' }, 'degree'],
      ['PATCH', { endYear: 2009 }, 'patched before the start'],
    ];
    for (const [method, body, why] of bad) {
      const path = method === 'POST' ? '/api/coaches/me/educations' : `/api/coaches/me/educations/${created.body.id}`;
      const res = await call(method, path, headers, body);
      expect({ why, status: res.status, code: res.body.code }).toEqual({ why, status: 400, code: 'req-001' });
    }
    const patched = await call('PATCH', `/api/coaches/me/educations/${created.body.id}`, headers, { startYear: null, endYear: 2009 });
    expect(patched.body).toMatchObject({ startYear: null, endYear: 2009, degree: 'MASTERS' });
  });

  test('experiences: real dates, the end not before the start', async () => {
    const { headers } = await freshCoach();
    const base = { title: 'Coach', employmentType: 'FREELANCE', startDate: '2020-01-31' };
    const created = await call<{ id: number; endDate: string | null }>('POST', '/api/coaches/me/experiences', headers, base);
    expect({ status: created.status, endDate: created.body.endDate }).toEqual({ status: 201, endDate: null });
    for (const body of [
      { ...base, endDate: '2019-12-31' }, { ...base, startDate: '2024-02-30' }, { ...base, startDate: '31/01/2020' }, { ...base, employmentType: 'VOLUNTEER' },
      { ...base, startDate: '0000-01-01' },
    ]) {
      const res = await call('POST', '/api/coaches/me/experiences', headers, body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'req-001' });
    }
    const late = await call('PATCH', `/api/coaches/me/experiences/${created.body.id}`, headers, { endDate: '2020-01-30' });
    expect([late.status, late.body.code]).toEqual([400, 'req-001']);
    const ended = await call('PATCH', `/api/coaches/me/experiences/${created.body.id}`, headers, { endDate: '2020-01-31', description: 'Done' });
    expect(ended.body).toMatchObject({ endDate: '2020-01-31', description: 'Done' });
  });

  test('certifications: "does not expire" excludes an expiry; http(s) links only', async () => {
    const { headers } = await freshCoach();
    const base = { name: 'PCC', credentialType: 'CERTIFICATE', issuedOn: '2020-01-01' };
    const expiring = await call<{ id: number }>('POST', '/api/coaches/me/certifications', headers, { ...base, expiresOn: '2030-01-01', credentialUrl: 'https://example.org/c' });
    expect(expiring.status).toBe(201);
    for (const body of [
      { ...base, doesNotExpire: true, expiresOn: '2030-01-01' }, { ...base, expiresOn: '2019-01-01' }, { ...base, credentialUrl: 'ftp://example.org' },
      { ...base, credentialUrl: 'javascript:alert(1)' }, { ...base, credentialType: 'DIPLOMA' },
    ]) {
      const res = await call('POST', '/api/coaches/me/certifications', headers, body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'req-001' });
    }
    const refused = await call('PATCH', `/api/coaches/me/certifications/${expiring.body.id}`, headers, { doesNotExpire: true });
    expect([refused.status, refused.body.code]).toEqual([400, 'req-001']);
    const lifelong = await call('PATCH', `/api/coaches/me/certifications/${expiring.body.id}`, headers, { doesNotExpire: true, expiresOn: null });
    expect(lifelong.body).toMatchObject({ doesNotExpire: true, expiresOn: null, credentialUrl: 'https://example.org/c' });
  });

  test('languages: ISO codes, each once; another coach\'s row is 404', async () => {
    const { coach: made, headers } = await freshCoach();
    const english = await call<{ id: number }>('POST', '/api/coaches/me/languages', headers, { language: 'en', proficiency: 'NATIVE' });
    expect(english.status).toBe(201);
    const french = await call<{ id: number }>('POST', '/api/coaches/me/languages', headers, { language: 'fr', proficiency: 'BEGINNER' });
    for (const body of [{ language: 'en', proficiency: 'ADVANCED' }, { language: 'ENG', proficiency: 'NATIVE' }, { language: 'e', proficiency: 'NATIVE' }, { language: 'de', proficiency: 'FLUENT' }]) {
      const res = await call('POST', '/api/coaches/me/languages', headers, body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'req-001' });
    }
    const clash = await call('PATCH', `/api/coaches/me/languages/${french.body.id}`, headers, { language: 'en' });
    expect([clash.status, clash.body.code, clash.body.message]).toEqual([400, 'req-001', 'This language is already listed']);
    const better = await call('PATCH', `/api/coaches/me/languages/${french.body.id}`, headers, { proficiency: 'INTERMEDIATE' });
    expect(better.body).toMatchObject({ id: french.body.id, language: 'fr', proficiency: 'INTERMEDIATE' });
    const [theirs] = await db().select().from(coachingLanguages).where(eq(coachingLanguages.coachId, ids.coach)).limit(1);
    expect((await call('PATCH', `/api/coaches/me/languages/${theirs!.id}`, headers, { proficiency: 'BEGINNER' })).status).toBe(404);
    expect((await call('DELETE', `/api/coaches/me/languages/${theirs!.id}`, headers)).status).toBe(404);
    expect((await call('DELETE', `/api/coaches/me/languages/${english.body.id}`, headers)).status).toBe(204);
    const rows = await db().select().from(coachingLanguages).where(and(eq(coachingLanguages.coachId, made.id)));
    expect(rows.map((row) => row.language)).toEqual(['fr']);
  });
});
