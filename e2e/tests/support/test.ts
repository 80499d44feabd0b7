// The `test` of every journey: Playwright's, plus axe on every page the
// journey visits (ARCHITECTURE section 6, issue 10). Each address the test's
// pages reach (loads and in-app navigations alike) is opened again, in the
// same browser context (same session, same stored language) once the test has
// passed, and checked whole; a serious or critical violation fails the test.
// A page is checked once per worker: its address with ids generalised, its
// organization and its language.
import { expect, test as base, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

const checked = new Set<string>();

/** One page of the site, whatever the ids in its address: host, path with numbers generalised, language asked for. */
function pageKey(address: string): string {
  const url = new URL(address);
  const path = url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\/+$/, '') || '/';
  return `${url.host}${path}?lang=${url.searchParams.get('lang') ?? 'stored'}`;
}

export const test = base.extend<{ axeEveryPage: void }>({
  axeEveryPage: [async ({ context }, use, testInfo) => {
    const visited = new Map<string, string>();
    const follow = (page: Page) => page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame() || !/^https?:/.test(frame.url())) return;
      visited.set(pageKey(frame.url()), frame.url());
    });
    context.pages().forEach(follow);
    context.on('page', follow);
    await use();
    if (testInfo.status !== testInfo.expectedStatus) return;
    const failures: string[] = [];
    for (const [key, address] of visited) {
      if (checked.has(key)) continue;
      checked.add(key);
      const page = await context.newPage();
      try {
        // Not networkidle: a member's page holds its notification stream open for as long as it lives.
        await page.goto(address, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
        // The shell and the remote have drawn (skeletons gone); animations settled.
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 }).catch(() => {});
        await page.waitForTimeout(200);
        for (const violation of await seriousViolations(page)) failures.push(`${page.url()}: ${violation}`);
      } finally {
        await page.close();
      }
    }
    expect(failures, 'axe on every page the journey visited').toEqual([]);
  // Its own time: axe on each page a long journey visited took over the journey's 30 s on a busy CI machine.
  }, { auto: true, timeout: 180_000 }],
});

export { expect };
