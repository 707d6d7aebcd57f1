// Moving focus with the keyboard alone, for the specs that walk a screen with Tab (issue 25).
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What Tab can stop on (a close count: the bound below only has to exceed it). */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus; `eachStop` checks every stop on
 * the way (keyboard.spec: that its ring is drawn). The bound only stops a loop that would never
 * end: a page whose lists grow with the data (the admin home lists every development the other
 * specs made) has more stops than any fixed count, so it is the page's focusable count + 5
 * (at least 40), counted when the walk starts (commit 3130c43) and again every 20 presses (a
 * list still coming in). `within` is a bound a test
 * asserts (the stop is that near: a dialog's next control, a form's next field).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, within, eachStop }: { back?: boolean; within?: number; eachStop?: (page: Page) => Promise<void> } = {},
) {
  const count = () => page.evaluate((selector) => document.querySelectorAll(selector).length, FOCUSABLE);
  let presses = within ?? Math.max(40, (await count()) + 5);
  // Found once: a role query at every press would cost more than the walk (keyboard.spec's way).
  // Found again when the page replaced it (a link whose address changed as the page settled:
  // the old element is never focused, and the walk would run out).
  let element = await target.elementHandle();
  const reached = async (): Promise<boolean> => {
    const state = await page.evaluate((handle) => (handle === document.activeElement ? 'focused' : handle.isConnected ? 'not yet' : 'replaced'), element);
    if (state !== 'replaced') return state === 'focused';
    await element.dispose();
    element = await target.elementHandle();
    return reached();
  };
  for (let i = 0; i < presses && !(await reached()); i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await eachStop?.(page);
    // A list still coming in when the walk began adds stops: the bound grows with the page.
    if (within === undefined && i % 20 === 19) presses = Math.max(presses, (await count()) + 5);
  }
  await element.dispose();
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'} in ${presses} presses`).toBeFocused();
}
