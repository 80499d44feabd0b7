import axe from 'axe-core';

/**
 * The serious and critical axe violations of what is on screen (rule:
 * targets). jsdom draws nothing, so colour contrast is left to the e2e
 * journeys, which run axe on every page in a real browser.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}
