// Run-time composition: remote areas, shared singletons, lazy loading,
// remotes an organization switched off, and failure isolation.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ARABIC, LANGS, ORGS, REMOTES, apiUrl, orgUrl, shellReady, type DebugWindow } from './support/site';

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

for (const lang of LANGS) {
  test(`(${lang}) a remote page is mounted in the remote area named after its remote`, async ({ page }) => {
    await page.goto(orgUrl('demo', '/lms/all-courses', lang));
    const area = page.locator('main [data-testid=remote-area]');
    await expect(area).toHaveAttribute('data-remote', 'mfe-lms');
    await expect(area.getByTestId('catalogue-search')).toBeVisible();
  });
}

test.describe('shared singletons', () => {
  test('the shell and a remote see the same React, event bus, styled-components, router and i18n', async ({ page }) => {
    await page.goto(orgUrl('demo', '/lms/all-courses'));
    await expect(page.getByTestId('catalogue-search')).toBeVisible();
    await page.waitForFunction(() => Boolean((window as unknown as DebugWindow).__HALAQA_DEBUG__?.instances?.['mfe-lms']));
    const seen = await page.evaluate(() => {
      const { instances } = (window as unknown as DebugWindow).__HALAQA_DEBUG__!;
      const shell = instances.shell!;
      const lms = instances['mfe-lms']!;
      const present = (value: unknown) => value !== null && (typeof value === 'object' || typeof value === 'function');
      const complete = (entry: { react: unknown; bus: unknown; styled: unknown; router: unknown; i18n: unknown }) =>
        present(entry) && present(entry.react) && present(entry.bus) && present(entry.styled) && present(entry.router) && present(entry.i18n);
      return {
        keys: Object.keys(instances),
        shellComplete: complete(shell),
        remoteComplete: complete(lms),
        react: shell.react === lms.react,
        bus: shell.bus === lms.bus,
        styled: shell.styled === lms.styled,
        router: shell.router === lms.router,
        i18n: shell.i18n === lms.i18n,
      };
    });
    expect(seen.keys).toEqual(expect.arrayContaining(['shell', 'mfe-lms']));
    expect(seen).toMatchObject({ shellComplete: true, remoteComplete: true, react: true, bus: true, styled: true, router: true, i18n: true });
  });

  test('an event the remote emits on its bus reaches the shell', async ({ page }) => {
    await page.goto(orgUrl('demo', '/lms/all-courses'));
    await expect(page.getByTestId('catalogue-search')).toBeVisible();
    await page.waitForFunction(() => Boolean((window as unknown as DebugWindow).__HALAQA_DEBUG__?.instances?.['mfe-lms']));
    await page.evaluate(() => {
      const bus = (window as unknown as DebugWindow).__HALAQA_DEBUG__!.instances['mfe-lms']!.bus as { emit(topic: string, payload: unknown): void };
      bus.emit('toast', { type: 'info', message: 'from the remote' });
    });
    await expect(page.locator('[data-testid=toast][data-type=info]')).toContainText('from the remote');
  });
});

test.describe('toasts driven by the event bus', () => {
  async function emitToast(page: Page, type: string, message: string): Promise<number> {
    await page.goto(orgUrl('demo', '/contact-us'));
    await shellReady(page);
    await page.waitForFunction(() => Boolean((window as unknown as DebugWindow).__HALAQA_DEBUG__?.bus));
    const emittedAt = Date.now();
    await page.evaluate(([t, m]) => (window as unknown as DebugWindow).__HALAQA_DEBUG__!.bus.emit('toast', { type: t, message: m }), [type, message] as const);
    return emittedAt;
  }
  const since = (start: number) => Date.now() - start;

  test('a success toast shows its message and goes away after about 3 s', async ({ page }) => {
    const emittedAt = await emitToast(page, 'success', 'hello');
    const toast = page.locator('[data-testid=toast][data-type=success]');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('hello');
    await page.waitForTimeout(Math.max(0, 2_000 - since(emittedAt)));
    expect(await toast.isVisible(), 'still shown 2 s after it was emitted').toBe(true);
    await expect(toast).toBeHidden({ timeout: Math.max(1, 5_000 - since(emittedAt)) });
  });

  test('an error toast stays about 5 s', async ({ page }) => {
    const emittedAt = await emitToast(page, 'error', 'it broke');
    const toast = page.locator('[data-testid=toast][data-type=error]');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('it broke');
    await page.waitForTimeout(Math.max(0, 4_000 - since(emittedAt)));
    expect(await toast.isVisible(), 'still shown 4 s after it was emitted').toBe(true);
    await expect(toast).toBeHidden({ timeout: Math.max(1, 7_500 - since(emittedAt)) });
  });
});

test.describe('loading remotes', () => {
  test('a remote is downloaded only on the first navigation into its routes', async ({ page }) => {
    const requested = recordRequests(page);
    await page.goto(orgUrl('demo', '/contact-us', 'en'));
    await shellReady(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes('/remotes/mfe-lms/'))).toEqual([]);

    await page.locator('nav[data-testid=top-tabs]').getByText('Courses', { exact: true }).click();
    await expect(page).toHaveURL(/\/lms\/all-courses/);
    await expect(page.getByTestId('catalogue-search')).toBeVisible();
    expect(requested.some((url) => url.includes('/remotes/mfe-lms/'))).toBe(true);
  });

  test('nour never requests mfe-social, and its social paths are not found', async ({ page }) => {
    const requested = recordRequests(page);
    await page.goto(orgUrl('nour', '/'));
    await shellReady(page);
    await page.waitForLoadState('networkidle');
    for (const path of ['/social/events', '/groups']) {
      await page.goto(orgUrl('nour', path));
      await expect(page.getByTestId('not-found'), `${path} on nour`).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => url.includes('mfe-social'))).toEqual([]);
  });

  test('demo does request mfe-social on its routes (control for the test above)', async ({ page }) => {
    const requested = recordRequests(page);
    await page.goto(orgUrl('demo', '/social/events'));
    await expect(page.locator('main [data-testid=remote-area][data-remote=mfe-social]').getByTestId('events-page')).toBeVisible();
    expect(requested.some((url) => url.includes('/remotes/mfe-social/'))).toBe(true);
  });

  test('the remote manifest lists only what each organization enabled', async ({ request }) => {
    const manifest = async (org: string) => {
      const response = await request.get(apiUrl('/api/remote-manifest'), { headers: { 'x-organization': org } });
      expect(response.status(), `manifest of ${org}`).toBe(200);
      const body = (await response.json()) as { remotes: { name: string; entry: string }[] };
      return body.remotes.map((remote) => remote.name);
    };
    const nour = await manifest('nour');
    expect(nour).not.toContain('mfe-social');
    expect(nour).toContain('mfe-lms');
    expect((await manifest('demo')).sort()).toEqual([...REMOTES].sort());
  });
});

test.describe('failure isolation', () => {
  const LMS_REMOTE = '**/remotes/mfe-lms/**';

  for (const lang of LANGS) {
    test(`(${lang}) with mfe-lms unreachable its area shows a fallback and the rest of the site works`, async ({ page }) => {
      await page.route(LMS_REMOTE, (route) => route.abort());
      await page.goto(orgUrl('demo', '/lms/all-courses', lang));
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible({ timeout: 20_000 });
      await expect(fallback).toHaveText(/\S/);
      if (lang === 'ar') await expect(fallback).toContainText(ARABIC);
      await expect(fallback.getByTestId('remote-retry')).toBeVisible();

      // The app bar still works.
      await expect(page.getByTestId('org-name')).toHaveText(ORGS.demo.name[lang]);
      const tabs = page.locator('nav[data-testid=top-tabs]');
      const contactUs = lang === 'en' ? tabs.getByText('Contact us', { exact: true }) : tabs.locator('a[href*="contact-us"]');
      await contactUs.click();
      await expect(page).toHaveURL(/\/contact-us/);
      await expect(page.getByTestId('remote-fallback')).toBeHidden();
      await expect(page.getByTestId('not-found')).toBeHidden();
      await expect(page.getByTestId('app-bar')).toBeVisible();
    });

    test(`(${lang}) retry loads the remote once it is reachable again`, async ({ page }) => {
      await page.route(LMS_REMOTE, (route) => route.abort());
      await page.goto(orgUrl('demo', '/lms/all-courses', lang));
      const fallback = page.getByTestId('remote-fallback');
      await expect(fallback).toBeVisible({ timeout: 20_000 });

      await page.unroute(LMS_REMOTE);
      await fallback.getByTestId('remote-retry').click();
      await expect(page.locator('main [data-testid=remote-area][data-remote=mfe-lms] [data-testid=catalogue-search]')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('remote-fallback')).toBeHidden();
    });
  }
});
