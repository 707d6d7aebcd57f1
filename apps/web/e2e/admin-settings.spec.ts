// Settings (issue 6, Admin; the floating menu's Settings option): the brand and contact values
// changed in the browser are saved and used at once by the chat and e-mail links (contact page,
// BLACK view), after a reload too; an invalid value is marked at its field and changes nothing;
// a verification code added (shown once) works in select-account at once, and once revoked it
// no longer does.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test, waitingForApp } from './support/fixtures';
import { text } from './support/locales';
import { DEMO, apiSignIn, authHeader, registerUser, useSession, type TestSession } from './support/session';
import { saveScreenshot } from './support/screenshots';

const { VALIDATION_TEXTS } = await import('../../../packages/contracts/src/locales/validation');
const a = (key: string) => text('es', 'admin', key);
const sa = (key: string) => text('es', 'selectAccount', key);
const FIELDS = ['brand_name', 'chat_phone_general', 'chat_phone_sales', 'sales_email'] as const;
type Settings = Record<(typeof FIELDS)[number], string>;

/**
 * Runs `task` while no other worker changes the settings (the phone and desktop projects run
 * this spec side by side): a lock folder in the run's data folder, created atomically.
 */
async function exclusively<T>(name: string, task: () => Promise<T>): Promise<T> {
  const lock = path.join(process.env.E2E_DATA_DIR ?? tmpdir(), `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await expect.poll(() => existsSync(lock), { timeout: 120_000 }).toBe(false);
    }
  }
  try {
    return await task();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

async function storedSettings(request: APIRequestContext, admin: TestSession): Promise<Settings> {
  const res = await request.get('/api/settings', { headers: authHeader(admin) });
  expect(res.status()).toBe(200);
  return (await res.json()) as Settings;
}

/**
 * Opens Settings from the floating menu and waits until it can be used: the menu has gone, the
 * stored values are in the form and focus is inside the dialog.
 */
async function openSettings(page: Page) {
  await page.getByRole('button', { name: text('es', 'shell', 'fab.label') }).click();
  // The menu's opening transition over before its item is pressed.
  const menu = page.getByRole('menu');
  await expect(menu).toHaveAttribute('data-open', '');
  await menu.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
  await menu.getByRole('menuitem', { name: text('es', 'shell', 'fab.settings') }).click();
  const dialog = page.getByRole('dialog', { name: a('settings.title') });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(dialog.getByLabel(a('settings.fields.brand_name'))).not.toHaveValue('');
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
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

test('settings: a new code works in select-account at once, a revoked one does not', async ({ page, request, browser }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  await useSession(page, admin);
  await page.goto('/home/admin');
  let dialog = await openSettings(page);

  await dialog.getByLabel(a('settings.type')).selectOption('User');
  await dialog.getByRole('button', { name: a('settings.add') }).click();
  const code = (await dialog.getByTestId('new-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9-]{27}$/);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-settings', { fullPage: false });

  // A new user of another browser uses it at once.
  const context = await browser.newContext();
  const other = waitingForApp(await context.newPage());
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
  const third = waitingForApp(await context2.newPage());
  await useSession(third, await registerUser(request));
  const refused = await tryOwnerCode(third, code);
  await expect(refused.getByText(VALIDATION_TEXTS.es['selectAccount.invalidCode'])).toBeVisible();
  await context2.close();
  dialog = await openSettings(page);
  await expect(dialog.getByRole('list', { name: a('settings.codes') })).toContainText(hint);
});

test('settings: the Admin downloads a backup made now and sees the outbox of a server without SMTP', async ({ page, request }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  await useSession(page, admin);
  await page.goto('/home/admin');
  const dialog = await openSettings(page);

  const mail = dialog.getByTestId('mail-queue');
  await expect(mail.getByRole('heading', { name: a('settings.mail.title') })).toBeVisible();
  await expect(mail).toContainText(a('settings.mail.noSmtp').split('{{count}}')[0]!);

  const backups = dialog.getByTestId('backups');
  await expect(backups).toContainText(a('settings.backups.automatic').split('{{hours}}')[0]!);
  const downloading = page.waitForEvent('download');
  await backups.getByRole('button', { name: a('settings.backups.downloadNow') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vitrina-backup-\d{8}T\d{6}Z\.ndjson\.gz$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const { gunzipSync } = await import('node:zlib');
  const { readFileSync } = await import('node:fs');
  const lines = gunzipSync(readFileSync(file)).toString('utf8').trim().split('\n');
  expect(JSON.parse(lines[0]!)).toMatchObject({ kind: 'header', format: 'vitrina-backup', database: 'pglite' });
  // Every unit: the demo's 81 and those the specs before this one added (this spec runs last).
  const manifest = JSON.parse(lines[lines.length - 1]!);
  expect(manifest).toMatchObject({ kind: 'manifest', tables: { properties: { rows: expect.any(Number) } } });
  expect(manifest.tables.properties.rows).toBeGreaterThanOrEqual(81);
  await expect(backups.getByRole('button', { name: a('settings.backups.downloadNow') })).toBeEnabled();
  await expectNoA11yViolations(page);
  await dialog.getByTestId('backups').scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'admin-settings-operations', { fullPage: false });
});

test('settings: changed brand, chat numbers and sales e-mail are saved and used by the links, after a reload too; a bad e-mail changes nothing', async ({ page, request }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  await exclusively('settings', async () => {
    const original = await storedSettings(request, admin);
    // Other specs read these values: they are put back whatever happens here.
    try {
      await useSession(page, admin);
      // The contact page first, so this browser already holds /config with the old values.
      await page.goto('/contactme-page');
      const chatLink = page.getByRole('link', { name: text('es', 'development', 'contact.chat') });
      await expect(chatLink).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${original.chat_phone_sales.replace(/\D/g, '')}\\?`));

      // An invalid e-mail: marked at its field, focused, nothing sent or stored.
      let dialog = await openSettings(page);
      const email = dialog.getByLabel(a('settings.fields.sales_email'));
      await email.fill('ventas-sin-arroba.example');
      await dialog.getByRole('button', { name: a('settings.save') }).click();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(VALIDATION_TEXTS.es['register.emailInvalid']);
      await expect(email).toBeFocused();
      await expect(page.getByTestId('alerts').getByText(a('settings.saved'))).toHaveCount(0);
      expect(await storedSettings(request, admin)).toEqual(original);
      await expectNoA11yViolations(page);
      await saveScreenshot(page, testInfo, 'admin-settings-invalid', { fullPage: false });

      // New values, saved.
      const stamp = Date.now().toString().slice(-4);
      const next: Settings = {
        brand_name: `Kaanal ${stamp}`,
        chat_phone_general: `+52 984 100 ${stamp}`,
        chat_phone_sales: `+52 (984) 200-${stamp}`,
        sales_email: `ventas-${stamp}@kaanal.example`,
      };
      for (const field of FIELDS) await dialog.getByLabel(a(`settings.fields.${field}`)).fill(next[field]);
      await expect(email).not.toHaveAttribute('aria-invalid');
      await dialog.getByRole('button', { name: a('settings.save') }).click();
      await expect(page.getByTestId('alerts').getByText(a('settings.saved'))).toBeVisible();
      expect(await storedSettings(request, admin)).toEqual(next);
      await dialog.getByRole('button', { name: a('settings.close') }).click();
      await expect(dialog).toBeHidden();

      const salesDigits = next.chat_phone_sales.replace(/\D/g, '');
      const contactLinks = async () => {
        await expect(chatLink).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${salesDigits}\\?`));
        await expect(page.getByRole('link', { name: text('es', 'development', 'contact.email') })).toHaveAttribute('href', new RegExp(`^mailto:${next.sales_email}\\?`));
      };
      // The brand in the top bar follows too (decision 016).
      const brandLink = () => page.getByRole('link', { name: text('es', 'shell', 'topBar.home').replace('{{brand}}', next.brand_name) });
      // At once on the open page, and after a reload (not the browser's old copy of /config).
      await contactLinks();
      await expect(brandLink()).toContainText(next.brand_name);
      await page.reload();
      await contactLinks();
      await expect(brandLink()).toContainText(next.brand_name);

      // The BLACK view's chat and e-mail buttons, and the floating menu's chat (general number).
      await page.goto('/show-room?package=BLACK');
      const black = page.getByTestId('black-view');
      await expect(black.getByRole('link', { name: text('es', 'catalogue', 'black.chat') })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${salesDigits}\\?`));
      await expect(black.getByRole('link', { name: text('es', 'catalogue', 'black.email') })).toHaveAttribute('href', new RegExp(`^mailto:${next.sales_email}\\?`));
      await page.getByRole('button', { name: text('es', 'shell', 'fab.label') }).click();
      await expect(page.getByRole('menuitem', { name: text('es', 'shell', 'fab.chat') })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${next.chat_phone_general.replace(/\D/g, '')}\\?`));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);

      // Reopened after the reload, the dialog shows the saved values.
      dialog = await openSettings(page);
      for (const field of FIELDS) await expect(dialog.getByLabel(a(`settings.fields.${field}`))).toHaveValue(next[field]);
      await saveScreenshot(page, testInfo, 'admin-settings-saved', { fullPage: false });
    } finally {
      const restore = await request.put('/api/settings', { headers: authHeader(admin), data: original });
      expect(restore.status()).toBe(200);
    }
  });
});
