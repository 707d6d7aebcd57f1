// Settings (issue 6, Admin; the floating menu's Settings option): the brand and contact values
// saved; a verification code added (shown once) works in select-account at once, and once
// revoked it no longer does.
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { DEMO, apiSignIn, registerUser, useSession } from './support/session';

const { VALIDATION_TEXTS } = await import('../../../packages/contracts/src/locales/validation');
const a = (key: string) => text('es', 'admin', key);
const sa = (key: string) => text('es', 'selectAccount', key);

async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const file = path.join(testInfo.project.outputDir, 'screenshots', testInfo.project.name, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: text('es', 'shell', 'fab.label') }).click();
  await page.getByRole('menuitem', { name: text('es', 'shell', 'fab.settings') }).click();
  const dialog = page.getByRole('dialog', { name: a('settings.title') });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function tryOwnerCode(page: Page, code: string) {
  await page.goto('/select-account');
  await page.getByRole('radio', { name: new RegExp(sa('options.owner.label')) }).check();
  await page.getByRole('button', { name: sa('continue') }).click();
  const dialog = page.getByRole('dialog', { name: sa('code.title') });
  await dialog.getByLabel(sa('code.label')).fill(code);
  await dialog.getByRole('button', { name: sa('code.verify') }).click();
  return dialog;
}

test('settings: save the contact values; a new code works in select-account, a revoked one does not', async ({ page, request, browser }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  await useSession(page, admin);
  await page.goto('/home/admin');
  let dialog = await openSettings(page);
  // The same values saved again: other specs read the brand name.
  await expect(dialog.getByLabel(a('settings.fields.brand_name'))).not.toHaveValue('');
  await dialog.getByRole('button', { name: a('settings.save') }).click();
  await expect(page.getByTestId('alerts').getByText(a('settings.saved'))).toBeVisible();

  await dialog.getByLabel(a('settings.type')).selectOption('User');
  await dialog.getByRole('button', { name: a('settings.add') }).click();
  const code = (await dialog.getByTestId('new-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9-]{27}$/);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-settings');

  // A new user of another browser uses it at once.
  const context = await browser.newContext();
  const other = await context.newPage();
  await useSession(other, await registerUser(request));
  await tryOwnerCode(other, code.toLowerCase());
  await expect(other).toHaveURL('/home');
  await context.close();

  // Revoked, it is refused.
  const hint = `${code.slice(0, 2)}… (${code.length})`;
  await dialog.getByRole('button', { name: a('settings.revoke').replace('{{hint}}', hint).replace('{{type}}', a('assign.types.User')) }).click();
  await expect(page.getByTestId('alerts').getByText(a('settings.revoked'))).toBeVisible();
  await dialog.getByRole('button', { name: a('settings.close') }).click();
  const context2 = await browser.newContext();
  const third = await context2.newPage();
  await useSession(third, await registerUser(request));
  const refused = await tryOwnerCode(third, code);
  await expect(refused.getByText(VALIDATION_TEXTS.es['selectAccount.invalidCode'])).toBeVisible();
  await context2.close();
  dialog = await openSettings(page);
  await expect(dialog.getByRole('list', { name: a('settings.codes') })).toContainText(hint);
});
