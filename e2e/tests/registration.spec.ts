// The registration journey of issue 3, in both languages: register on demo ->
// verify the email from the development outbox -> verify the phone with the
// texted code -> the forced onboarding assessments -> the dashboard.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiUrl, ARABIC, LANGS, orgUrl, pathOf, type Lang } from './support/site';

interface OutboxEntry {
  channel: string;
  recipient: string;
  template: string;
  data: Record<string, string>;
}

/** The newest outbox message of `template` for `recipient`, waiting for it to be queued. */
async function newestMessage(request: APIRequestContext, recipient: string, template: string): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect(async () => {
    const response = await request.get(apiUrl(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`));
    expect(response.ok()).toBe(true);
    const entries = (await response.json()) as OutboxEntry[];
    found = entries.find((entry) => entry.template === template);
    expect(found).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return found!;
}

const TEXT = {
  en: { registerTitle: 'Create your account', firstName: 'First name', jobTitle: 'Job title', verifyNumber: 'Verify your phone number', welcome: 'Welcome to Demo Academy', verified: 'Your email is verified' },
  ar: { registerTitle: 'أنشئ حسابك', firstName: 'الاسم الأول (بالإنجليزية)', jobTitle: 'المسمى الوظيفي', verifyNumber: 'تحقق من رقم جوالك', welcome: 'مرحبًا بك في أكاديمية العرض', verified: 'تم التحقق من بريدك' },
} as const;

async function expectDirection(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Answers every question of the assessment on screen with its first option, then saves. */
async function answerAssessment(page: Page) {
  const questions = page.locator('[data-testid^="question-"]');
  await expect(questions.first()).toBeVisible();
  for (const question of await questions.all()) {
    await question.locator('input').first().check();
  }
  await page.getByTestId('assessment-submit').click();
}

for (const lang of LANGS) {
  test(`registers, verifies email and phone, answers the onboarding and reaches the dashboard (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `register-${lang}-${stamp}@example.com`;
    const phone = `+9665${stamp.slice(-8)}`;
    const text = TEXT[lang];

    // 1. The organization's registration form, in the page language.
    await page.goto(orgUrl('demo', '/register', lang));
    await expect(page.getByRole('heading', { name: text.registerTitle })).toBeVisible();
    await expectDirection(page, lang);
    await expect(page.getByLabel(text.firstName, { exact: true })).toBeVisible();
    await expect(page.getByLabel(text.jobTitle)).toBeVisible();
    if (lang === 'ar') await expect(page.getByTestId('register-form').locator('legend').first()).toHaveText(ARABIC);

    // Submitting empty shows the shared required message on the fields.
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('field-error').first()).toHaveText(lang === 'ar' ? 'هذا الحقل مطلوب' : 'This field is required');

    await page.locator('input[name="firstName"]').fill('Sara');
    await page.locator('input[name="lastName"]').fill('Tester');
    await page.locator('input[name="arFirstName"]').fill('سارة');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('Halaqa!2026');
    await page.locator('input[name="confirmPassword"]').fill('Halaqa!2026');
    await page.locator('input[name="extra.jobTitle"]').fill('Nurse');
    await page.locator('select[name="extra.academicLevel"]').selectOption('master');
    await page.getByTestId('register-submit').click();

    // 2. Signed in, the guard holds the new member at phone verification.
    await expect(page).toHaveURL(/\/auth\/verify-number/, { timeout: 15_000 });

    // 3. The verification email, from the development outbox.
    const verifyEmail = await newestMessage(request, email, 'verify-email');
    expect(verifyEmail.data.link).toContain('/auth/verify-email?token=');
    await page.goto(verifyEmail.data.link!);
    await expect(page.getByTestId('verify-email-verified')).toContainText(text.verified);
    await page.getByTestId('verify-email-continue').click();

    // 4. Phone verification with the texted code.
    await expect(page).toHaveURL(/\/auth\/verify-number/);
    await expect(page.getByRole('heading', { name: text.verifyNumber })).toBeVisible();
    await expectDirection(page, lang);
    await page.locator('input[name="phoneNumber"]').fill(phone);
    await page.getByTestId('send-code').click();
    const sms = await newestMessage(request, phone, 'phone-code');
    expect(sms.channel).toBe('sms');
    await page.locator('input[name="code"]').fill(sms.data.code!);
    await page.getByTestId('verify-code').click();

    // 5. Forced into the onboarding assessments: welcome, start, answer both.
    await expect(page).toHaveURL(/\/assessments$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: text.welcome })).toBeVisible();
    await expectDirection(page, lang);
    await page.locator('[data-testid^="start-assessment-"]').first().click();
    await expect(page).toHaveURL(/\/assessments\/\d+$/);
    const firstAssessment = pathOf(page);
    await answerAssessment(page);
    // The next assessment: wait for its own page, not the one just answered.
    await expect.poll(() => pathOf(page)).not.toBe(firstAssessment);
    await expect(page).toHaveURL(/\/assessments\/\d+$/);
    await answerAssessment(page);

    // 6. Done: the dashboard, and the guard lets the member stay there.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.reload();
    await expect.poll(() => pathOf(page)).toBe('/dashboard');
  });
}

test('the register form refuses an email that is already in use (ar)', async ({ page }) => {
  await page.goto(orgUrl('demo', '/register', 'ar'));
  const email = page.locator('input[name="email"]');
  // Seeded demo account (api/src/seed/accounts.ts).
  await email.fill('member@demo.halaqa.test');
  await email.blur();
  await expect(page.getByText('يوجد حساب بهذا البريد الإلكتروني.')).toBeVisible();
});
