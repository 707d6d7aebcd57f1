// The brochure (SPEC §1, §4): the top bar's BROCHURE opens the PDF in a new tab, with the
// loading states — attempt n/max, the slow-connection prompt with "continue waiting", and
// "could not load" with a retry that really retries.
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';

const b = (key: string) => text('es', 'brochure', key);
const brochureLink = (page: Page) => page.getByRole('link', { name: new RegExp(text('es', 'shell', 'topBar.brochure'), 'i') });

test('BROCHURE opens the PDF in a new tab', async ({ page }) => {
  await page.goto('/home');
  const pdf = page.waitForResponse((r) => r.url().endsWith('/api/pdf/es'));
  const [popup] = await Promise.all([page.waitForEvent('popup'), brochureLink(page).click()]);
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await expect(page.getByTestId('brochure-status')).toHaveCount(0);
});

test('slow brochure: attempt 1/3, the slow-connection prompt, continue waiting', async ({ page }) => {
  // The PDF is held back until the test lets it go, so the prompt is there for as long as the
  // checks take, however slow the machine (an axe scan can take seconds here).
  test.setTimeout(60_000);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/pdf/es', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/home');
  const [popup] = await Promise.all([page.waitForEvent('popup'), brochureLink(page).click()]);
  const status = page.getByTestId('brochure-status');
  await expect(status).toContainText(b('attempt').replace('{{attempt}}', '1').replace('{{maxAttempts}}', '3'));
  await expect(status.getByText(b('slow'))).toBeVisible({ timeout: 8_000 });
  await expectNoA11yViolations(page);
  await status.getByRole('button', { name: b('continueWaiting') }).click();
  await expect(status.getByText(b('slow'))).toHaveCount(0);
  release();
  await expect.poll(() => popup.url(), { timeout: 15_000 }).toMatch(/^blob:/);
  await expect(status).toHaveCount(0);
});

test('brochure that fails: could not load, then a real retry', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/pdf/es', async (route) => {
    calls++;
    await route.fulfill({ status: 503, body: 'down' });
  });
  await page.goto('/home');
  await brochureLink(page).click();
  const status = page.getByTestId('brochure-status');
  await expect(status.getByText(b('couldNotLoad'))).toBeVisible();
  expect(calls).toBe(3);
  await expectNoA11yViolations(page);

  await page.unroute('**/api/pdf/es');
  const [popup] = await Promise.all([page.waitForEvent('popup'), status.getByRole('button', { name: b('retry') }).click()]);
  await expect.poll(() => popup.url()).toMatch(/^blob:/);
  await expect(status).toHaveCount(0);
});
