// Sessions end to end (issue 3): sign-in with a second factor on nour, the
// forced password reset, and a logout in one tab signing out another.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl, orgUrl, type Lang } from './support/site';

const PASSWORD = 'Halaqa!2026';

interface OutboxEntry {
  recipient: string;
  template: string;
  data: Record<string, string>;
  body?: string;
  createdAt?: string;
}

const TEXT = {
  en: { email: 'Email', password: 'Password', code: 'Verification code' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', code: 'رمز التحقق' },
} as const;

/** The six digits of the newest two-factor email to `recipient` (development outbox). */
async function newestCode(request: APIRequestContext, recipient: string, after: number): Promise<string> {
  let code = '';
  await expect(async () => {
    const response = await request.get(apiUrl(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`));
    const entries = (await response.json()) as OutboxEntry[];
    const fresh = entries.filter((entry) => !entry.createdAt || Date.parse(entry.createdAt) >= after - 1000);
    const text = fresh.map((entry) => entry.data?.code ?? /\b(\d{6})\b/.exec(entry.body ?? JSON.stringify(entry.data))?.[1] ?? '').find(Boolean);
    expect(text).toMatch(/^\d{6}$/);
    code = text!;
  }).toPass({ timeout: 10_000 });
  return code;
}

async function logIn(page: Page, email: string, lang: Lang = 'en') {
  await page.getByLabel(TEXT[lang].email).fill(email);
  await page.getByLabel(TEXT[lang].password, { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

test('signs in on nour with the emailed second factor, in Arabic, and lands on the dashboard', async ({ page, request }) => {
  const started = Date.now();
  await page.goto(orgUrl('nour', '/auth/login', 'ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await logIn(page, 'member@nour.halaqa.test', 'ar');
  await expect(page).toHaveURL(/\/auth\/verification-code/);
  const code = await newestCode(request, 'member@nour.halaqa.test', started);
  await page.getByRole('textbox', { name: TEXT.ar.code }).fill(code);
  await page.getByTestId('verification-code-submit').click();
  // After sign-in: all courses when permitted, else the dashboard (spec section 4).
  await expect(page).toHaveURL(/\/(lms\/all-courses|dashboard)/);
  await expect(page.getByTestId('avatar-button')).toBeVisible();
  await page.getByTestId('avatar-button').click();
  const menu = page.getByTestId('avatar-menu');
  await expect(menu).toContainText('member@nour.halaqa.test');
  await expect(menu.getByTestId('avatar-menu-logout')).toHaveText('تسجيل الخروج');
  // Keyboard: Escape closes and gives focus back to the button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByTestId('avatar-button')).toBeFocused();
});

test('a forced password reset replaces the layout until the password is changed', async ({ page }) => {
  await page.goto(orgUrl('demo', '/auth/login', 'en'));
  await logIn(page, 'reset@demo.halaqa.test');
  const screen = page.getByTestId('forced-reset-screen');
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('app-bar')).toHaveCount(0);
  // Forced: the dialog has no close button.
  await expect(page.getByTestId('change-password-dialog-close')).toHaveCount(0);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Changed!2026a');
  await page.getByLabel('Confirm new password').fill('Changed!2026a');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(screen).toBeHidden();
  await expect(page.getByTestId('app-bar')).toBeVisible();
  await expect(page.getByTestId('avatar-button')).toBeVisible();
});

test('logging out in one tab signs out the other tab, which leaves its login-only page', async ({ context }) => {
  const first = await context.newPage();
  await first.goto(orgUrl('demo', '/auth/login', 'en'));
  await logIn(first, 'member@demo.halaqa.test');
  await expect(first.getByTestId('avatar-button')).toBeVisible();

  const second = await context.newPage();
  await second.goto(orgUrl('demo', '/lms/my-courses', 'en'));
  await expect(second.getByTestId('avatar-button')).toBeVisible();
  await expect(second).toHaveURL(/\/lms\/my-courses/);

  await first.getByTestId('avatar-button').click();
  await first.getByTestId('avatar-menu-logout').click();
  await expect(first.getByTestId('login-button')).toBeVisible();

  await expect(second).toHaveURL(/\/auth\/login/);
  await expect(second.getByTestId('login-button')).toBeVisible();
  expect(await second.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});
