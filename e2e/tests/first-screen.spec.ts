// The first screen the server writes (issue 10, decision 0019): a visitor on a
// phone sees the catalogue, a course's overview and the login form before the
// app's code has arrived, then the app in its place in one step; a member,
// whose page is not a visitor's, never sees those, but sees their own courses
// written, until they sign out. The remote's code is held back so the written
// screen is all there is, for as long as the test needs.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/test';
import { DEMO_PASSWORD, LANGS, LOGIN_LABELS, orgUrl, shellReady, signIn } from './support/site';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const WRITTEN = '#first-screen';

/** Holds every file of a remote (mfe-lms unless named) until the returned function is called. */
async function holdCatalogueCode(page: Page, remote = 'mfe-lms'): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(`**/remotes/${remote}/**`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const lang of LANGS) {
  test(`(${lang}) a visitor sees the written catalogue before the app has loaded, then the app's in its place`, async ({ page }) => {
    const release = await holdCatalogueCode(page);
    await page.goto(orgUrl('demo', '/lms/all-courses', lang), { waitUntil: 'domcontentloaded' });
    const written = page.locator(WRITTEN);
    await expect(written.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'All Courses' : 'كل الدورات');
    const names = written.getByRole('heading', { level: 3 });
    await expect(names).toHaveCount(4);
    const firstName = (await names.first().textContent()) ?? '';
    // The first cover is there and drawn (the phone's largest picture).
    await expect.poll(() => written.locator('img[fetchpriority="high"]').first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(page.locator('#root')).toBeHidden();
    await expectAccessible(page, `the written catalogue (${lang})`);

    release();
    await shellReady(page);
    await expect(written).toHaveCount(0);
    const cards = page.getByTestId('course-list').getByTestId('course-card');
    await expect(cards.first()).toContainText(firstName);
  });
}

test("(ar) a course's overview: its written header, then the app's, and a written card's link opens it", async ({ page }) => {
  const release = await holdCatalogueCode(page);
  await page.goto(orgUrl('demo', '/lms/all-courses', 'ar'), { waitUntil: 'domcontentloaded' });
  const link = page.locator(WRITTEN).getByRole('list').getByRole('link').first();
  const name = (await link.textContent()) ?? '';
  // Without the app, the written card is a plain link: the overview page loads, written too.
  await link.click();
  await expect(page).toHaveURL(/\/lms\/courses\/\d+\/overview/);
  await expect(page.locator(WRITTEN).getByRole('heading', { level: 1 })).toHaveText(name);
  release();
  await shellReady(page);
  await expect(page.locator(WRITTEN)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

for (const lang of LANGS) {
  test(`(${lang}) the written login form takes what is typed and sent before the app arrives, and the app signs the member in`, async ({ page }) => {
    const release = await holdCatalogueCode(page, 'mfe-auth');
    await page.goto(orgUrl('demo', '/auth/login', lang), { waitUntil: 'domcontentloaded' });
    const written = page.locator(WRITTEN);
    await expect(written.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Log in' : 'تسجيل الدخول');
    // The organization's announcement, as the app's banner will show it.
    await expect(written.getByRole('complementary')).toContainText(lang === 'en' ? 'Learn more' : 'اعرف المزيد');
    await expectAccessible(page, `the written login page (${lang})`);
    await written.getByLabel(LOGIN_LABELS[lang].email).fill('member@demo.halaqa.test');
    const password = written.getByLabel(LOGIN_LABELS[lang].password);
    await password.fill(DEMO_PASSWORD);
    await password.press('Enter');
    // Held, not sent to the page's address: it says it is sending, and the address keeps no password.
    await expect(written.getByRole('button')).toHaveText(lang === 'en' ? 'Logging in…' : 'جارٍ تسجيل الدخول…');
    expect(page.url()).not.toContain('password');

    release();
    await expect(page.getByTestId('avatar-button')).toBeVisible();
    await expect(written).toHaveCount(0);
  });
}

test("a signed-in member never sees a visitor's written page", async ({ page }) => {
  await signIn(page, 'member@demo.halaqa.test', 'en');
  const release = await holdCatalogueCode(page);
  await page.goto(orgUrl('demo', '/lms/all-courses', 'en'), { waitUntil: 'domcontentloaded' });
  // The page's own script turned it off before the first paint; the app shell shows at once.
  await shellReady(page);
  await expect(page.locator(WRITTEN)).toHaveCount(0);
  release();
  await expect(page.getByTestId('course-list').getByTestId('course-card').first()).toBeVisible();
});

const MY_COURSES = {
  en: { title: 'My Courses', tabs: 'Courses lists', continue: /^Continue “/ },
  ar: { title: 'دوراتي', tabs: 'قوائم الدورات', continue: /^متابعة «/ },
} as const;

for (const lang of LANGS) {
  test(`(${lang}) a member sees their own courses written before the app has loaded, then the app's in their place`, async ({ page }) => {
    await signIn(page, 'provider@demo.halaqa.test', lang);
    const release = await holdCatalogueCode(page);
    await page.goto(orgUrl('demo', '/lms/my-courses', lang), { waitUntil: 'domcontentloaded' });
    const written = page.locator(WRITTEN);
    await expect(written.getByRole('heading', { level: 1 })).toHaveText(MY_COURSES[lang].title);
    await expect(written.getByRole('navigation', { name: MY_COURSES[lang].tabs }).getByRole('link', { name: MY_COURSES[lang].title })).toHaveAttribute('aria-current', 'page');
    const name = (await written.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
    await expect(written.getByRole('progressbar').first()).toBeVisible();
    const into = written.getByRole('link', { name: MY_COURSES[lang].continue }).first();
    await expect(into).toHaveAttribute('href', /^\/lms\/courses\/\d+/);
    await expect(page.locator('#root')).toBeHidden();
    await expectAccessible(page, `the written member's courses (${lang})`);

    release();
    await shellReady(page);
    await expect(written).toHaveCount(0);
    await expect(page.getByTestId('my-courses').getByTestId('course-card').filter({ hasText: name })).toBeVisible();
  });
}

test('once the member has signed out, their courses are not written for that browser any more', async ({ page }) => {
  await signIn(page, 'provider@demo.halaqa.test', 'en');
  const signedInPage = () => page.evaluate(() => fetch('/lms/my-courses').then((answer) => answer.text()));
  expect(await signedInPage()).toContain('id="first-screen"');
  await page.getByTestId('avatar-button').click();
  const loggedOut = page.waitForResponse((answer) => answer.url().includes('/api/auth/logout'));
  await page.getByTestId('avatar-menu-logout').click();
  expect((await loggedOut).status()).toBe(204);
  expect(await signedInPage()).not.toContain('id="first-screen"');
});
