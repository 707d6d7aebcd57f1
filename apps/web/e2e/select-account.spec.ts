// Account type (SPEC §2.3, §4, §5, §8): Guest at once → /home; the other types need a code
// checked by the server: required, wrong, right.
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { registerUser, useSession } from './support/session';

const { VALIDATION_TEXTS } = await import('../../../packages/contracts/src/locales/validation');
const t = (key: string, options?: Record<string, string>) =>
  Object.entries(options ?? {}).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text('es', 'selectAccount', key));
const storedType = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('userType'), JSON.parse(localStorage.getItem('user') ?? '{}').type]);

test('Guest is set at once and goes to /home; no choice asks for one', async ({ page, request }) => {
  await useSession(page, await registerUser(request));
  await page.goto('/select-account');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: t('continue') }).click();
  await expect(page.getByText(VALIDATION_TEXTS.es['selectAccount.selectOption'])).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(t('options.guest.label')) }).check();
  await page.getByRole('button', { name: t('continue') }).click();
  await expect(page).toHaveURL('/home');
  expect(await storedType(page)).toEqual(['Guest', 'Guest']);
});

test('Owner needs a code: required, a wrong one, then the right one', async ({ page, request }) => {
  await useSession(page, await registerUser(request));
  await page.goto('/select-account');
  await page.getByRole('radio', { name: new RegExp(t('options.owner.label')) }).check();
  const next = page.getByRole('button', { name: t('continue') });
  await next.click();
  const dialog = page.getByRole('dialog', { name: t('code.title') });
  await expect(dialog).toBeVisible();
  // Escape closes it and gives focus back to Continue (decision 031); Continue opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(next).toBeFocused();
  await next.click();
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);

  await dialog.getByRole('button', { name: t('code.verify') }).click();
  await expect(dialog.getByText(VALIDATION_TEXTS.es['selectAccount.codeRequired'])).toBeVisible();
  await dialog.getByLabel(t('code.label')).fill('NOT-A-CODE');
  await dialog.getByRole('button', { name: t('code.verify') }).click();
  await expect(dialog.getByText(VALIDATION_TEXTS.es['selectAccount.invalidCode'])).toBeVisible();
  expect(await storedType(page)).toEqual(['Guest', 'Guest']);

  await dialog.getByLabel(t('code.label')).fill(' owner-2026 ');
  await dialog.getByRole('button', { name: t('code.verify') }).click();
  await expect(page).toHaveURL('/home');
  expect(await storedType(page)).toEqual(['User', 'User']);
});

test('the team option carries the brand name and accepts its code', async ({ page, request }) => {
  await useSession(page, await registerUser(request));
  await page.goto('/select-account');
  await page.getByRole('radio', { name: new RegExp(t('options.team.label', { brand: 'Vitrina' })) }).check();
  await page.getByRole('button', { name: t('continue') }).click();
  const dialog = page.getByRole('dialog', { name: t('code.title') });
  await dialog.getByLabel(t('code.label')).fill('TEAM-2026');
  await dialog.getByRole('button', { name: t('code.verify') }).click();
  await expect(page).toHaveURL('/home');
  expect(await storedType(page)).toEqual(['Vitrina', 'Vitrina']);
});
