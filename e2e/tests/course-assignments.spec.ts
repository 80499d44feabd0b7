// Assignments and course groups end to end (issue 13, items 1 and 3): the
// seeded advanced learner opens the complete course's assignments, hands in
// a PDF for the individual assignment, an instructor grades that attempt
// through the API, and the member sees the grade; the groups page shows the
// member's group. English on demo, Arabic on nour; axe checks every page.
import path from 'node:path';
import { expect, test } from './support/test';
import { apiSessionOf, openCourseFromSearch } from './support/course-journeys';
import { apiUrl, orgUrl, signIn, type Lang, type OrgPrefix } from './support/site';

interface Journey { lang: Lang; org: OrgPrefix; search: string; member: string; instructor: string; files: string; submit: string; groups: RegExp }

const JOURNEYS: Journey[] = [
  { lang: 'en', org: 'demo', search: 'Feedback', member: 'coach@demo.halaqa.test', instructor: 'instructor@demo.halaqa.test', files: 'Files', submit: 'Submit', groups: /Your group/ },
  { lang: 'ar', org: 'nour', search: 'التغذية', member: 'coach@nour.halaqa.test', instructor: 'instructor@nour.halaqa.test', files: 'الملفات', submit: 'تسليم', groups: /مجموعتك/ },
];

const PDF = path.join(__dirname, '../../api/src/modules/media/fixtures/two-pages.pdf');

interface AssignmentRow { id: number; title: string; isGroupAssignment: boolean; submissionTypes: string[] }

for (const journey of JOURNEYS) {
  test(`a member hands in a file, an instructor grades it, the member sees the grade (${journey.lang})`, async ({ page }) => {
    // Sign-in, upload, grading and an axe check of each of the four pages visited.
    test.setTimeout(120_000);
    await signIn(page, journey.member, journey.lang, journey.org);
    const courseId = await openCourseFromSearch(page, journey, /\/lms\/courses\/\d+\/overview/);

    const listed = page.waitForResponse((response) => response.url().endsWith(`/api/courses/${courseId}/assignments`) && response.status() === 200);
    await page.goto(orgUrl(journey.org, `/lms/courses/${courseId}/assignments`, journey.lang));
    const { data } = await (await listed).json() as { data: AssignmentRow[] };
    expect(data).toHaveLength(3);
    await expect(page.getByTestId('assignment')).toHaveCount(3);
    await expect(page.getByTestId('badge-late')).toHaveCount(1);
    const individual = data.find((row) => !row.isGroupAssignment && row.submissionTypes.includes('FILE'))!;

    await page.getByRole('link', { name: individual.title }).click();
    await expect(page).toHaveURL(new RegExp(`/assignments/${individual.id}`));
    await expect(page.getByTestId('player-heading')).toBeFocused();
    await page.getByLabel(journey.files, { exact: true }).setInputFiles(PDF);
    await page.getByRole('button', { name: journey.submit }).click();
    await expect(page.getByTestId('submission-done')).toBeVisible();

    const { api: instructor, close: closeInstructor } = await apiSessionOf(journey.org, journey.instructor);
    try {
      const list = await instructor.get(apiUrl(`/api/courses/${courseId}/assignments/${individual.id}/submissions`));
      expect(list.status()).toBe(200);
      const lines = (await list.json() as { data: Array<{ latest: { id: number; files: unknown[]; submittedBy: { name: string } } }> }).data;
      const mine = lines.find((line) => line.latest.files.length > 0)!;
      const graded = await instructor.post(apiUrl(`/api/courses/${courseId}/assignments/${individual.id}/submissions/${mine.latest.id}/grade`), {
        // A high grade: the assignment's grade item joins coach@'s running total, which the grades journey expects to stay an A.
        data: { grade: 95, comment: journey.lang === 'ar' ? '<p>جمل واضحة ومحددة.</p>' : '<p>Clear and specific sentences.</p>' },
      });
      expect(graded.status()).toBe(200);
    } finally {
      await closeInstructor();
    }

    await page.reload();
    const latest = page.getByTestId('attempt').first();
    await expect(latest.getByTestId('attempt-grade')).toContainText(/95|٩٥/);
    await expect(latest.getByTestId('attempt-feedback')).toBeVisible();
    await expect(latest.getByRole('link', { name: 'two-pages.pdf' })).toBeVisible();

    await page.goto(orgUrl(journey.org, `/lms/courses/${courseId}/groups`, journey.lang));
    await expect(page.getByTestId('my-group')).toHaveText(journey.groups);
    await expect(page.getByTestId('group-members').getByRole('listitem')).toHaveCount(2);
  });
}
