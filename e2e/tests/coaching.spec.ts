// Coaching end to end (issue 17, "Done when"), on demo's seeded coaches:
// - (en) member@demo, whose browser is in Paris, filters the directory, opens Yousef Nasser's
//   profile, picks a day and a time shown in Paris time and books a free session (2 free
//   sessions left, then 1); admin@demo had the same time on screen and is told it was just
//   taken; the invitation (.ics) is in the mailbox; the coach (coach@demo, another browser)
//   sees the booking; the member cancels within the window; the coach sees the cancellation.
// - (ar) shopper@demo does the same with Huda Karim in Arabic, right to left, and the coach
//   (provider@demo) sees it in Arabic.
// - a late cancellation: mentor@demo asks for 720 hours' notice of a cancellation in the
//   availability page; learner@demo spends the credit it holds with him on a session two days
//   ahead and is refused when cancelling, with the deadline shown.
// Accounts: member@ and shopper@ keep both free sessions in the seed; admin@ holds one; the
// three journeys use three different coaches, so they may run at the same time.
import type { Browser, Page } from '@playwright/test';
import { expectAccessible, expectDirection, idAfter, secondMember } from './support/social-journeys';
import { expect, test } from './support/test';
import { apiUrl, orgUrl, signIn, type Lang } from './support/site';

test.use({ timezoneId: 'Europe/Paris' });

const COACHES = {
  yousef: { en: 'Yousef Nasser', ar: 'يوسف ناصر' },
  huda: { en: 'Huda Karim', ar: 'هدى كريم' },
  adam: { en: 'Adam Brooks', ar: 'آدم بروكس' },
} as const;
type Coach = keyof typeof COACHES;

/** The directory, filtered to coaches who offer a free session, and the coach's profile opened from it. */
async function openCoachFromDirectory(page: Page, coach: Coach, lang: Lang): Promise<number> {
  await page.goto(orgUrl('demo', '/coaching/coaches', lang));
  await expectDirection(page, lang);
  const cards = page.getByTestId('coach-card');
  await expect(cards.filter({ hasText: COACHES.adam[lang] })).toHaveCount(1);
  // The filter lives in the address: the box shows the new state once the navigation it starts has rendered.
  await page.getByTestId('filter-free').click();
  await expect(page.getByTestId('filter-free')).toBeChecked();
  // Adam Brooks offers no free session.
  await expect(cards.filter({ hasText: COACHES.adam[lang] })).toHaveCount(0);
  await expect(cards.filter({ hasText: COACHES[coach][lang] })).toHaveCount(1);
  await cards.getByRole('link', { name: COACHES[coach][lang] }).click();
  await expect(page).toHaveURL(/\/coaching\/coaches\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: COACHES[coach][lang] })).toBeVisible();
  return idAfter(page, 'coaching/coaches');
}

/** On the booking page: the kind, then the n-th open day (at least two days ahead when n ≥ 2), and its first time. */
async function chooseFirstTime(page: Page, kind: RegExp, openDay: number): Promise<{ day: string; time: string }> {
  await page.getByRole('radio', { name: kind }).check();
  const openDays = page.getByTestId('days').locator('button:not([disabled])');
  await expect(openDays.nth(openDay)).toBeVisible();
  const day = (await openDays.nth(openDay).getAttribute('data-testid')) ?? '';
  await openDays.nth(openDay).click();
  const first = page.getByTestId('times').getByTestId('time').first();
  await expect(first).toBeVisible();
  const time = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  return { day, time };
}

async function confirmBooking(page: Page): Promise<void> {
  await page.getByTestId('continue').click();
  await page.getByRole('dialog').getByTestId('confirm').click();
}

/** The newest coaching email to `recipient` carries the calendar invitation. */
async function expectInvitation(page: Page, recipient: string): Promise<void> {
  await expect(async () => {
    const response = await page.request.get(apiUrl(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`));
    const entries = (await response.json()) as Array<{ template: string; data: Record<string, string> }>;
    const booked = entries.find((entry) => entry.template === 'coaching-booked');
    expect(booked?.data['invitation.ics'] ?? '').toContain('BEGIN:VCALENDAR');
  }).toPass({ timeout: 10_000 });
}

/** The coach's own list, in their browser: the member's session in the tab asked for. */
async function expectCoachSees(browser: Browser, coachEmail: string, lang: Lang, when: 'upcoming' | 'cancelled', memberName: string) {
  const coach = await secondMember(browser, coachEmail, lang);
  try {
    await coach.page.goto(orgUrl('demo', `/coaching/my-sessions?as=coach&when=${when}`, lang));
    await expectDirection(coach.page, lang);
    const session = coach.page.getByTestId('session').filter({ hasText: memberName });
    await expect(session.first()).toBeVisible();
    await expectAccessible(coach.page);
  } finally {
    await coach.context.close();
  }
}

/** Cancels the member's upcoming session with the coach (in the window): it moves to the cancelled tab. */
async function cancelInTime(page: Page, coachName: string, lang: Lang): Promise<void> {
  await page.goto(orgUrl('demo', '/coaching/my-sessions', lang));
  const session = page.getByTestId('session').filter({ hasText: coachName });
  await expect(session).toHaveCount(1);
  await session.getByTestId('cancel').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('cancel-deadline')).toBeVisible();
  await dialog.getByTestId('confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('session').filter({ hasText: coachName })).toHaveCount(0);
  await page.goto(orgUrl('demo', '/coaching/my-sessions?when=cancelled', lang));
  await expect(page.getByTestId('session').filter({ hasText: coachName }).first()).toBeVisible();
}

test('(en) a member books a free session in their own time zone; a second member cannot take the same time; the coach sees it; the member cancels in time', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, 'member@demo.halaqa.test', 'en');
  const coachId = await openCoachFromDirectory(page, 'yousef', 'en');
  await page.getByTestId('book-link').click();
  await expect(page).toHaveURL(new RegExp(`/coaching/coaches/${coachId}/book$`));
  // The member's zone is named, and the coach's (Riyadh) beside it.
  await expect(page.getByTestId('zone-note')).toContainText('Europe/Paris');
  await expect(page.getByTestId('zone-note')).toContainText('Asia/Riyadh');
  const kind = /Free 30-minute session \(2 free sessions left\)/;
  const chosen = await chooseFirstTime(page, kind, 2);

  // admin@demo has the same time on screen.
  const rival = await secondMember(browser, 'admin@demo.halaqa.test', 'en');
  try {
    await rival.page.goto(orgUrl('demo', `/coaching/coaches/${coachId}/book`, 'en'));
    await rival.page.getByRole('radio', { name: /Free 30-minute session/ }).check();
    await rival.page.getByTestId(chosen.day).click();
    await rival.page.getByTestId('times').getByTestId('time').filter({ hasText: chosen.time }).click();

    await confirmBooking(page);
    await expect(page.getByTestId('booked')).toBeVisible();
    await expect(page.getByTestId('booked-when')).toContainText(chosen.time);

    await confirmBooking(rival.page);
    await expect(rival.page.getByTestId('slot-gone')).toBeVisible();
    await expect(rival.page.getByTestId('times').getByTestId('time').filter({ hasText: chosen.time })).toHaveCount(0);
  } finally {
    await rival.context.close();
  }

  await expectInvitation(page, 'member@demo.halaqa.test');
  await page.goto(orgUrl('demo', `/coaching/coaches/${coachId}/book`, 'en'));
  await expect(page.getByRole('radio', { name: /Free 30-minute session \(1 free session left\)/ })).toBeVisible();

  await expectCoachSees(browser, 'coach@demo.halaqa.test', 'en', 'upcoming', 'Sara Haddad');
  await cancelInTime(page, COACHES.yousef.en, 'en');
  await expectCoachSees(browser, 'coach@demo.halaqa.test', 'en', 'cancelled', 'Sara Haddad');
  // The free session came back.
  await page.goto(orgUrl('demo', `/coaching/coaches/${coachId}/book`, 'en'));
  await expect(page.getByRole('radio', { name: /\(2 free sessions left\)/ })).toBeVisible();
});

test('(ar) a member books a free session in Arabic, the coach sees it, and the member cancels in time', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, 'shopper@demo.halaqa.test', 'ar');
  const coachId = await openCoachFromDirectory(page, 'huda', 'ar');
  await page.getByTestId('book-link').click();
  await expect(page).toHaveURL(new RegExp(`/coaching/coaches/${coachId}/book$`));
  await expectDirection(page, 'ar');
  await expect(page.getByTestId('zone-note')).toContainText('Europe/Paris');
  await expect(page.getByTestId('zone-note')).toContainText('Europe/London');
  const chosen = await chooseFirstTime(page, /جلسة مجانية/, 2);
  await confirmBooking(page);
  await expect(page.getByTestId('booked')).toBeVisible();
  await expect(page.getByTestId('booked-when')).toContainText(chosen.time);
  await expectInvitation(page, 'shopper@demo.halaqa.test');

  await expectCoachSees(browser, 'provider@demo.halaqa.test', 'ar', 'upcoming', 'ليلى حكيم');
  await cancelInTime(page, COACHES.huda.ar, 'ar');
  await expectCoachSees(browser, 'provider@demo.halaqa.test', 'ar', 'cancelled', 'ليلى حكيم');

  // The coach's own hours and settings, in Arabic.
  const coach = await secondMember(browser, 'provider@demo.halaqa.test', 'ar');
  try {
    await coach.page.goto(orgUrl('demo', '/coaching/availability', 'ar'));
    await expectDirection(coach.page, 'ar');
    await expect(coach.page.getByTestId('save-settings')).toBeVisible();
    await expect(coach.page.getByLabel('المنطقة الزمنية')).toHaveValue('Europe/London');
    await expectAccessible(coach.page);
  } finally {
    await coach.context.close();
  }
});

test('a cancellation after the coach\'s deadline is refused, with the deadline shown', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // The coach asks for 30 days' notice of a cancellation.
  const coach = await secondMember(browser, 'mentor@demo.halaqa.test', 'en');
  try {
    await coach.page.goto(orgUrl('demo', '/coaching/availability', 'en'));
    const hours = coach.page.getByLabel('Until how many hours before');
    await hours.fill('720');
    await coach.page.getByTestId('save-settings').click();
    await expect(coach.page.getByText('Your settings are saved.')).toBeVisible();
    await expectAccessible(coach.page);
  } finally {
    await coach.context.close();
  }

  await signIn(page, 'learner@demo.halaqa.test', 'en');
  await page.goto(orgUrl('demo', '/coaching/coaches', 'en'));
  await page.getByTestId('coach-card').getByRole('link', { name: COACHES.adam.en }).click();
  await page.getByTestId('book-link').click();
  await chooseFirstTime(page, /Use a session credit/, 2);
  await confirmBooking(page);
  await expect(page.getByTestId('booked')).toBeVisible();

  await page.goto(orgUrl('demo', '/coaching/my-sessions', 'en'));
  const session = page.getByTestId('session').filter({ hasText: COACHES.adam.en }).filter({ hasText: 'Paid with a credit' });
  await expect(session).toHaveCount(1);
  await session.getByTestId('cancel').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('cancel-deadline')).toContainText(/too late|until/i);
  await dialog.getByTestId('confirm').click();
  await expect(dialog.getByTestId('cancel-error')).toBeVisible();
  await expect(dialog.getByTestId('cancel-error')).toContainText(/\d/);
  await page.keyboard.press('Escape');
  // Still booked.
  await expect(page.getByTestId('session').filter({ hasText: COACHES.adam.en }).filter({ hasText: 'Paid with a credit' })).toHaveCount(1);
});
