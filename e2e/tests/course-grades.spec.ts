// Grades in the course player (issue 13, item 2): the most advanced member of
// the seeded complete course (coach@, graded by the seed) opens the grade
// items, sees the running total and its letter, opens the essay and reads
// the grade, the instructor's comment and the rubric with their ratings
// marked. English on demo, Arabic on nour; axe checks every page visited.
import { expect, test } from './support/test';
import { openCourseFromSearch } from './support/course-journeys';
// Loaded up front: signIn imports it lazily for nour's emailed second factor, which Playwright's loader only resolves once loaded.
import './support/mailbox';
import { orgUrl, signIn, type Lang, type OrgPrefix } from './support/site';

interface Journey { lang: Lang; org: OrgPrefix; search: string; member: string; heading: string; essay: string; finalExam: string; chosen: string; letter: string }

const JOURNEYS: Journey[] = [
  { lang: 'en', org: 'demo', search: 'Feedback', member: 'coach@demo.halaqa.test', heading: 'Grade Items', essay: 'Reflection essay', finalExam: 'Final exam', chosen: 'your rating', letter: 'A' },
  { lang: 'ar', org: 'nour', search: 'التغذية', member: 'coach@nour.halaqa.test', heading: 'بنود الدرجات', essay: 'مقال تأملي', finalExam: 'الاختبار النهائي', chosen: 'تقييمك', letter: 'A' },
];

// Sign-in (with nour's emailed code), the catalogue search, two pages and axe on each after the test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const journey of JOURNEYS) {
  test(`a member reads their grades, the rubric and the letter (${journey.lang})`, async ({ page }) => {
    await signIn(page, journey.member, journey.lang, journey.org);
    const courseId = await openCourseFromSearch(page, journey);

    await page.goto(orgUrl(journey.org, `/lms/courses/${courseId}/grade-items`, journey.lang));
    await expect(page.getByRole('heading', { level: 1, name: journey.heading })).toBeFocused();
    await expect(page.getByTestId('grade-total-letter')).toHaveText(journey.letter);
    const rows = page.getByTestId('grade-item');
    // The quiz, the essay and the practice quiz (and an assignment's item once the assignments journey has graded one); the unpublished final exam is never shown.
    await expect(rows.filter({ hasText: journey.essay })).toHaveCount(1);
    await expect(rows.filter({ hasText: journey.finalExam })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('dir', journey.lang === 'ar' ? 'rtl' : 'ltr');

    // Keyboard: the essay's link is reached and followed without a mouse.
    const essayLink = page.getByRole('link', { name: journey.essay });
    await essayLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/grade-items\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: journey.essay })).toBeFocused();
    await expect(page.getByTestId('grade-value')).toContainText('18');
    await expect(page.getByTestId('grade-comment-text')).toBeVisible();
    const rubric = page.getByTestId('grade-rubric');
    await expect(rubric.getByTestId('rubric-chosen')).toHaveCount(2);
    await expect(rubric.getByTestId('rubric-chosen').first()).toContainText(journey.chosen);
    await expect(page.getByTestId('grade-total-letter')).toHaveText(journey.letter);
  });
}

test('another member of the course sees no one else\'s grade', async ({ page }) => {
  // provider@ is enrolled midway and has no grade: the essay reads as not graded.
  await signIn(page, 'provider@demo.halaqa.test', 'en');
  const courseId = await openCourseFromSearch(page, { org: 'demo', lang: 'en', search: 'Feedback' });
  await page.goto(orgUrl('demo', `/lms/courses/${courseId}/grade-items`, 'en'));
  await expect(page.getByTestId('grade-item').filter({ hasText: 'Reflection essay' })).toContainText('Not graded yet');
  await expect(page.getByTestId('grade-total')).toContainText('Nothing is graded yet');
});
