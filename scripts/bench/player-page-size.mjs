// All the JavaScript Chromium downloads to show one item in the course
// player (shell, remote entries, mfe-lms chunks), gzip level 9, for a PDF
// item and a video item of the seeded complete course on `demo`, as an
// enrolled member with an empty cache; budget 300 kB (ARCHITECTURE section 6,
// issue 12; Open edX's learning MFE ships about 1.3 MB).
import { BENCH_PASSWORD as PASSWORD, completeCourseItems } from './support/api-call.mjs';
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
  title: 'JavaScript gzip of the course player showing a PDF item and a video item (shell + remote entries + mfe-lms chunks)',
  async run(ctx) {
    await ctx.ensureBuilt();
    const server = await ctx.startServer();
    const browser = await ctx.browser();
    const { courseId, pdfId: pdf, videoId: video } = await completeCourseItems(server.port, MEMBER);
    const rows = [];
    for (const [kind, id, ready] of [['PDF', pdf, '[data-testid="pdf-image"]'], ['video', video, '[data-testid="video"]']]) {
      const url = `${server.origin(ORGANIZATION)}/lms/courses/${courseId}/content/${id}`;
      const files = await pageJavaScript(browser, url, { ready, prepare: signedIn(server.origin(ORGANIZATION)) });
      const parts = new Map();
      for (const file of files) {
        const part = partOf(new URL(file.url).pathname);
        parts.set(part, (parts.get(part) ?? 0) + file.gzip);
      }
      const total = files.reduce((sum, file) => sum + file.gzip, 0);
      const breakdown = [...parts.entries()].sort((a, b) => b[1] - a[1]).map(([part, bytes]) => `${part} ${(bytes / KB).toFixed(1)}`).join(', ');
      ctx.log(`${kind} item: ${(total / KB).toFixed(1)} kB gz in ${files.length} files (${breakdown})`);
      rows.push({ metric: `JS of the player showing a ${kind} item (gzip)`, value: total, unit: 'bytes', budget: BUDGET, note: `${files.length} files, kB: ${breakdown}` });
    }
    return rows;
  },
};
