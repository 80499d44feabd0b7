// Sessions end to end (issue 3): sign-in with a second factor on nour, the
// forced password reset, and a logout in one tab signing out another.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { newestCode } from './support/mailbox';
import { apiUrl, LANGS, orgUrl, type Lang } from './support/site';

const PASSWORD = 'Halaqa!2026';

const TEXT = {
  en: {
    email: 'Email', password: 'Password', code: 'Verification code', logout: 'Log out',
    oldPassword: 'Current password', newPassword: 'New password', confirmPassword: 'Confirm new password', save: 'Save',
  },
  ar: {
    email: 'البريد الإلكتروني', password: 'كلمة المرور', code: 'رمز التحقق', logout: 'تسجيل الخروج',
    oldPassword: 'كلمة المرور الحالية', newPassword: 'كلمة المرور الجديدة', confirmPassword: 'تأكيد كلمة المرور الجديدة', save: 'حفظ',
  },
} as const;

/** Separate accounts per language, so that the two runs never share a pending code or session. */
const TWO_FACTOR_ACCOUNT: Record<Lang, string> = { en: 'instructor@nour.halaqa.test', ar: 'member@nour.halaqa.test' };
const TAB_ACCOUNT: Record<Lang, string> = { en: 'member@demo.halaqa.test', ar: 'coach@demo.halaqa.test' };

/**
 * A new demo member whose administrator has asked for a password reset
 * (POST reset-password/student): what reset@demo.halaqa.test is, without
 * using up the seeded account.
 */
async function memberWhoMustResetPassword(request: APIRequestContext, lang: Lang): Promise<string> {
  const headers = { 'x-organization': 'demo' };
  const email = `forced-${lang}-${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const registered = await request.post(apiUrl('/api/auth/register'), {
    headers,
    data: { email, password: PASSWORD, firstName: 'Forced', lastName: 'Reset', preferredLanguage: lang, extraFields: { jobTitle: 'Nurse', academicLevel: 'master' } },
  });
  expect(registered.status()).toBe(201);
  const userId = ((await registered.json()) as { user: { id: number } }).user.id;
  const admin = await request.post(apiUrl('/api/auth/login'), { headers, data: { email: 'admin@demo.halaqa.test', password: PASSWORD } });
  const accessToken = ((await admin.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
  const reset = await request.post(apiUrl('/api/reset-password/student'), {
    headers: { ...headers, authorization: `Bearer ${accessToken}` },
    data: { userId },
  });
  expect(reset.status()).toBe(202);
  return email;
}

async function logIn(page: Page, email: string, lang: Lang = 'en') {
  await page.getByLabel(TEXT[lang].email).fill(email);
  await page.getByLabel(TEXT[lang].password, { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
}

for (const lang of LANGS) {
  test(`signs in on nour with the emailed second factor and lands on the dashboard (${lang})`, async ({ page, request }) => {
    const email = TWO_FACTOR_ACCOUNT[lang];
    const started = Date.now();
    await page.goto(orgUrl('nour', '/auth/login', lang));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await logIn(page, email, lang);
    await expect(page).toHaveURL(/\/auth\/verification-code/);
    const code = await newestCode(request, email, started);
    await page.getByRole('textbox', { name: TEXT[lang].code }).fill(code);
    await page.getByTestId('verification-code-submit').click();
    // After sign-in: all courses when permitted, else the dashboard (spec section 4).
    await expect(page).toHaveURL(/\/(lms\/all-courses|dashboard)/);
    await expect(page.getByTestId('avatar-button')).toBeVisible();
    await page.getByTestId('avatar-button').click();
    const menu = page.getByTestId('avatar-menu');
    await expect(menu).toContainText(email);
    await expect(menu.getByTestId('avatar-menu-logout')).toHaveText(TEXT[lang].logout);
    // Keyboard: Escape closes and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('avatar-button')).toBeFocused();
  });

  test(`a forced password reset replaces the layout until the password is changed (${lang})`, async ({ page, request }) => {
    const email = await memberWhoMustResetPassword(request, lang);
    const text = TEXT[lang];
    await page.goto(orgUrl('demo', '/auth/login', lang));
    await logIn(page, email, lang);
    const screen = page.getByTestId('forced-reset-screen');
    await expect(screen).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('app-bar')).toHaveCount(0);
    // Forced: the dialog has no close button.
    await expect(page.getByTestId('change-password-dialog-close')).toHaveCount(0);
    await page.getByLabel(text.oldPassword).fill(PASSWORD);
    await page.getByLabel(text.newPassword, { exact: true }).fill('Changed!2026a');
    await page.getByLabel(text.confirmPassword).fill('Changed!2026a');
    await page.getByRole('button', { name: text.save }).click();
    await expect(screen).toBeHidden();
    // The layout is back; the new member is then asked to verify a phone number (guard step 9).
    await expect(page.getByTestId('app-bar')).toBeVisible();
    await expect(page.getByTestId('avatar-button')).toBeVisible();
  });

  test(`on the forced-reset page, the language switch and Log out are in reach of mouse and keyboard (${lang})`, async ({ page, request }) => {
    const email = await memberWhoMustResetPassword(request, lang);
    await page.goto(orgUrl('demo', '/auth/login', lang));
    await logIn(page, email, lang);
    await expect(page.getByTestId('forced-reset-screen')).toBeVisible();
    await expect(page.getByLabel(TEXT[lang].oldPassword)).toBeFocused();
    await expectAccessible(page, `the forced-reset page (${lang})`);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByTestId('forced-reset-logout')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByTestId('language-toggle')).toBeFocused();
    // A click lands on the switch itself (Playwright refuses a click on something covered).
    await page.getByTestId('language-toggle').click();
    const other: Lang = lang === 'en' ? 'ar' : 'en';
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByLabel(TEXT[other].oldPassword)).toBeVisible();
    await page.getByTestId('forced-reset-logout').click();
    await expect(page.getByTestId('forced-reset-screen')).toBeHidden();
    await expect(page.getByTestId('login-button').filter({ visible: true }).first()).toBeVisible();
  });

  test(`logging out in one tab signs out the other tab, which leaves its login-only page (${lang})`, async ({ context }) => {
    const first = await context.newPage();
    await first.goto(orgUrl('demo', '/auth/login', lang));
    await logIn(first, TAB_ACCOUNT[lang], lang);
    await expect(first.getByTestId('avatar-button')).toBeVisible();
    // Tokens out of script reach: storage holds a marker only, the refresh token is an httpOnly cookie of /api/auth.
    expect(await first.evaluate(() => localStorage.getItem('auth') ?? '')).not.toMatch(/accessToken|refreshToken|eyJ/);
    expect(await first.evaluate(() => document.cookie)).not.toContain('halaqa_refresh');
    const refreshCookie = (await context.cookies(orgUrl('demo', '/api/auth/refresh', lang))).find((cookie) => cookie.name === 'halaqa_refresh');
    expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });

    const second = await context.newPage();
    await second.goto(orgUrl('demo', '/lms/my-courses', lang));
    await expect(second.getByTestId('avatar-button')).toBeVisible();
    await expect(second).toHaveURL(/\/lms\/my-courses/);

    await first.getByTestId('avatar-button').click();
    await first.getByTestId('avatar-menu-logout').click();
    await expect(first.getByTestId('login-button')).toBeVisible();

    await expect(second).toHaveURL(/\/auth\/login/);
    await expect(second.getByTestId('login-button')).toBeVisible();
    expect(await second.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });
}
