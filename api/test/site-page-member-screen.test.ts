// A member's own page written by the server (issue 10, decision 0019 "A
// member's page"): my courses, as the API answers that member, named by the
// page cookie; nothing written for anyone the cookie does not name, and the
// page kept by no cache.
import { FIRST_SCREEN, SESSION_COOKIES } from '@halaqa/contracts';
import { bearer, startTestServer, type TestServer } from './support/test-server';

interface MyCoursePage { count: number; data: Array<{ id: number; name: string; progress: number; isFinished: boolean }> }

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const pageCookie = (value: string) => ({ cookie: `${SESSION_COOKIES.page}=${encodeURIComponent(value)}` });
const open = (path: string, headers: Record<string, string> = {}, host = 'demo.localhost') => server.request(path, { headers: { host, ...headers } });
const writtenScreen = (html: string) => new RegExp(`<div id="${FIRST_SCREEN.elementId}">(.*?)</div><div id="root"`, 's').exec(html)?.[1] ?? null;
const texts = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

async function myCourses(accessToken: string, language: 'en' | 'ar' = 'en'): Promise<MyCoursePage> {
  const answer = await server.request<MyCoursePage>('/api/courses/my-courses?completed=false&skip=0&take=12',
    { headers: { ...bearer(accessToken), 'x-organization': 'demo', 'x-lang': language } });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('my courses, for the member the page cookie names', () => {
  test('the heading, the tabs, and the first cards of what the API answers them, with their progress and the way in; kept by no cache', async () => {
    const { cookies, tokens } = await server.signIn('demo', 'learner@demo.halaqa.test');
    const { data } = await myCourses(tokens.accessToken);
    expect(data.length).toBeGreaterThan(0);
    const res = await open('/lms/my-courses', pageCookie(cookies.page));
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const screen = writtenScreen(res.text);
    expect(screen).not.toBeNull();
    expect(texts(screen!, /<h1[^>]*>(.*?)<\/h1>/g)).toEqual(['My Courses']);
    expect(screen).toContain('<nav class="fs-tabs" aria-label="Courses lists"><a href="/lms/my-courses" aria-current="page">My Courses</a>'
      + '<a href="/lms/finished-courses">Finished Courses</a><a href="/lms/all-courses">All Courses</a></nav>');
    expect(texts(screen!, /<h3[^>]*>(.*?)<\/h3>/g)).toEqual(data.slice(0, 4).map((course) => course.name));
    for (const course of data.slice(0, 4)) {
      expect(screen).toContain(`aria-label="Progress in “${course.name}”" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${course.progress}"`);
      expect(screen).toContain(`<a class="fs-button" href="/lms/courses/${course.id}" aria-label="Continue “${course.name}”">Continue</a>`);
    }
    // The script keeps it only in a browser that holds a session.
    expect(res.text).toMatch(/,true\);<\/script>/);
  });

  test('in Arabic, keeping the language in its links', async () => {
    const { cookies, tokens } = await server.signIn('demo', 'learner@demo.halaqa.test');
    const { data } = await myCourses(tokens.accessToken, 'ar');
    const screen = writtenScreen((await open('/lms/my-courses?lang=ar', pageCookie(cookies.page))).text)!;
    expect(texts(screen, /<h1[^>]*>(.*?)<\/h1>/g)).toEqual(['دوراتي']);
    expect(screen).toContain(`<a class="fs-button" href="/lms/courses/${data[0]!.id}?lang=ar" aria-label="متابعة «${data[0]!.name}»">متابعة</a>`);
    expect(screen).toContain('<a href="/lms/finished-courses?lang=ar">الدورات المكتملة</a>');
  });

  test('a visitor’s page is not written for a member (the app shows them their own)', async () => {
    const { cookies } = await server.signIn('demo', 'learner@demo.halaqa.test');
    const res = await open('/lms/all-courses', pageCookie(cookies.page));
    expect(writtenScreen(res.text)).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(writtenScreen((await open('/lms/all-courses')).text)).not.toBeNull();
  });
});

describe('nothing written', () => {
  test('without the cookie, with an altered one, or on another organization’s host', async () => {
    const { cookies } = await server.signIn('demo', 'learner@demo.halaqa.test');
    expect(writtenScreen((await open('/lms/my-courses')).text)).toBeNull();
    const flipped = `${cookies.page.slice(0, -1)}${cookies.page.endsWith('A') ? 'B' : 'A'}`;
    expect(writtenScreen((await open('/lms/my-courses', pageCookie(flipped))).text)).toBeNull();
    // Another member's id under this signature.
    const [family, user, ...rest] = cookies.page.split('.');
    expect(writtenScreen((await open('/lms/my-courses', pageCookie([family, Number(user) + 1, ...rest].join('.')))).text)).toBeNull();
    // nour's page does not take demo's session.
    expect(writtenScreen((await open('/lms/my-courses', pageCookie(cookies.page), 'nour.localhost')).text)).toBeNull();
  });

  test('once the session has ended (logged out elsewhere: the cookie outlived it)', async () => {
    const { cookies, tokens } = await server.signIn('demo', 'learner@demo.halaqa.test');
    expect(writtenScreen((await open('/lms/my-courses', pageCookie(cookies.page))).text)).not.toBeNull();
    // Signed out on another device: this browser still holds the page cookie.
    const out = await server.request('/api/auth/logout', { method: 'POST', headers: { ...bearer(tokens.accessToken), 'x-organization': 'demo' }, body: { removeAll: false } });
    expect(out.status).toBe(204);
    const after = await open('/lms/my-courses', pageCookie(cookies.page));
    expect(writtenScreen(after.text)).toBeNull();
    expect(after.headers.get('cache-control')).toBe('no-cache');
  });

  test('for a member with no courses yet (the app draws its empty state)', async () => {
    const { cookies, tokens } = await server.signIn('demo', 'member@demo.halaqa.test');
    expect((await myCourses(tokens.accessToken)).count).toBe(0);
    expect(writtenScreen((await open('/lms/my-courses', pageCookie(cookies.page))).text)).toBeNull();
  });
});
