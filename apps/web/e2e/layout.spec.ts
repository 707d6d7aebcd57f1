// The frame (SPEC §2 Layout, §6): hidden on the account screens, the logo variant on the
// development pages, the BROCHURE link, the account menu and the bottom menu by role, the
// floating menu (share fallback with copy, chat link, Settings for Admin); the skip link of every
// screen, bare or framed (decision 031).
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test, waitingForApp } from './support/fixtures';
import { text } from './support/locales';
import { apiSignIn, DEMO, registerUser, useSession } from './support/session';

const s = (key: string) => text('es', 'shell', key);
const menu = (page: Page) => page.getByRole('navigation', { name: s('bottomMenu.label') });

/** The first Tab stop is the skip link, and it takes focus to the screen's main heading. */
async function expectSkipLink(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: text('es', 'common', 'skipToContent') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main h1')).toBeFocused();
}

test('no top bar or bottom menu on /, /login, /register; the logo variant on development pages; a skip link on each', async ({ page }) => {
  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSkipLink(page);
    await expect(menu(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(s('topBar.brochure'), 'i') })).toHaveCount(0);
  }
  await page.goto('/home');
  await expectSkipLink(page);
  await expect(page.locator('header[data-variant="default"]')).toBeVisible();
  const brochure = page.getByRole('link', { name: new RegExp(s('topBar.brochure'), 'i') });
  await expect(brochure).toHaveAttribute('href', '/api/pdf/es');
  await expect(brochure).toHaveAttribute('target', '_blank');
  for (const path of ['/location', '/architecture-page', '/project-detail', '/amenities-page', '/topology-playa-del-carmen', '/property', '/show-room']) {
    await page.goto(path);
    await expect(page.locator('header[data-variant="development"]')).toBeVisible();
  }
  await expectNoA11yViolations(page);
});

test('bottom menu for a Guest and an owner: Apartments go to the visitor view or deparments', async ({ page, request }) => {
  await useSession(page, await registerUser(request));
  await page.goto('/home');
  await menu(page).getByRole('link', { name: s('bottomMenu.apartments') }).click();
  await expect(page).toHaveURL('/visitor-view');
  await menu(page).getByRole('link', { name: s('bottomMenu.development') }).click();
  await expect(page).toHaveURL('/projects');
  await menu(page).getByRole('link', { name: s('bottomMenu.profile') }).click();
  await expect(page).toHaveURL('/user');

  const owner = await browserPageFor(page, await apiSignIn(request, DEMO.owner));
  await owner.goto('/home');
  await menu(owner).getByRole('link', { name: s('bottomMenu.apartments') }).click();
  await expect(owner).toHaveURL('/deparments');
  await owner.getByRole('button', { name: s('fab.label') }).click();
  await expect(owner.getByRole('menuitem', { name: s('fab.settings') })).toHaveCount(0);
  await owner.context().close();
});

async function browserPageFor(page: Page, session: Awaited<ReturnType<typeof apiSignIn>>) {
  const context = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin, viewport: page.viewportSize() });
  const other = waitingForApp(await context.newPage());
  await useSession(other, session);
  return other;
}

test('Admin: Clients, Inventory, Add image and the Settings event', async ({ page, request }) => {
  await useSession(page, await apiSignIn(request, DEMO.admin));
  await page.goto('/home/admin');
  await menu(page).getByRole('link', { name: s('bottomMenu.clients') }).click();
  await expect(page).toHaveURL('/clients/playa-del-carmen');
  await menu(page).getByRole('link', { name: s('bottomMenu.inventory') }).click();
  await expect(page).toHaveURL('/materials/inventory');

  await page.getByRole('button', { name: /^Cuenta de / }).click();
  await page.getByRole('menuitem', { name: s('account.addImage') }).click();
  await expect(page).toHaveURL('/new-item');

  await page.evaluate(() => window.addEventListener('open-settings', () => ((window as unknown as { settingsOpened: boolean }).settingsOpened = true)));
  await page.getByRole('button', { name: s('fab.label') }).click();
  await page.getByRole('menuitem', { name: s('fab.settings') }).click();
  expect(await page.evaluate(() => (window as unknown as { settingsOpened?: boolean }).settingsOpened)).toBe(true);
});

test('share without the Web Share API: an alert with the link and a copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  for (const [path, shared] of [
    ['/location', '/home'],
    ['/item/12', '/item/12'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('button', { name: s('fab.label') }).click();
    const chat = page.getByRole('menuitem', { name: s('fab.chat') });
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await page.getByRole('menuitem', { name: s('fab.share'), exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: s('share.title') });
    await expect(dialog).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(dialog.getByRole('textbox', { name: s('share.linkLabel') })).toHaveValue(origin + shared);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: s('share.copy') }).click();
    await expect(page.getByText(s('share.copied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(origin + shared);
    await expect(dialog).toBeHidden();
  }

  // Escape closes it too, and focus goes back to the floating button whose menu opened it.
  await page.getByRole('button', { name: s('fab.label') }).click();
  await page.getByRole('menuitem', { name: s('fab.share'), exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: s('share.title') });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: s('fab.label') })).toBeFocused();
});
