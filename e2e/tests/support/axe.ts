// Accessibility of the pages a journey visits (ARCHITECTURE section 6: no
// serious or critical axe violation on any page, in both languages).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical violations on the page as it is now: rule, impact and where. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** Fails with every serious or critical violation of the whole page (app bar, menus, dialogs and content). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), `axe on ${what}`).toEqual([]);
}
