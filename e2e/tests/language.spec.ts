// English and Arabic: the toggle, ?lang=ar, and RTL-flipped styles in the shell and in a remote.
import { expect, test } from './support/test';
import { ARABIC, ORGS, orgUrl, shellReady, visibleTestId } from './support/site';

test('the language toggle switches to Arabic (remembered on reload) and back', async ({ page }) => {
  await page.goto(orgUrl('demo', '/contact-us'));
  await shellReady(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('org-name')).toHaveText(ORGS.demo.name.en);

  await visibleTestId(page, 'language-toggle').click();
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('org-name')).toHaveText(ORGS.demo.name.ar);

  // No lang parameter: the stored preference wins over English.
  await page.reload();
  await shellReady(page);
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');

  await visibleTestId(page, 'language-toggle').click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('org-name')).toHaveText(ORGS.demo.name.en);
});

test('?lang=ar gives an RTL page on both organizations', async ({ page }) => {
  for (const prefix of ['demo', 'nour'] as const) {
    await page.goto(orgUrl(prefix, '/contact-us', 'ar'));
    await expect(page.locator('html[dir=rtl][lang=ar]')).toHaveCount(1);
    await expect(page.getByTestId('org-name')).toHaveText(ORGS[prefix].name.ar);
  }
});

test('a margin in the shell flips in Arabic', async ({ page }) => {
  await page.goto(orgUrl('demo', '/contact-us', 'en'));
  const logo = page.getByTestId('org-logo');
  await expect(logo).toBeVisible();
  await expect(logo).toHaveCSS('margin-right', '12px');

  await page.goto(orgUrl('demo', '/contact-us', 'ar'));
  await expect(page.locator('html[dir=rtl][lang=ar]')).toHaveCount(1);
  await expect(logo).toBeVisible();
  await expect(logo).toHaveCSS('margin-left', '12px');
  await expect(logo).toHaveCSS('margin-right', '0px');
});

test('a margin in a remote flips in Arabic, and the remote speaks Arabic', async ({ page }) => {
  // A page of mfe-lms that is still a placeholder (external courses come with a later issue).
  const path = '/external-courses/all-courses';
  const area = page.locator('main [data-testid=remote-area][data-remote=mfe-lms]');
  const notAvailable = area.getByTestId('not-available');
  const icon = notAvailable.getByTestId('not-available-icon');

  await page.goto(orgUrl('demo', path, 'en'));
  await expect(icon).toBeVisible();
  await expect(icon).toHaveCSS('margin-right', '16px');
  const english = {
    text: (await notAvailable.innerText()).trim(),
    marginLeft: await icon.evaluate((el) => getComputedStyle(el).marginLeft),
  };

  await page.goto(orgUrl('demo', path, 'ar'));
  await expect(page.locator('html[dir=rtl][lang=ar]')).toHaveCount(1);
  await expect(icon).toBeVisible();
  await expect(icon).toHaveCSS('margin-left', '16px');
  // Flipped, not merely added: the right margin is what the left one was in English.
  await expect(icon).toHaveCSS('margin-right', english.marginLeft);
  await expect(notAvailable).toContainText(ARABIC);
  expect((await notAvailable.innerText()).trim()).not.toBe(english.text);
});
