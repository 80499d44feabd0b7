// The course player end to end (issue 12): a member enrolls in the seeded
// complete course, learns in it item by item (PDF, video with captions to the
// end, text marked done, questionnaire), sees progress rise in the outline,
// then on the dashboard and in my courses; continue learning returns to the
// last item; a locked section says why; a note taken at a video time jumps
// back to it; attendance takes the instructor's current code and refuses an
// old one. English on demo, Arabic on nour, desktop; and a phone journey in
// each language. Each test uses its own account.
import { type APIRequestContext, type Page, type Response } from '@playwright/test';
import { expect, test } from './support/test';
import { apiSessionOf, openCourseFromSearch } from './support/course-journeys';
import { apiUrl, orgUrl, signIn, type Lang, type OrgPrefix } from './support/site';

interface Journey { lang: Lang; org: OrgPrefix; search: string; member: string; instructor: string }

const DESKTOP: Journey[] = [
  { lang: 'en', org: 'demo', search: 'Feedback', member: 'member@demo.halaqa.test', instructor: 'instructor@demo.halaqa.test' },
  { lang: 'ar', org: 'nour', search: 'التغذية', member: 'member@nour.halaqa.test', instructor: 'instructor@nour.halaqa.test' },
];

interface OutlineItem { id: number; contentType: string | null; fileKind: string | null; lock: unknown }
interface Outline { progress: number | null; sections: Array<{ id: number; lock: unknown; subsections: OutlineItem[] }> }

/** Opens the player and returns its outline, read from the answer the page itself received. */
async function openPlayer(page: Page, journey: Journey, courseId: number): Promise<Outline> {
  const answer = page.waitForResponse((response: Response) => new RegExp(`/api/courses/${courseId}/player`).test(response.url()) && response.status() === 200);
  await page.goto(orgUrl(journey.org, `/lms/courses/${courseId}`, journey.lang));
  return (await answer).json() as Promise<Outline>;
}

const items = (outline: Outline) => outline.sections.flatMap((section) => section.subsections);
const itemOf = (outline: Outline, test: (item: OutlineItem) => boolean) => {
  const found = items(outline).find(test);
  if (!found) throw new Error('the seeded course lacks an item the journey needs');
  return found;
};

async function progressOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('player-top-bar').getByRole('progressbar').getAttribute('aria-valuenow'));
}

async function openItem(page: Page, id: number): Promise<void> {
  await page.getByTestId(`outline-item-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/content/${id}`));
  await expect(page.getByTestId('player-heading')).toBeFocused();
}

/** Answers the questionnaire's questions not answered yet (the first choice each), and waits for each one's feedback. */
async function answerEveryQuestion(page: Page): Promise<void> {
  const questions = page.getByTestId('questionnaire').locator('[data-testid^="question-"]');
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let index = 0; index < count; index += 1) {
    const question = questions.nth(index);
    if (await question.getByTestId('feedback').isVisible()) continue;
    await question.getByRole('radio').first().check();
    const check = question.getByRole('button');
    if (await check.count()) await check.first().click();
    await expect(question.getByTestId('feedback')).toBeVisible();
  }
}

async function openAttendance(api: APIRequestContext, courseId: number, onCampusLectureId: number): Promise<{ id: number; code: string }> {
  const opened = await api.post(apiUrl(`/api/courses/${courseId}/attendance-sessions`), { data: { onCampusLectureId, minutes: 15 } });
  expect(opened.status()).toBe(201);
  const { id } = await opened.json() as { id: number };
  const code = await api.get(apiUrl(`/api/courses/${courseId}/attendance-sessions/${id}/code`));
  expect(code.status()).toBe(200);
  return { id, code: ((await code.json()) as { code: string }).code };
}

for (const journey of DESKTOP) {
  test(`a member learns in the course player (${journey.lang}, ${journey.org})`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, journey.member, journey.lang, journey.org);
    const courseId = await openCourseFromSearch(page, journey, /\/lms\/courses\/\d+\/overview/);
    await page.getByTestId('enrollment-box').getByTestId('enroll-button').click();
    await expect(page.getByTestId('enrollment-box').getByTestId('enrolled-note')).toBeVisible();

    // Opening the course goes to the first unfinished item: the welcome text.
    const outline = await openPlayer(page, journey, courseId);
    const text = itemOf(outline, (item) => item.contentType === 'TEXT' && !item.lock);
    await expect(page).toHaveURL(new RegExp(`/lms/courses/${courseId}/content/${text.id}`));
    if (journey.lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await progressOf(page)).toBe(0);
    await page.getByTestId('mark-done').click();
    await expect(page.getByTestId('marked-done')).toBeVisible();
    await expect.poll(() => progressOf(page)).toBeGreaterThan(0);
    const afterText = await progressOf(page);

    // The PDF: pages drawn by the server, paged with the keyboard; opening it completes it.
    const pdf = itemOf(outline, (item) => item.fileKind === 'PDF');
    await openItem(page, pdf.id);
    const viewer = page.getByTestId('pdf-viewer');
    await expect(viewer.getByTestId('pdf-image').first()).toBeVisible();
    await expect(viewer).toContainText(journey.lang === 'en' ? 'Page 1 of 5' : 'صفحة 1 من 5');
    await viewer.getByRole('button', { name: journey.lang === 'en' ? 'Next page' : /التالية/ }).click();
    await expect(viewer).toContainText(journey.lang === 'en' ? 'Page 2 of 5' : 'صفحة 2 من 5');
    await expect.poll(() => progressOf(page)).toBeGreaterThan(afterText);
    const afterPdf = await progressOf(page);

    // The video: captions in both languages, watched to the end (fast), then a note at 12 s.
    const video = itemOf(outline, (item) => item.fileKind === 'VIDEO');
    await openItem(page, video.id);
    const player = page.getByTestId('video');
    await expect(player).toBeVisible();
    expect(await player.locator('track').evaluateAll((tracks) => tracks.map((track) => (track as HTMLTrackElement).srclang).sort())).toEqual(['ar', 'en']);
    const cues = await player.evaluate(async (element) => {
      const media = element as HTMLVideoElement;
      const track = media.textTracks[0]!;
      track.mode = 'showing';
      for (let waited = 0; waited < 5000 && !track.cues?.length; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
      return track.cues?.length ?? 0;
    });
    expect(cues).toBeGreaterThan(0);
    await player.evaluate(async (element) => {
      const media = element as HTMLVideoElement;
      media.muted = true;
      media.playbackRate = 8;
      await media.play();
      await new Promise((resolve) => media.addEventListener('ended', resolve, { once: true }));
    });
    await expect(page.getByTestId(`outline-item-${video.id}`)).toHaveAccessibleName(/completed|مكتمل/);
    await expect.poll(() => progressOf(page)).toBeGreaterThan(afterPdf);
    await player.evaluate((element) => { (element as HTMLVideoElement).currentTime = 12; });
    const noteText = journey.lang === 'en' ? 'Describe the impact, not the person' : 'صف الأثر لا الشخص';
    await page.getByTestId('item-notes').getByRole('textbox').fill(noteText);
    await page.getByTestId('item-notes').getByRole('button', { name: journey.lang === 'en' ? 'Save' : 'حفظ' }).click();
    await expect(page.getByTestId('item-notes')).toContainText(noteText);

    // The questionnaire: every question answered in place, with its explanation.
    const questionnaire = itemOf(outline, (item) => item.contentType === 'QUESTIONNAIRE');
    await openItem(page, questionnaire.id);
    await answerEveryQuestion(page);
    await expect(page.getByTestId(`outline-item-${questionnaire.id}`)).toHaveAccessibleName(/completed|مكتمل/);
    const finalProgress = await progressOf(page);

    // A locked section explains itself, and its content is refused with the reason.
    const locked = outline.sections.find((section) => section.lock)!;
    const lockedItem = locked.subsections[0]!;
    await expect(page.getByTestId(`outline-item-${lockedItem.id}`)).toContainText(journey.lang === 'en' ? /Unlocks on|Finish/ : /يُفتح|أكمل/);
    await page.getByTestId(`outline-item-${lockedItem.id}`).click();
    await expect(page.getByTestId('locked-item')).toBeVisible();

    // Progress shows in my courses and on the dashboard.
    await page.goto(orgUrl(journey.org, '/lms/my-courses', journey.lang));
    const card = page.getByTestId('my-courses').getByTestId('course-card').filter({ has: page.locator(`a[href*="/lms/courses/${courseId}"]`) });
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(finalProgress));
    await page.goto(orgUrl(journey.org, '/dashboard', journey.lang));
    await expect(page.getByTestId('dashboard-continue-learning').getByRole('progressbar').first()).toBeVisible();

    // Continue learning returns to the last item visited (the locked one is refused, so not that one).
    await page.getByTestId('dashboard-continue-learning').locator(`a[href$="/lms/courses/${courseId}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/lms/courses/${courseId}/content/${questionnaire.id}`));

    // The note jumps back to its time in the video.
    await page.goto(orgUrl(journey.org, `/lms/courses/${courseId}/notes`, journey.lang));
    await page.getByTestId('course-notes').getByTestId('note-link').first().click();
    await expect(page).toHaveURL(new RegExp(`/content/${video.id}\\?t=12`));
    await expect.poll(() => page.getByTestId('video').evaluate((element) => Math.round((element as HTMLVideoElement).currentTime))).toBe(12);

    // Attendance: an old code (of a session the instructor closed) is refused, the current one is taken.
    const instructor = await apiSessionOf(journey.org, journey.instructor);
    try {
      const lectures = await instructor.api.get(apiUrl(`/api/courses/${courseId}/on-campus-lectures`));
      const lecture = ((await lectures.json()) as { data: Array<{ id: number }> }).data[0]!;
      const old = await openAttendance(instructor.api, courseId, lecture.id);
      expect((await instructor.api.post(apiUrl(`/api/courses/${courseId}/attendance-sessions/${old.id}/close`))).ok()).toBe(true);
      const current = await openAttendance(instructor.api, courseId, lecture.id);
      await page.goto(orgUrl(journey.org, `/lms/courses/${courseId}/attendance`, journey.lang));
      const form = page.getByTestId('attendance-form');
      const codeBox = form.getByRole('textbox');
      if (old.code !== current.code) {
        await codeBox.fill(old.code);
        await form.getByRole('button').click();
        await expect(page.getByTestId('attendance-error')).toBeVisible();
      }
      await codeBox.fill(current.code);
      await form.getByRole('button').click();
      await expect(page.getByTestId('attendance-recorded')).toBeVisible();
      await expect(page.getByTestId('attendance-summary')).toBeVisible();
    } finally {
      await instructor.close();
    }
  });
}

for (const journey of DESKTOP) {
  test(`a member follows a course on a phone (${journey.lang}, ${journey.org})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    // provider: enrolled by the seed, 40% done, last seen on the questionnaire (one question of three answered).
    await signIn(page, journey.member.replace('member@', 'provider@'), journey.lang, journey.org);
    const courseId = await openCourseFromSearch(page, journey, /\/lms\/courses\/\d+\/overview/);
    const outline = await openPlayer(page, journey, courseId);
    const questionnaire = itemOf(outline, (item) => item.contentType === 'QUESTIONNAIRE');
    await expect(page).toHaveURL(new RegExp(`/content/${questionnaire.id}`));
    // The outline is a drawer on a phone: opened from the top bar, closed with Escape, focus back on its button
    // (once the item has arrived: its heading takes the focus when it comes).
    await expect(page.locator('h1')).toBeFocused();
    await expect(page.getByTestId('outline')).toBeHidden();
    await page.getByTestId('open-outline').click();
    await expect(page.getByTestId('outline')).toBeVisible();
    const locked = outline.sections.find((section) => section.lock)!;
    await expect(page.getByTestId(`outline-item-${locked.subsections[0]!.id}`)).toContainText(journey.lang === 'en' ? /Unlocks on|Finish/ : /يُفتح|أكمل/);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('outline')).toBeHidden();
    await expect(page.getByTestId('open-outline')).toBeFocused();
    // Finishing the questionnaire raises the progress; next goes on, focus on the new item's heading.
    const before = await progressOf(page);
    await answerEveryQuestion(page);
    await expect.poll(() => progressOf(page)).toBeGreaterThan(before);
    await page.getByTestId('next-item').click();
    await expect(page).not.toHaveURL(new RegExp(`/content/${questionnaire.id}`));
    await expect(page.getByTestId('player-heading')).toBeFocused();
  });
}

test('an instructor opens an item as a student sees it, through the single-sign-on deep link', async ({ page }) => {
  const journey = DESKTOP[0]!;
  const instructor = await apiSessionOf(journey.org, 'instructor@demo.halaqa.test');
  try {
    const found = await instructor.api.get(apiUrl(`/api/courses/search?query=${journey.search}`));
    const courseId = ((await found.json()) as { data: Array<{ id: number }> }).data[0]!.id;
    const outline = await (await instructor.api.get(apiUrl(`/api/courses/${courseId}/player`))).json() as Outline;
    const pdf = itemOf(outline, (item) => item.fileKind === 'PDF');
    const sso = await instructor.api.get(apiUrl('/api/auth/sso?portal=instructor'));
    expect(sso.status()).toBe(200);
    const { token } = await sso.json() as { token: string };
    // What the instructors' dashboard links to: sign in with the token, as a student, on this item.
    await page.goto(orgUrl('demo', `/?super_token=${token}&student_view=1&subsectionId=${pdf.id}&courseId=${courseId}`, 'en'));
    await expect(page).toHaveURL(new RegExp(`/lms/courses/${courseId}/content/${pdf.id}`));
    await expect(page).not.toHaveURL(/super_token/);
    const banner = page.getByTestId('student-view-banner');
    await expect(banner).toBeVisible();
    await expect(page.getByTestId('pdf-viewer')).toBeVisible();
    // Instructors are never locked out and have no progress of their own; the way back leaves the student view.
    await banner.getByRole('link').click();
    await expect(banner).toBeHidden();
    await expect(page.getByTestId('pdf-viewer')).toBeVisible();
  } finally {
    await instructor.close();
  }
});
