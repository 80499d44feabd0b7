// The first screen the server writes into a page (issue 10, decision 0019):
// the catalogue and a course's overview as the API shows them to a visitor,
// drawn before any script runs; nothing written where the API would show a
// visitor nothing, or where the app draws something else.
import { and, eq } from 'drizzle-orm';
import { CONFIG_KEYS, FIRST_SCREEN } from '@halaqa/contracts';
import { organizationConfigs } from '../src/modules/organizations/tables';
import { courses } from '../src/modules/lms/tables';
import { startTestServer, type TestServer } from './support/test-server';

interface CardPage { count: number; data: Array<{ id: number; name: string; coverImageUrl: string | null }> }

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.close(); });

const page = async (path: string, host = 'demo.localhost') => (await server.request(path, { headers: { host } })).text;
const writtenScreen = (html: string) => new RegExp(`<div id="${FIRST_SCREEN.elementId}">(.*?)</div><div id="root"`, 's').exec(html)?.[1] ?? null;
const headings = (html: string, level: number) => [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, 'g'))].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

async function catalogue(language: 'en' | 'ar'): Promise<CardPage> {
  const answer = await server.request<CardPage>('/api/courses/search?sort=newest&skip=0&take=12', { headers: { 'x-organization': 'demo', 'x-lang': language } });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('all courses, for a visitor of an organization that shows them', () => {
  test('the heading, the count and the first four cards of what the catalogue answers, each a link to its overview', async () => {
    const html = await page('/lms/all-courses');
    const screen = writtenScreen(html);
    expect(screen).not.toBeNull();
    const { count, data } = await catalogue('en');
    expect(headings(screen!, 1)).toEqual(['All Courses']);
    expect(headings(screen!, 2)).toEqual([`${count} Courses`]);
    expect(headings(screen!, 3)).toEqual(data.slice(0, 4).map((course) => course.name));
    for (const course of data.slice(0, 4)) expect(screen).toContain(`<a href="/lms/courses/${course.id}/overview">`);
    // The app draws behind it, hidden until it has drawn the page.
    expect(html).toContain(`<div id="root" ${FIRST_SCREEN.rootWaits}>`);
  });

  test('the logo sits in the bar; a course without a cover shows its initials on its own colour, as in the app', async () => {
    const screen = writtenScreen(await page('/lms/all-courses'))!;
    expect(screen).toMatch(/<header class="fs-bar"><a class="fs-home" href="\/"><img class="fs-logo" src="\/assets\/organizations\/demo\/logo.svg" alt=""/);
    const { data } = await catalogue('en');
    const coverless = data.slice(0, 4).find((course) => !course.coverImageUrl);
    if (coverless) expect(screen).toContain(`<div class="fs-cover fs-panel-${coverless.id}"><span class="fs-initials" aria-hidden="true">`);
  });

  test('in Arabic, with Arabic plural rules', async () => {
    const html = await page('/lms/all-courses?lang=ar');
    const { count } = await catalogue('ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const screen = writtenScreen(html)!;
    expect(headings(screen, 1)).toEqual(['كل الدورات']);
    expect(headings(screen, 2)[0]).toMatch(new RegExp(`^${count} (دورة|دورات)$`));
    expect(screen).toContain('أكاديمية العرض');
  });

  test('its style and its script carry the page’s nonce, and the script turns the screen off where the app will differ', async () => {
    const response = await server.request('/lms/all-courses', { headers: { host: 'demo.localhost' } });
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(response.text).toContain(`<style nonce="${nonce}">`);
    expect(response.text).toContain(`<script nonce="${nonce}">(function(html,keys,page,gate,languages,fallback,screen,sent,announcement,member)`);
    expect(response.text).toContain(`#root[${FIRST_SCREEN.rootWaits}]{display:none}`);
  });

  test("escapes whatever a course's name says", async () => {
    const { data } = await catalogue('en');
    const target = data[0]!;
    const nasty = `</h3><script>alert(1)</script> & "x" $& $'`;
    await server.database.db.update(courses).set({ name: nasty }).where(eq(courses.id, target.id));
    try {
      const screen = writtenScreen(await page('/lms/all-courses'))!;
      expect(screen).not.toContain('<script>alert(1)');
      expect(screen).toContain('&lt;/h3&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; $&amp; $&#39;');
    } finally {
      await server.database.db.update(courses).set({ name: target.name }).where(eq(courses.id, target.id));
    }
  });
});

describe("a course's overview", () => {
  test('its cover, name and summary, from what the API answers a visitor', async () => {
    const { data } = await catalogue('en');
    const course = data[0]!;
    const screen = writtenScreen(await page(`/lms/courses/${course.id}/overview`))!;
    expect(headings(screen, 1)).toEqual([course.name]);
    if (course.coverImageUrl) expect(screen).toContain('fetchpriority="high"');
  });

  test('nothing written for a course that is not there, or that belongs to another organization', async () => {
    expect(writtenScreen(await page('/lms/courses/999999/overview'))).toBeNull();
    const { data } = await catalogue('en');
    // nour shows visitors nothing, and demo's course is not nour's anyway.
    expect(writtenScreen(await page(`/lms/courses/${data[0]!.id}/overview`, 'nour.localhost'))).toBeNull();
  });
});

describe('the login page', () => {
  test('its form, labelled as the app labels it, with the links a visitor may need', async () => {
    const screen = writtenScreen(await page('/auth/login'))!;
    expect(headings(screen, 1)).toEqual(['Log in']);
    expect(screen).toContain('<label for="fs-email">Email</label><input id="fs-email" name="email" type="email" autocomplete="username"');
    expect(screen).toContain('<label for="fs-password">Password</label><input id="fs-password" name="password" type="password" autocomplete="current-password"');
    // The form never goes anywhere by itself (the page's script holds a send for the app): no action, no method, no password in an address.
    expect(screen).toMatch(/<form class="fs-form" novalidate>/);
    expect(screen).toContain('<button type="submit" class="fs-button" data-sending="Logging in…">Log in</button>');
    expect(screen).toContain('<a href="/auth/forget-password">Forgot your password?</a>');
    expect(screen).toContain('New here? <a href="/register">Create an account</a>');
  });

  test('in Arabic, keeping the language in its links; no way to register where the organization does not allow it (nour)', async () => {
    const html = await page('/auth/login?lang=ar', 'nour.localhost');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const screen = writtenScreen(html)!;
    expect(headings(screen, 1)).toEqual(['تسجيل الدخول']);
    expect(screen).toContain('<a href="/auth/forget-password?lang=ar">نسيت كلمة المرور؟</a>');
    expect(screen).not.toContain('/register');
    expect(screen).not.toContain('جديد هنا؟');
  });

  test('under the announcement the shell’s banner shows a visitor first, in the page’s language', async () => {
    for (const language of ['en', 'ar'] as const) {
      const list = await server.request<{ data: { id: number; body: string }[] }>('/api/org-announcements-management?skip=0&take=20&filterDismissed=1&filterExpired=1', { headers: { 'x-organization': 'demo', 'x-lang': language } });
      const newest = list.body.data[0]!;
      const html = await page(`/auth/login?lang=${language}`);
      expect(writtenScreen(html)).toContain(`<aside class="fs-banner" aria-label="${language === 'ar' ? 'إعلان' : 'Announcement'}"><p>${newest.body}`);
      // The page's script turns the screen off for a visitor who dismissed it.
      expect(html).toContain(`,${newest.id},false);</script>`);
    }
  });

  test('not written with a query beyond the language', async () => {
    expect(writtenScreen(await page('/auth/login?next=%2Fcart'))).toBeNull();
  });
});

describe('nothing written', () => {
  test('for an organization that hides its courses from visitors (nour), until it shows them', async () => {
    expect(writtenScreen(await page('/lms/all-courses', 'nour.localhost'))).toBeNull();
    expect(await page('/lms/all-courses', 'nour.localhost')).toContain('<div id="root">');
    const nour = await server.organizationId('nour');
    const shown = and(eq(organizationConfigs.organizationId, nour), eq(organizationConfigs.key, CONFIG_KEYS.allowAnonymousCourseView));
    const [before] = await server.database.db.select().from(organizationConfigs).where(shown);
    await server.database.db.insert(organizationConfigs).values({ organizationId: nour, key: CONFIG_KEYS.allowAnonymousCourseView, value: true })
      .onConflictDoUpdate({ target: [organizationConfigs.organizationId, organizationConfigs.key], set: { value: true } });
    try {
      // In its own terminology: nour calls courses programs.
      const screen = writtenScreen(await page('/lms/all-courses?lang=ar', 'nour.localhost'));
      expect(headings(screen ?? '', 1)).toEqual(['كل البرامج']);
      expect(headings(writtenScreen(await page('/lms/all-courses', 'nour.localhost')) ?? '', 1)).toEqual(['All Programs']);
    } finally {
      if (before) await server.database.db.update(organizationConfigs).set({ value: before.value }).where(shown);
      else await server.database.db.delete(organizationConfigs).where(shown);
    }
  });

  test('for a search or a filter (the app draws those), or any other page', async () => {
    expect(writtenScreen(await page('/lms/all-courses?query=data'))).toBeNull();
    expect(writtenScreen(await page('/lms/all-courses?categoryIds=1'))).toBeNull();
    expect(writtenScreen(await page('/lms/all-courses?lang=en'))).not.toBeNull();
    for (const path of ['/', '/contact-us', '/lms/my-courses', '/auth/forget-password']) {
      expect([path, writtenScreen(await page(path))]).toEqual([path, null]);
    }
  });
});
