// All the JavaScript Chromium downloads to show one item in the course
// player (shell, remote entries, mfe-lms and mfe-exams chunks), gzip level 9,
// for a PDF item, a video item and an attempt at the practice quiz (issue
// 14) of the seeded complete course on `demo`, as an
// enrolled member with an empty cache; budget 300 kB (ARCHITECTURE section 6,
// issue 12; Open edX's learning MFE ships about 1.3 MB).
import { BENCH_PASSWORD as PASSWORD, apiCall, completeCourseItems, signedInToken } from './support/api-call.mjs';
import { pageJavaScript } from './bundle-size.mjs';
import { partOf } from './lms-page-size.mjs';

const KB = 1000;
const BUDGET = 300 * KB;
const ORGANIZATION = 'demo';
const MEMBER = 'coach@demo.halaqa.test';

/** Signs the context in through the login page (the refresh cookie then restores the session on every page). */
function signedIn(origin) {
  return async (context) => {
    const page = await context.newPage();
    await page.goto(`${origin}/auth/login?lang=en`, { waitUntil: 'load' });
    await page.getByLabel('Email').fill(MEMBER);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('avatar-button').waitFor({ timeout: 30_000 });
    await page.close();
  };
}

export default {
  name: 'player-page-size',
  title: 'JavaScript gzip of the course player showing a PDF item, a video item and an exam attempt (shell + remote entries + mfe-lms and mfe-exams chunks)',
  async run(ctx) {
    await ctx.ensureBuilt();
    const server = await ctx.startServer();
    const browser = await ctx.browser();
    const { courseId, pdfId: pdf, videoId: video } = await completeCourseItems(server.port, MEMBER);
    const practiceQuiz = await openPracticeQuiz(server.port, courseId);
    const rows = [];
    const pages = [
      ['PDF', `content/${pdf}`, '[data-testid="pdf-image"]'],
      ['video', `content/${video}`, '[data-testid="video"]'],
      // The runner with every question type on its pages (the essay's editor comes only when the member goes to write).
      ['exam attempt', `exams/${practiceQuiz}/start`, '[data-testid="exam-attempt"]'],
    ];
    for (const [kind, address, ready] of pages) {
      const url = `${server.origin(ORGANIZATION)}/lms/courses/${courseId}/${address}`;
      const files = await pageJavaScript(browser, url, { ready, prepare: signedIn(server.origin(ORGANIZATION)) });
      const parts = new Map();
      for (const file of files) {
        const part = partOf(new URL(file.url).pathname);
        parts.set(part, (parts.get(part) ?? 0) + file.gzip);
      }
      const total = files.reduce((sum, file) => sum + file.gzip, 0);
      const breakdown = [...parts.entries()].sort((a, b) => b[1] - a[1]).map(([part, bytes]) => `${part} ${(bytes / KB).toFixed(1)}`).join(', ');
      ctx.log(`${kind}: ${(total / KB).toFixed(1)} kB gz in ${files.length} files (${breakdown})`);
      rows.push({ metric: `JS of the player showing ${kind === 'exam attempt' ? 'an' : 'a'} ${kind}${kind === 'exam attempt' ? '' : ' item'} (gzip)`, value: total, unit: 'bytes', budget: BUDGET, note: `${files.length} files, kB: ${breakdown}` });
    }
    return rows;
  },
};

/** The seeded practice quiz (every question type) with an attempt open for the bench's member. */
async function openPracticeQuiz(port, courseId) {
  const token = await signedInToken(port, MEMBER);
  const exams = (await apiCall(port, 'GET', `/api/courses/${courseId}/exams`, { token })).body.data;
  const quiz = exams.find((exam) => exam.title.startsWith('Practice quiz'));
  if (!quiz) throw new Error('the seeded practice quiz is not in the complete course');
  await apiCall(port, 'POST', `/api/courses/${courseId}/exams/${quiz.subsectionExamId}/attempts`, { token, body: { deviceId: 'bench-player-page' } });
  return quiz.subsectionExamId;
}
