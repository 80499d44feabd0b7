// The instructors' side of exams (issue 14, item 5): in the complete course,
// an instructor opens the review queue from the course's exams, grades the
// seeded essay waiting for review (provider@'s practice quiz attempt,
// api/src/seed/course-content/exams-attempt.ts) with the essay's rubric and
// a note, and approves the attempt, all with the keyboard; axe checks both
// new pages. English on demo (instructor@demo), Arabic on nour.
//
// Who grades on nour: every nour sign-in asks for an emailed code, at most
// five an hour per account, and instructor@nour already signs in three
// times a run; its administrator (who manages every course of the
// organization) grades here, as it does in the certificates journey: two a run.
//
// exams.spec.ts reads provider@'s attempts too, and only asks that the
// practice quiz lists at least one and is open to a retake: approving the
// seeded attempt keeps both true whichever journey runs first, and the
// member's own new attempts never wait for a review (they leave the essay
// unanswered), so this queue holds the seeded attempt alone. The practice
// quiz's grade item is not counted and its item is optional: the grades and
// progress other journeys read for provider@ stay as they were.
import type { Locator } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { openCourseFromSearch } from './support/course-journeys';
import { orgUrl, signIn, type Lang, type OrgPrefix } from './support/site';
import { expect, test } from './support/test';

interface Journey {
  lang: Lang;
  org: OrgPrefix;
  search: string;
  grader: string;
  /** provider@'s name as the grader's language writes it. */
  member: string;
  practice: string;
  words: {
    queue: string; grading: RegExp; awaiting: string; reviewed: string; saved: RegExp; noneLeft: string;
    approveTitle: string; approved: string; graded: string;
  };
}

const JOURNEYS: Journey[] = [
  {
    lang: 'en', org: 'demo', search: 'Feedback', grader: 'instructor@demo.halaqa.test', member: 'Huda Karim',
    practice: 'Practice quiz: feedback essentials',
    words: {
      queue: 'Exams to review', grading: /^Grading: Huda Karim, attempt/, awaiting: 'Awaiting review', reviewed: 'Reviewed',
      saved: /^Review saved /, noneLeft: 'No answer is left to review.', approveTitle: 'Approve this attempt?',
      approved: 'The attempt was approved and graded.', graded: 'Graded'
    },
  },
  {
    lang: 'ar', org: 'nour', search: 'التغذية', grader: 'admin@nour.halaqa.test', member: 'أمل العتيبي',
    practice: 'اختبار تدريبي: أساسيات التغذية الراجعة',
    words: {
      queue: 'اختبارات بانتظار المراجعة', grading: /^التصحيح: أمل العتيبي، المحاولة/, awaiting: 'بانتظار المراجعة', reviewed: 'تمت المراجعة',
      saved: /^حُفظت المراجعة /, noneLeft: 'لم تبقَ إجابة للمراجعة.', approveTitle: 'اعتماد هذه المحاولة؟',
      approved: 'اعتُمدت المحاولة وصُحّحت.', graded: 'مُقيَّمة'
    },
  },
];

/** Focuses a control (as Tab would) and acts on it with a key. */
async function press(control: Locator, key: string): Promise<void> {
  await control.focus();
  await control.press(key);
}

for (const journey of JOURNEYS) {
  test(`an instructor grades the essay waiting for review and approves the attempt (${journey.lang}, ${journey.org})`, async ({ page }) => {
    test.setTimeout(120_000);
    const { words } = journey;
    await signIn(page, journey.grader, journey.lang, journey.org);
    // nour's catalogue is for members only: the course is found as the signed-in grader (its card leads to the overview).
    const courseId = await openCourseFromSearch(page, journey, /\/lms\/courses\/\d+\//);

    // The course's exams offer the queue to those who teach it, with how many attempts wait.
    await page.goto(orgUrl(journey.org, `/lms/courses/${courseId}/exams`, journey.lang));
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByTestId('review-queue-count')).toBeVisible();
    await press(page.getByTestId('review-queue-link'), 'Enter');

    // The queue: the seeded attempt, the longest waiting first.
    await expect(page).toHaveURL(new RegExp(`/lms/courses/${courseId}/exams/reviews(\\?|$)`));
    await expect(page.getByRole('heading', { level: 1, name: words.queue })).toBeFocused();
    const row = page.getByTestId('review-queue-row').filter({ hasText: journey.member }).filter({ hasText: journey.practice });
    await expect(row).toHaveCount(1);
    await expectAccessible(page, `the review queue (${journey.lang})`);
    await press(row.getByTestId('grade-attempt'), 'Enter');

    // The grading screen: every question with the member's answer; the essay waits for its review.
    await expect(page).toHaveURL(new RegExp(`/lms/courses/${courseId}/exams/reviews/\\d+`));
    await expect(page.getByRole('heading', { level: 1, name: words.grading })).toBeFocused();
    await expect(page.getByTestId('correct-answer').first()).toBeVisible();
    await expect(page.getByTestId('attempt-event').first()).toBeVisible();
    const essay = page.locator('[data-testid="graded-question"][data-question-type="ESSAY"]');
    await expect(essay.getByTestId('verdict')).toHaveText(words.awaiting);
    await expect(essay.getByTestId('member-answer')).toBeVisible();
    await expect(page.getByTestId('decide-approve')).toBeDisabled();
    await expectAccessible(page, `the grading screen (${journey.lang})`);

    // The rubric's top rating for each criterion (native selects: the keyboard's own), a note, saved with Enter.
    const criteria = essay.getByTestId('rubric-criterion');
    for (let index = 0; index < await criteria.count(); index += 1) {
      await criteria.nth(index).getByRole('combobox').selectOption({ index: 1 });
    }
    await expect(essay.getByTestId('rubric-points')).toBeVisible();
    await essay.getByRole('textbox').fill(journey.lang === 'en' ? 'Clear situation and behavior: well done.' : 'الموقف والسلوك واضحان: أحسنت.');
    await press(essay.getByTestId('save-review'), 'Enter');
    await expect(essay.getByTestId('review-state')).toHaveText(words.saved);
    await expect(essay.getByTestId('verdict')).toHaveText(words.reviewed);
    await expect(page.getByTestId('pending-reviews')).toHaveText(words.noneLeft);

    // Approved through the confirmation dialog: graded, the member told.
    await press(page.getByTestId('decide-approve'), 'Enter');
    const dialog = page.getByRole('dialog', { name: words.approveTitle });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, `the approval dialog (${journey.lang})`);
    await press(dialog.getByTestId('confirm-decision'), 'Enter');
    await expect(page.getByTestId('decision-done')).toHaveText(words.approved);
    await expect(page.getByTestId('decision-done')).toBeFocused();
    await expect(page.getByTestId('attempt-status')).toContainText(words.graded);
    await expect(page.getByTestId('attempt-score')).toContainText(/[%٪]/);

    // Back in the queue, the attempt no longer waits.
    await page.goto(orgUrl(journey.org, `/lms/courses/${courseId}/exams/reviews`, journey.lang));
    await expect(page.getByRole('heading', { level: 1, name: words.queue })).toBeVisible();
    await expect(page.getByTestId('review-queue').or(page.getByTestId('empty-state'))).toBeVisible();
    await expect(page.getByTestId('review-queue-row').filter({ hasText: journey.member }).filter({ hasText: journey.practice })).toHaveCount(0);
  });
}
