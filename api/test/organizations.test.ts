import type { Static } from '@sinclair/typebox';
import type { LearningCategory } from '../src/modules/learning-categories/dto';
import type { OrganizationProfileSchema, OrganizationSummary } from '../src/modules/organizations/dto';
import type { RegistrationField } from '../src/modules/registration/dto';
import type { TerminologyItem } from '../src/modules/terminology/dto';
import { bearer, startTestServer, type ErrorBody, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const profile = async (prefix: string) => (await server.request<Static<typeof OrganizationProfileSchema>>(`/api/organizations-dashboard/prefix/${prefix}`)).body;

test('lists the public summaries of both organizations', async () => {
  const res = await server.request<OrganizationSummary[]>('/api/organizations-dashboard');
  expect(res.status).toBe(200);
  expect(res.body.map((org) => org.domainPrefix)).toEqual(['demo', 'nour']);
  expect(Object.keys(res.body[0]!).sort()).toEqual(['domainPrefix', 'id', 'logoUrl', 'name', 'nameArabic']);
});

test('demo profile: names, colors, fonts, default terminology, flags', async () => {
  const demo = await profile('demo');
  expect(demo).toMatchObject({
    name: 'Demo Academy',
    nameArabic: 'أكاديمية العرض',
    domainPrefix: 'demo',
    colors: ['#1f6feb', '#f0883e'],
    currencyCode: 'SAR',
    copyrightMessage: 'All rights reserved',
    logoUrl: '/assets/organizations/demo/logo.svg',
  });
  expect(demo.fonts.en?.name).toBe('Inter');
  expect(demo.fonts.ar?.name).toBe('Cairo');
  // Each Latin weight: the full file for rarer characters, then the basic cut for common text.
  expect(demo.fonts.en?.styles.map((s) => s.weight)).toEqual([400, 400, 700, 700]);
  expect(demo.fonts.ar?.styles[0]?.url).toBe('/assets/fonts/cairo/cairo-arabic-400-normal.woff2');
  expect(demo.terminology.course).toEqual({ en: { singular: 'Course', plural: 'Courses' }, ar: { singular: 'دورة', plural: 'دورات' } });
  expect(demo.terminology.dashboard.ar).toEqual({ singular: 'لوحة التحكم', plural: 'لوحات التحكم' });
  expect(demo.flags).toEqual({
    selfEnrollmentEnabled: true,
    selfRegistrationEnabled: true,
    marketplaceEnabled: true,
    allowAnonymousCourseView: true,
    allowAnonymousEventView: true,
    certificatesEnabled: true,
    twoFactorEnabled: false,
    landingPageEnabled: false,
  });
});

test('nour profile: its own theme, fonts, terminology and switches', async () => {
  const nour = await profile('nour');
  expect(nour).toMatchObject({ name: 'Nour Institute', nameArabic: 'معهد نور', colors: ['#0f766e', '#b45309'] });
  expect(nour.fonts.en?.name).toBe('Lora');
  expect(nour.fonts.ar?.name).toBe('Noto Naskh Arabic');
  expect(nour.terminology.course).toEqual({ en: { singular: 'Program', plural: 'Programs' }, ar: { singular: 'برنامج', plural: 'برامج' } });
  expect(nour.terminology.student).toEqual({ en: { singular: 'Trainee', plural: 'Trainees' }, ar: { singular: 'متدرب', plural: 'متدربون' } });
  expect(nour.terminology.instructor.en.singular).toBe('Instructor');
  expect(nour.flags).toMatchObject({
    marketplaceEnabled: false,
    allowAnonymousCourseView: false,
    allowAnonymousEventView: false,
    selfRegistrationEnabled: false,
    selfEnrollmentEnabled: true,
  });
});

test('the prefix is case-insensitive and an unknown one is org-001', async () => {
  expect((await server.request('/api/organizations-dashboard/prefix/NOUR')).status).toBe(200);
  const res = await server.request('/api/organizations-dashboard/prefix/atlantis');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ statusCode: 404, code: 'org-001', message: expect.any(String), requestId: res.headers.get('x-request-id') });
});

describe('custom configs', () => {
  test("reads the tenant's own value (objects too)", async () => {
    const demoId = await server.organizationId('demo');
    const res = await server.request(`/api/organizations-dashboard/custom-configs/${demoId}/registration-requires-approval`, { headers: { 'x-organization': 'demo' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key: 'registration-requires-approval', value: { domain: null, strategy: 'off' } });
    const flag = await server.request(`/api/organizations-dashboard/custom-configs/${demoId}/marketplace-enabled`);
    expect(flag.body).toEqual({ key: 'marketplace-enabled', value: true });
    const url = await server.request(`/api/organizations-dashboard/custom-configs/${demoId}/dashboard-url`);
    expect(url.body).toEqual({ key: 'dashboard-url', value: 'http://localhost:8080/admin' });
  });

  test("never reads another tenant's configuration", async () => {
    const nourId = await server.organizationId('nour');
    const res = await server.request(`/api/organizations-dashboard/custom-configs/${nourId}/marketplace-enabled`, { headers: { 'x-organization': 'demo' } });
    expect(res.status).toBe(404);
    expect((res.body as ErrorBody).code).toBe('org-001');
    const own = await server.request(`/api/organizations-dashboard/custom-configs/${nourId}/marketplace-enabled`, { headers: { 'x-organization': 'nour' } });
    expect(own.body).toEqual({ key: 'marketplace-enabled', value: false });
  });

  test('an unknown key is org-002', async () => {
    const demoId = await server.organizationId('demo');
    const res = await server.request(`/api/organizations-dashboard/custom-configs/${demoId}/no-such-key`);
    expect(res.status).toBe(404);
    expect((res.body as ErrorBody).code).toBe('org-002');
  });
});

describe('tenant resolution', () => {
  const categoriesOf = async (headers: Record<string, string>) =>
    (await server.request<LearningCategory[]>('/api/learning-categories/parent', { headers })).body.map((c) => c.name.en);

  test('x-organization header, then Host subdomain, then the default organization', async () => {
    expect(await categoriesOf({ 'x-organization': 'nour' })).toEqual(['Health Sciences', 'Management']);
    expect(await categoriesOf({ host: 'nour.localhost:8080' })).toEqual(['Health Sciences', 'Management']);
    expect(await categoriesOf({ host: 'demo.localhost:8080', 'x-organization': 'nour' })).toEqual(['Health Sciences', 'Management']);
    expect(await categoriesOf({})).toEqual(['Technology', 'Leadership', 'Languages']);
  });

  test('an unknown organization is org-001', async () => {
    const variants: Array<Record<string, string>> = [{ 'x-organization': 'atlantis' }, { host: 'atlantis.localhost:8080' }, { 'x-organization': '../../etc' }];
    for (const headers of variants) {
      const res = await server.request('/api/terminology', { headers });
      expect([res.status, (res.body as ErrorBody).code]).toEqual([404, 'org-001']);
    }
  });

  test('the verified token decides the tenant when no organization is named', async () => {
    const token = await server.memberToken('nour');
    expect(await categoriesOf(bearer(token))).toEqual(['Health Sciences', 'Management']);
  });

  test('a token of demo used on nour is auth-002', async () => {
    const token = await server.memberToken('demo');
    const variants: Array<Record<string, string>> = [{ 'x-organization': 'nour' }, { host: 'nour.localhost:8080' }];
    for (const headers of variants) {
      const res = await server.request('/api/registration', { headers: { ...headers, ...bearer(token) } });
      expect([res.status, (res.body as ErrorBody).code]).toEqual([403, 'auth-002']);
    }
  });
});

test('registration form: fields with modifiers, groups and labels, and their order', async () => {
  const res = await server.request<RegistrationField[]>('/api/registration');
  expect(res.status).toBe(200);
  expect(res.body.map((f) => f.typeSlug)).toEqual(['text', 'phone', 'select', 'text']);
  const phone = res.body.find((f) => f.fieldKey === 'phoneNumber')!;
  expect(phone.modifiers).toEqual([{ slug: 'optional' }]);
  expect(phone.label.ar).toBe('رقم الجوال');
  expect(res.body.find((f) => f.typeSlug === 'select')!.options).toHaveLength(3);
  const order = await server.request<number[]>('/api/registration/sort');
  expect(order.body).toEqual(res.body.map((f) => f.id));
  const nour = await server.request<unknown[]>('/api/registration', { headers: { 'x-organization': 'nour' } });
  expect(nour.body).toHaveLength(2);
});

test('terminology lists defaults and the organization terms', async () => {
  const nour = await server.request<TerminologyItem[]>('/api/terminology', { headers: { 'x-organization': 'nour' } });
  expect(nour.body.map((t) => t.slug)).toEqual(['course', 'instructor', 'module', 'student', 'dashboard', 'blended']);
  const course = nour.body.find((t) => t.slug === 'course')!;
  expect(course.defaultValue.en.singular).toBe('Course');
  expect(course.organizationTerms).toEqual([
    { language: 'ar', singular: 'برنامج', plural: 'برامج' },
    { language: 'en', singular: 'Program', plural: 'Programs' },
  ]);
  const demo = await server.request<TerminologyItem[]>('/api/terminology');
  expect(demo.body.every((t) => t.organizationTerms.length === 0)).toBe(true);
});

test('learning categories: all with parents, and the top level', async () => {
  const all = await server.request<LearningCategory[]>('/api/learning-categories');
  const technology = all.body.find((c) => c.name.en === 'Technology')!;
  expect(all.body.filter((c) => c.parentId === technology.id).map((c) => c.name.en)).toEqual(['Web Development', 'Data Science']);
  const parents = await server.request<LearningCategory[]>('/api/learning-categories/parent');
  expect(parents.body.every((c) => c.parentId === null)).toBe(true);
  expect(parents.body).toHaveLength(3);
});
