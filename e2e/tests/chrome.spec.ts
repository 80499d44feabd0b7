// Shell chrome for visitors: announcement banner, side menu, mobile drawer.
import { expect, test } from './support/test';
import { LANGS, orgUrl, shellReady, visibleTestId } from './support/site';

interface Announcement {
  id: number | string;
  body: string;
  externalLink: string | null;
  createdAt: string;
}

for (const lang of LANGS) {
  test(`(${lang}) the announcement banner shows the newest announcement and stays closed once closed`, async ({ page }) => {
    const listed = page.waitForResponse((response) =>
      response.url().includes('/api/org-announcements-management') && response.request().method() === 'GET');
    await page.goto(orgUrl('demo', '/contact-us', lang));
    const listResponse = await listed;
    expect(listResponse.status()).toBe(200);
    const { data } = (await listResponse.json()) as { data: Announcement[] };
    expect(data.length).toBeGreaterThan(0);
    const sorted = [...data].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || Number(b.id) - Number(a.id));
    const newest = sorted[0]!;

    const banner = page.getByTestId('announcement-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(newest.body);
    await expect(banner.getByTestId('announcement-link')).toHaveAttribute('href', 'https://www.example.org/news');

    // Spec: the banner shows the newest undismissed announcement, so closing
    // one brings up the next newest, or nothing when none is left.
    const next = sorted[1];
    await banner.getByTestId('announcement-close').click();
    if (next) await expect(banner).toContainText(next.body);
    else await expect(banner).toBeHidden();
    await expect(banner.filter({ hasText: newest.body })).toHaveCount(0);
    const stored = await page.evaluate(() => localStorage.getItem('readsItems'));
    expect(stored).toMatch(new RegExp(`(^|\\D)${newest.id}(\\D|$)`));

    await page.reload();
    await shellReady(page);
    await page.waitForLoadState('networkidle');
    if (next) await expect(page.getByTestId('announcement-banner')).toContainText(next.body);
    else await expect(page.getByTestId('announcement-banner')).toBeHidden();
    await expect(page.getByTestId('announcement-banner').filter({ hasText: newest.body })).toHaveCount(0);

    // Closing every one of them leaves no banner.
    for (const item of sorted.slice(1)) {
      await page.getByTestId('announcement-banner').getByTestId('announcement-close').click();
      await expect(page.getByTestId('announcement-banner').filter({ hasText: item.body })).toHaveCount(0);
    }
    await expect(page.getByTestId('announcement-banner')).toBeHidden();
  });

  test(`(${lang}) the side menu is 256 px on desktop and collapses to a 56 px rail`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(orgUrl('demo', '/lms/all-courses', lang));
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    const width = async () => Math.round((await menu.boundingBox())?.width ?? -1);
    await expect.poll(width).toBe(256);

    await visibleTestId(page, 'side-menu-toggle').click();
    await expect.poll(width).toBe(56);

    await visibleTestId(page, 'side-menu-toggle').click();
    await expect.poll(width).toBe(256);
  });
}

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const lang of LANGS) {
    test(`(${lang}) the side menu is hidden and the menu button opens a drawer with language and login`, async ({ page }) => {
      await page.goto(orgUrl('demo', '/lms/all-courses', lang));
      await shellReady(page);
      await expect(page.getByTestId('catalogue-search')).toBeVisible();
      await expect(page.getByTestId('side-menu').filter({ visible: true })).toHaveCount(0);

      await page.getByTestId('mobile-menu-button').click();
      const drawer = page.getByTestId('mobile-drawer');
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('login-button')).toBeVisible();
      const toggle = drawer.getByTestId('language-toggle');
      await expect(toggle).toBeVisible();

      await toggle.click();
      const other = lang === 'en' ? 'ar' : 'en';
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
    });
  }
});
