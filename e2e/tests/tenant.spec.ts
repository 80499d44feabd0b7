// Each organization shows its own name, logo, colours, terminology and buttons.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ARABIC, LANGS, ORGS, orgUrl, shellReady, visibleTestId } from './support/site';

/** Status, content type and a fingerprint of the logo as the page itself fetches it. */
async function logoOf(page: Page) {
  const logo = page.locator('a[data-testid=home-link] img[data-testid=org-logo]');
  await expect(logo).toBeVisible();
  return logo.evaluate(async (img: HTMLImageElement) => {
    const response = await fetch(img.currentSrc || img.src);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let hash = 2166136261;
    for (const byte of bytes) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
    return { status: response.status, type: response.headers.get('content-type') ?? '', fingerprint: `${bytes.length}:${hash}` };
  });
}

for (const lang of LANGS) {
  for (const prefix of ['demo', 'nour'] as const) {
    test(`(${lang}) ${prefix} shows its own name, logo, colour and visitor buttons`, async ({ page }) => {
      await page.goto(orgUrl(prefix, '/contact-us', lang));
      await shellReady(page);

      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', lang);
      await expect(html).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

      await expect(page.getByTestId('org-name')).toHaveText(ORGS[prefix].name[lang]);
      await expect(page.getByTestId('app-bar')).toHaveCSS('background-color', ORGS[prefix].primary);

      const home = page.locator('a[data-testid=home-link]');
      await expect(home).toHaveAttribute('href', '/');
      const logo = await logoOf(page);
      expect(logo.status).toBe(200);
      expect(logo.type).toMatch(/^image\//);

      await expect(visibleTestId(page, 'login-button')).toBeVisible();
      if (prefix === 'demo') {
        await expect(visibleTestId(page, 'register-button')).toBeVisible();
      } else {
        // nour has self-registration off.
        await expect(page.getByTestId('register-button').filter({ visible: true })).toHaveCount(0);
      }
    });
  }
}

test('the two organizations have different logos', async ({ page }) => {
  await page.goto(orgUrl('demo', '/contact-us'));
  await shellReady(page);
  const demo = await logoOf(page);
  await page.goto(orgUrl('nour', '/contact-us'));
  await shellReady(page);
  const nour = await logoOf(page);
  expect(nour.fingerprint).not.toBe(demo.fingerprint);
});

test.describe('visitor tabs', () => {
  test('(en) demo shows Courses and Contact us', async ({ page }) => {
    await page.goto(orgUrl('demo', '/contact-us', 'en'));
    const tabs = page.locator('nav[data-testid=top-tabs]');
    await expect(tabs).toContainText('Courses');
    await expect(tabs).toContainText('Contact us');
  });

  test('(ar) demo shows its tabs in Arabic', async ({ page }) => {
    await page.goto(orgUrl('demo', '/contact-us', 'ar'));
    const tabs = page.locator('nav[data-testid=top-tabs]');
    await expect(tabs).toContainText(ARABIC);
    await expect(tabs).not.toContainText('Courses');
    await expect(tabs).not.toContainText('Contact us');
  });

  test('(en) nour calls courses "Programs"', async ({ page }) => {
    await page.goto(orgUrl('nour', '/contact-us', 'en'));
    const tabs = page.locator('nav[data-testid=top-tabs]');
    await expect(tabs).toContainText('Programs');
    await expect(tabs).not.toContainText('Courses');
  });

  test('(ar) nour calls courses "برامج"', async ({ page }) => {
    await page.goto(orgUrl('nour', '/contact-us', 'ar'));
    const tabs = page.locator('nav[data-testid=top-tabs]');
    await expect(tabs).toContainText('برامج');
  });
});
