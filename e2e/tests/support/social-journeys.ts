// Steps the social journeys (issue 16) share: a second member's own browser
// context (a host at the door, an administrator accepting a request), checked
// with axe by hand since support/test.ts follows the test's own context only,
// and the seeded facts the journeys look for.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect } from './test';
import { signIn, type Lang } from './site';

/** Seeded demo events (api/src/seed/social-events.ts), titles as each language lists them. */
export const EVENTS = {
  dataEthics: { en: 'Introduction to Data Ethics', ar: 'مقدمة في أخلاقيات البيانات' },
  mentoring: { en: 'Small Group Mentoring', ar: 'إرشاد في مجموعة صغيرة' },
} as const;

/** Seeded demo groups (api/src/seed/social-groups.ts). */
export const GROUPS = { public: 'Product Guild', private: 'Clinical Leadership Circle', secret: 'Faculty Board' } as const;

/** The page is drawn in `lang`, right to left for Arabic. */
export async function expectDirection(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** Another member, signed in in a browser context of their own. */
export async function secondMember(browser: Browser, email: string, lang: Lang): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, lang);
  return { page, context };
}

/**
 * axe on a page of a context the test fixture does not follow: as support/test.ts
 * does, the address is opened again in the same context (same session and
 * language) and checked whole once settled, each node named by its markup.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const fresh = await page.context().newPage();
  try {
    await fresh.goto(page.url(), { waitUntil: 'load' });
    await fresh.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
    await fresh.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 }).catch(() => {});
    await fresh.waitForTimeout(200);
    const results = await new AxeBuilder({ page: fresh }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.slice(0, 3).map((node) => node.html.slice(0, 300)).join(' | ')}`);
    expect(serious, `axe on ${fresh.url()}`).toEqual([]);
  } finally {
    await fresh.close();
  }
}

/** The id in the current address after `segment/`. */
export function idAfter(page: Page, segment: string): number {
  const match = new RegExp(`/${segment}/(\\d+)`).exec(new URL(page.url()).pathname);
  expect(match, `${segment} id in ${page.url()}`).not.toBeNull();
  return Number(match![1]);
}

/** A 1×1 PNG: a real image for the composer's media picker. */
export const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
