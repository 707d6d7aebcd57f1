import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 / 2.1 / 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe on the page and fails with a readable list of violations, if any.
 * Legacy mode: axe.run in the page itself. The default mode runs each frame apart, then opens a
 * blank page and injects axe's 560 KB there too to merge the results — 2–3 times the time of a
 * scan for the same violations, passes and incompletes on our pages, whose one iframe (the map)
 * is another origin's (issue 32).
 */
export async function expectNoA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe WCAG A/AA violations').toEqual([]);
}

/** WCAG 1.4.10 (reflow): nothing makes the page scroll sideways (long words in fr, say). */
export async function expectNoSideScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page width beyond the viewport').toBeLessThanOrEqual(client);
}
