// One router for the shell and every remote: no reloads, back and forward,
// redirects of the main layout, not-found and the 403 page.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ARABIC, LANGS, orgUrl, pathOf, shellReady, type DebugWindow } from './support/site';

const marker = (page: Page) => page.evaluate(() => (window as unknown as DebugWindow).__marker);
const setMarker = (page: Page) => page.evaluate(() => { (window as unknown as DebugWindow).__marker = 1; });

test('entering a remote from a shell tab does not reload the page; back and forward work', async ({ page }) => {
  await page.goto(orgUrl('demo', '/contact-us', 'en'));
  await shellReady(page);
  await setMarker(page);

  await page.locator('nav[data-testid=top-tabs]').getByText('Courses', { exact: true }).click();
  await expect(page).toHaveURL(/\/lms\/all-courses/);
  await expect(page.getByTestId('catalogue-search')).toBeVisible();
  expect(await marker(page)).toBe(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/contact-us/);
  expect(await marker(page)).toBe(1);

  await page.goForward();
  await expect(page).toHaveURL(/\/lms\/all-courses/);
  await expect(page.getByTestId('catalogue-search')).toBeVisible();
  expect(await marker(page)).toBe(1);
});

test('a link inside a remote navigates without a reload; back and forward work', async ({ page }) => {
  await page.goto(orgUrl('demo', '/social/events', 'en'));
  const socialArea = page.locator('main [data-testid=remote-area][data-remote=mfe-social]');
  await expect(socialArea.getByTestId('events-page')).toBeVisible();
  await setMarker(page);

  // An event card's link: from the list to the event's page, inside mfe-social.
  await socialArea.getByRole('link', { name: 'Introduction to Data Ethics' }).first().click();
  await expect(page).toHaveURL(/\/event\/\d+/);
  await expect(socialArea.getByRole('heading', { level: 1, name: 'Introduction to Data Ethics' })).toBeVisible();
  expect(await marker(page)).toBe(1);

  await page.goBack();
  await expect.poll(() => pathOf(page)).toBe('/social/events');
  await expect(socialArea.getByTestId('events-page')).toBeVisible();
  expect(await marker(page)).toBe(1);

  await page.goForward();
  await expect(page).toHaveURL(/\/event\/\d+/);
  await expect(socialArea.getByRole('heading', { level: 1, name: 'Introduction to Data Ethics' })).toBeVisible();
  expect(await marker(page)).toBe(1);
});

test('the logo links home', async ({ page }) => {
  await page.goto(orgUrl('demo', '/contact-us'));
  await shellReady(page);
  await page.locator('a[data-testid=home-link]').click();
  await expect(page).toHaveURL(/\/lms\/all-courses/);
});

test.describe('main layout', () => {
  test('/ redirects to all courses on demo', async ({ page }) => {
    await page.goto(orgUrl('demo', '/'));
    await expect.poll(() => pathOf(page)).toBe('/lms/all-courses');
    await expect(page.getByTestId('catalogue-search')).toBeVisible();
  });

  test('/lms redirects to all courses on demo (self-enrollment on)', async ({ page }) => {
    await page.goto(orgUrl('demo', '/lms'));
    await expect.poll(() => pathOf(page)).toBe('/lms/all-courses');
    await expect(page.getByTestId('catalogue-search')).toBeVisible();
  });

  test('an unknown path shows the not-found page, in both languages', async ({ page }) => {
    const texts: Record<string, string> = {};
    for (const lang of LANGS) {
      await page.goto(orgUrl('demo', '/no-such-page', lang));
      const notFound = page.getByTestId('not-found');
      await expect(notFound).toBeVisible();
      await expect(page.getByTestId('app-bar')).toBeVisible();
      texts[lang] = (await notFound.innerText()).trim();
    }
    expect(texts.ar).toMatch(ARABIC);
    expect(texts.ar).not.toBe(texts.en);
  });

  for (const lang of LANGS) {
    test(`(${lang}) a login-required page shows the not-authenticated page to a visitor`, async ({ page }) => {
      await page.goto(orgUrl('demo', '/lms/my-courses', lang));
      const notAuthenticated = page.getByTestId('not-authenticated');
      await expect(notAuthenticated).toBeVisible();
      // Its own login button (the app bar's login-button is outside it).
      const login = notAuthenticated.locator('[data-testid=login-button], [data-testid=not-authenticated-login]');
      await expect(login.first()).toBeVisible();
      if (lang === 'ar') await expect(notAuthenticated).toContainText(ARABIC);
    });
  }
});
