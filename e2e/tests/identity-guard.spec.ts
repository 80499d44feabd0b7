// The navigation guard end to end (issue 3): the 403 page for visitors, the
// not-allowed card for members lacking a permission, and the remembered route.
import { expect, test } from './support/test';
import { LANGS, orgUrl } from './support/site';

const PASSWORD = 'Halaqa!2026';

test('a visitor on the dashboard sees the 403 page, and after logging in comes back to it', async ({ page }) => {
  await page.goto(orgUrl('demo', '/dashboard', 'en'));
  await expect(page.getByTestId('not-authenticated')).toBeVisible();
  await page.getByTestId('not-authenticated-login').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill('member@demo.halaqa.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  // The remembered route (with its query) wins over all courses and the dashboard.
  await expect(page).toHaveURL(/\/dashboard\?lang=en$/);
  await expect(page.getByTestId('not-authenticated')).toHaveCount(0);
  await expect(page.getByTestId('avatar-button')).toBeVisible();
});

test('a visitor sees the 403 page in Arabic, right to left', async ({ page }) => {
  await page.goto(orgUrl('demo', '/dashboard', 'ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('not-authenticated')).toContainText('يرجى تسجيل الدخول');
});

const LOGIN_LABELS = { en: { email: 'Email', password: 'Password' }, ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور' } } as const;
const NOT_ALLOWED_TITLE = { en: 'Not allowed', ar: 'غير مسموح' } as const;

for (const lang of LANGS) {
  test(`a member without the courses permission gets the not-allowed card on the dashboard (${lang})`, async ({ page }) => {
    await page.goto(orgUrl('demo', '/auth/login', lang));
    await page.getByLabel(LOGIN_LABELS[lang].email).fill('events@demo.halaqa.test');
    await page.getByLabel(LOGIN_LABELS[lang].password, { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('avatar-button')).toBeVisible();
    await page.goto(orgUrl('demo', '/dashboard', lang));
    await expect(page.getByTestId('not-allowed')).toBeVisible();
    await expect(page.getByTestId('not-allowed')).toContainText(NOT_ALLOWED_TITLE[lang]);
    await expect(page.getByTestId('not-authenticated')).toHaveCount(0);
  });
}

test('a signed-in member is sent from the login page to the dashboard', async ({ page }) => {
  await page.goto(orgUrl('demo', '/auth/login', 'en'));
  await page.getByLabel('Email').fill('member@demo.halaqa.test');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('avatar-button')).toBeVisible();
  await page.goto(orgUrl('demo', '/auth/login', 'en'));
  await expect(page).toHaveURL(/\/dashboard$/);
});
