// The edges (issue 10): the page starts from what the server embedded (no
// organization or manifest round trip), under a strict Content-Security-Policy
// that nothing on the site violates, in both languages; the scripts the page
// preloads are the ones it runs, and its first screen's data is asked for once.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { lmsPaths } from '../../mfe-lms/src/definition';
import { LANGS, orgUrl, shellReady } from './support/site';

/** Every CSP violation the page reports from now on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

for (const lang of LANGS) {
  test(`the site runs under its Content-Security-Policy, starting without an organization, manifest or visitor's permissions call (${lang})`, async ({ page }) => {
    const violations = await recordViolations(page);
    const calls: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname); });
    const warnings: string[] = [];
    page.on('console', (message) => { if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text()); });
    const response = await page.goto(orgUrl('demo', lmsPaths.allCourses(), lang));
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await shellReady(page);
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    expect(calls).not.toContain('/api/remote-manifest');
    expect(calls).not.toContain('/api/organizations-dashboard/prefix/demo');
    // Sent ahead by the shell while mfe-lms loaded; the page took those answers instead of asking again.
    expect(calls.filter((call) => call === '/api/courses/search')).toHaveLength(1);
    expect(calls.filter((call) => call === '/api/courses/filter-options')).toHaveLength(1);
    // The shell's own banner list is sent at start, before its first render, and also used; a visitor's permissions came with the page.
    expect(calls.filter((call) => call === '/api/org-announcements-management')).toHaveLength(1);
    expect(calls).not.toContain('/api/permissions-system');
    // Chromium warns about a preloaded script the page did not use within a few seconds.
    await page.waitForTimeout(3_500);
    expect(warnings).toEqual([]);

    // A course's page, the app bar search (a remote's filler), and the sign-in page.
    await page.getByTestId('course-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('enrollment-box')).toBeVisible();
    await page.getByTestId('course-search-placeholder').fill('data');
    await expect(page.getByTestId('course-search-input')).toBeFocused();
    await page.goto(orgUrl('demo', '/auth/login', lang));
    await expect(page.getByTestId('login-form')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}
