// Screenshots a person can look at after a run: test-results/screenshots/<width>/<name>.png,
// also attached to the HTML report. Taken once the web fonts are in, without animations.
// Only when asked (E2E_SCREENSHOTS=1: `npm run test:e2e` and `npm run screenshots` ask): they
// assert nothing, and the 400-odd full-page captures of a whole run cost a tenth of its CPU,
// so `npm test` and CI leave them out (issue 32, decision 043).
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}) {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A whole page is taken from its top: taken where a test left it scrolled, the fixed bars are
  // drawn in the middle of the picture and a sticky table head sits under them.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  // The Settings projects (phone-settings, desktop-settings) save beside their width's pictures.
  const width = testInfo.project.name.replace(/-(settings|browser)$/, '');
  const file = path.join(testInfo.project.outputDir, 'screenshots', width, `${name}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled', scale: 'css' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
