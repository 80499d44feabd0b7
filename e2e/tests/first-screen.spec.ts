// The first screen the server writes (issue 10, decision 0019): a visitor on a
// phone sees the catalogue and a course's overview before the app's code has
// arrived, then the app in its place in one step; a member, whose page is not
// a visitor's, never sees it. mfe-lms is held back so the written screen is
// all there is, for as long as the test needs.
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/test';
import { LANGS, orgUrl, shellReady, signIn } from './support/site';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const WRITTEN = '#first-screen';

/** Holds every file of mfe-lms until the returned function is called. */
async function holdCatalogueCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/remotes/mfe-lms/**', async (route) => {
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
  const link = page.locator(WRITTEN).getByRole('link').nth(1);
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
