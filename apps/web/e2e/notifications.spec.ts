// The notification service (SPEC §4) with the page clock, no sleeps: a plain string is an info
// toast of 4000 ms; an object's defaults ('Notificación', info, 4000); the close button; the
// multi-line toast above 50 characters; the alert hides after 3000 ms.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { registerUser, useSession } from './support/session';

const toasts = (page: Page) => page.locator('[data-sonner-toast]');
/** Sends a toast the SPEC §4 way; sonner draws it on its next timer tick (10 ms of clock). */
async function snackbar(page: Page, detail: unknown, paused = true) {
  await page.evaluate((value) => window.dispatchEvent(new CustomEvent('show-snackbar', { detail: value })), detail);
  if (paused) await page.clock.runFor(10);
}

/**
 * Stops the page's clock a little ahead of now; from here time moves only by runFor. The margin
 * covers the round trip between reading the page's time and pausing on a busy machine (pausing
 * in the page's past is refused).
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 3_000);
}

test('toasts: timings, defaults, close button and multi-line', async ({ page }) => {
  await page.clock.install();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first toast also loads the notification host; it closes by its button.
  await snackbar(page, 'Primera notificación', false);
  await expect(toasts(page)).toHaveCount(1);
  await toasts(page).getByRole('button', { name: text('es', 'common', 'notifications.close') }).click();
  await expect(toasts(page)).toHaveCount(0);
  await page.mouse.move(1, 1);

  await pauseClock(page);
  await snackbar(page, 'Hola');
  const toast = toasts(page).filter({ hasText: 'Hola' });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-type', 'info');
  await page.clock.runFor(3_900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(toast).toHaveCount(0);

  await snackbar(page, { color: 'success', timeout: 1_000 });
  const fallback = toasts(page).filter({ hasText: text('es', 'common', 'notifications.default') });
  await expect(fallback).toHaveAttribute('data-type', 'success');
  await page.clock.runFor(900);
  await expect(fallback).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(fallback).toHaveCount(0);

  const long = 'Este mensaje es bastante más largo que cincuenta caracteres en total.';
  await snackbar(page, { message: long, color: 'warning' });
  await expect(toasts(page).filter({ hasText: long })).toHaveClass(/multiLine/);
  await snackbar(page, { message: 'Corto', color: 'error' });
  await expect(toasts(page).filter({ hasText: 'Corto' })).toHaveClass(/singleLine/);
  await expect(toasts(page).filter({ hasText: 'Corto' })).toHaveAttribute('data-type', 'error');
});

test('the alert hides itself after 3000 ms', async ({ page, request }) => {
  await page.clock.install();
  await useSession(page, await registerUser(request));
  await page.goto('/select-account');
  await page.getByRole('radio', { name: new RegExp(text('es', 'selectAccount', 'options.guest.label')) }).check();
  // The notification host is loaded on first use (a lazy chunk behind Suspense, whose reveal
  // React times with timers): loaded here by a toast while the clock still runs, so the paused
  // clock below holds only the alert's own timer.
  await snackbar(page, 'Precarga', false);
  await expect(toasts(page)).toHaveCount(1);
  // Time stands still from before the alert appears: a slow machine must not let it expire
  // between showing and the first check.
  await pauseClock(page);
  await page.getByRole('button', { name: text('es', 'selectAccount', 'continue') }).click();
  const alert = page.getByTestId('alerts').getByText(text('es', 'selectAccount', 'updated'));
  await expect(alert).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(alert).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(alert).toHaveCount(0);
});
