// Courses end to end (issue 4): the catalogue for visitors, the sign-in wall
// of an organization without anonymous course view, enrolling in a course and
// in a specialization, and the app bar search. Each journey in both languages;
// every test enrolls a different account or course so they can run in parallel.
import { expect, test } from './support/test';
import { ARABIC, orgUrl, shellReady, signIn } from './support/site';

/** The catalogue shows 12 courses a page; demo has more than that. */
const CATALOGUE_PAGE = 12;


/** What each language searches for, and a course that the search must find. */
const SEARCH = {
  en: { text: 'python', finds: 'Data Analysis with Python' },
  ar: { text: 'البيانات', finds: 'أساسيات علم البيانات' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`a visitor browses and searches the demo catalogue (${lang})`, async ({ page }) => {
    await page.goto(orgUrl('demo', '/lms/all-courses', lang));
    await shellReady(page);
    const cards = page.getByTestId('course-list').getByTestId('course-card');
    // The first screen's cards come first, the rest of the page right after: wait for the whole first page.
    const firstPageCount = CATALOGUE_PAGE;
    await expect(cards).toHaveCount(firstPageCount);
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // Typing searches after the pause; the address keeps the query.
    await page.getByTestId('catalogue-search').getByRole('searchbox').fill(`  ${SEARCH[lang].text} `);
    await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(SEARCH[lang].text)}`));
    // The list narrows (the course may already have been on the first page, so wait for the narrowing itself).
    await expect.poll(() => cards.count()).toBeLessThan(firstPageCount);
    await expect(page.getByTestId('course-list').getByRole('link', { name: SEARCH[lang].finds, exact: true })).toBeVisible();

    // Clearing applies at once and brings the whole catalogue back.
    await page.getByTestId('catalogue-search').getByRole('searchbox').fill('');
    await expect(page).not.toHaveURL(/query=/);
    await expect(cards).toHaveCount(firstPageCount);

    // A filter narrows the list; the overview of a card opens.
    await page.getByTestId('language-ARABIC').click();
    await expect(page.getByTestId('language-ARABIC')).toBeChecked();
    await expect(page).toHaveURL(/languages=ARABIC/);
    await expect(page.getByTestId('course-list').getByRole('heading').first()).toHaveText(ARABIC);
    await page.getByTestId('course-list').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/lms\/courses\/\d+\/overview/);
    await expect(page.getByTestId('enrollment-box')).toHaveAttribute('data-state', 'SIGN_IN');
  });

  test(`a visitor on nour is asked to sign in (${lang})`, async ({ page }) => {
    const overviewCalls: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/api/courses/')) overviewCalls.push(request.url()); });
    await page.goto(orgUrl('nour', '/lms/all-courses', lang));
    await expect(page.getByTestId('not-authenticated')).toBeVisible();
    // The course overview is public where anonymous course view is on; nour shows its
    // courses to members only, and the route's own rule says so before any call is made.
    await page.goto(orgUrl('nour', '/lms/courses/19/overview', lang));
    await expect(page.getByTestId('not-authenticated')).toBeVisible();
    await expect(page.getByTestId('not-authenticated-login')).toBeVisible();
    expect(overviewCalls).toEqual([]);
  });

  test(`the app bar search finds a course as you type (${lang})`, async ({ page }) => {
    await page.goto(orgUrl('demo', '/lms/all-courses', lang));
    await shellReady(page);
    await page.getByTestId('course-search-placeholder').or(page.getByTestId('course-search-input')).first().click();
    const input = page.getByTestId('course-search-input');
    await input.fill(SEARCH[lang].text);
    const option = page.getByTestId('course-search-option').filter({ hasText: SEARCH[lang].finds });
    await expect(option).toBeVisible();
    // Arrow down to it and open it with Enter.
    const options = page.getByTestId('course-search-option');
    const index = (await options.allTextContents()).findIndex((text) => text.includes(SEARCH[lang].finds));
    for (let i = 0; i <= index; i += 1) await input.press('ArrowDown');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/lms\/courses\/\d+\/overview/);
    await expect(page.getByRole('heading', { level: 1, name: SEARCH[lang].finds })).toBeVisible();
  });
}

/** A free course open for enrollment, one per language so the tests stay independent. */
const ENROLL = { en: 'Time Management Essentials', ar: 'تحليل البيانات باستخدام إكسل' } as const;

for (const lang of ['en', 'ar'] as const) {
  test(`a member enrolls in a free course and finds it in my courses and on the dashboard (${lang})`, async ({ page }) => {
    await signIn(page, 'member@demo.halaqa.test', lang);
    await page.goto(orgUrl('demo', '/lms/all-courses', lang));
    await page.getByTestId('course-list').getByRole('link', { name: ENROLL[lang], exact: true }).click();
    const box = page.getByTestId('enrollment-box');
    await expect(box).toHaveAttribute('data-state', 'OPEN');
    await box.getByTestId('enroll-button').click();
    await expect(box.getByTestId('enrolled-note')).toBeVisible();
    await expect(box).toHaveAttribute('data-state', 'ENROLLED');

    await page.goto(orgUrl('demo', '/lms/my-courses', lang));
    await expect(page.getByTestId('my-courses').getByRole('link', { name: ENROLL[lang], exact: true })).toBeVisible();

    await page.goto(orgUrl('demo', '/dashboard', lang));
    await expect(page.getByTestId('dashboard-continue-learning').getByRole('link', { name: ENROLL[lang], exact: true })).toBeVisible();
    await expect(page.getByTestId('dashboard-statistics')).toBeVisible();
  });
}

/** Accounts with course access and no enrollment in the starter specialization's courses at the start. */
const SPECIALIZATION_MEMBER = { en: 'provider@demo.halaqa.test', ar: 'admin@demo.halaqa.test' } as const;

for (const lang of ['en', 'ar'] as const) {
  test(`a member enrolls in a specialization and its courses (${lang})`, async ({ page }) => {
    await signIn(page, SPECIALIZATION_MEMBER[lang], lang);
    await page.goto(orgUrl('demo', '/lms/specializations', lang));
    await page.getByRole('link', { name: 'Professional Skills Starter' }).click();
    await expect(page).toHaveURL(/\/lms\/specializations\/\d+\/overview/);
    const box = page.getByTestId('specialization-enrollment');
    await expect(box).toHaveAttribute('data-state', 'OPEN');
    const courses = page.getByTestId('specialization-courses');
    const courseCount = await courses.getByTestId('course-card').count();
    expect(courseCount).toBe(3);
    await box.getByTestId('enroll-button').click();
    await expect(box).toHaveAttribute('data-state', 'ENROLLED');
    await expect(courses.getByTestId('enrolled')).toHaveCount(courseCount);

    await page.goto(orgUrl('demo', '/lms/my-courses', lang));
    await expect(page.getByTestId('my-courses').getByRole('link', { name: 'HTML and CSS Foundations', exact: true })).toBeVisible();
  });
}
