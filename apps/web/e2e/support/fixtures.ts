// The test object every spec uses.
// - Each test gets its own client address (X-Forwarded-For; the API trusts its proxy), so the
//   per-address sign-in and code limits of one test never reach another test running in
//   parallel.
// - A page opened with goto() or reload() is handed back once the app has taken it over
//   (<html data-hydrated>): a server-rendered page is readable before its code has run, and
//   a person would wait for it to respond, so a test does too (decision 018).
// - The app runs as in a browser without service workers, but in the specs that test the worker
//   (`test.use({ serviceWorker: true })`: offline.spec.ts). Installing it fetches and caches
//   every file of the app (some 310) a few seconds after a page has loaded: about 6 s of CPU in
//   each test that stays that long, the largest cost of the browser tests (issue 32).
import { randomInt } from 'node:crypto';
import { test as base, type Page, type Response } from '@playwright/test';

async function untilAppReady(page: Page, response: Response | null) {
  const html = (response?.headers()['content-type'] ?? '').includes('text/html');
  if (html && response!.status() < 500) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
}

/** goto() and reload() of this page wait for the app (pages a test opens itself use it too). */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await untilAppReady(page, response);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await untilAppReady(page, response);
    return response;
  };
  return page;
}

export const test = base.extend<{ serviceWorker: boolean }>({
  serviceWorker: [false, { option: true }],
  // The option is overridden by a fixture with no dependencies (Playwright's documented form).
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}` });
  },
  context: async ({ context, serviceWorker }, use) => {
    // Not Playwright's `serviceWorkers: 'block'`: it leaves `register` answering nothing, which
    // the app would report as a failed registration; without the API the app never tries.
    if (!serviceWorker) await context.addInitScript(() => delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(waitingForApp(page));
  },
});

export { expect } from '@playwright/test';
