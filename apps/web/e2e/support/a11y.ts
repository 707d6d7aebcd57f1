import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** WCAG 2.0 / 2.1 / 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core in a frame, once per document: what `@axe-core/playwright`'s legacy mode does, less
 * its overhead. That builder evaluates axe's 560 KB twice per scan (once to probe, once per
 * frame) and sends every pass and its HTML back to the test: 240–490 ms a scan before axe's own
 * 55–120 ms on our pages, for the same violations and passes (issue 32). Cross-origin frames
 * (the map) are tried as the builder tried them; one that refuses is left out, as there.
 */
async function injectAxe(frame: Frame) {
  try {
    if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
    await frame.evaluate(`${AXE_SOURCE}\n;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`);
  } catch {
    // A frame that went away or forbids scripts: the builder skipped it too.
  }
}

/**
 * Waits until what is moving has arrived: two frames, so a change just made has started its
 * transition, then the end of every finite animation. A dialog's title fading in is no contrast
 * failure; the builder's overhead used to hide this race (issue 32).
 */
async function untilStill(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const moving = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(moving.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Runs axe on the page and fails with a readable list of violations, if any. */
export async function expectNoA11yViolations(page: Page) {
  await untilStill(page);
  for (const frame of page.frames()) await injectAxe(frame);
  const summary = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, WCAG_TAGS);
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
