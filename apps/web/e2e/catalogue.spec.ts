// The visitor's catalogue (SPEC §2.5–2.7, §2.14–2.15, §4, §9): home → picker → unit → show room
// → room filter → item → back; package cards open their tab; BLACK fetches no items; room
// labels per unit type; development cards. axe on each screen, screenshots at both widths.
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { DEMO, apiSignIn, useSession } from './support/session';

const c = (key: string) => text('es', 'catalogue', key);
const h = (key: string) => text('es', 'home', key);

async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const file = path.join(testInfo.project.outputDir, 'screenshots', testInfo.project.name, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

const roomStrip = (page: Page) => page.getByRole('group', { name: c('showRoom.rooms') });
const packageTabs = (page: Page) => page.getByRole('group', { name: c('showRoom.packages') });

test('visitor path: home → picker → unit → show room → room filter → item → back', async ({ page }, testInfo) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: h('hero.title') })).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'home');

  await page.getByRole('button', { name: h('hero.pick') }).click();
  const dialog = page.getByRole('dialog', { name: h('picker.title') });
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: h('picker.accept') });
  await expect(accept).toBeDisabled();
  await dialog.getByRole('radio', { name: h('picker.bedrooms_other').replace('{{count}}', '2') }).check();
  await expect(accept).toBeEnabled();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'home-picker');
  await accept.click();
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/\/property\/\d+$/);
  await expect(page.getByText('CONDO Depto. -2 Recamaras')).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'property');

  await page.getByRole('button', { name: c('property.showRoom') }).click();
  await expect(page).toHaveURL(/\/show-room\?property=\d+/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('propertyData') ?? 'null')?.typology)).toBe('2R');
  await expect(roomStrip(page).getByRole('button', { name: c('showRoom.all') })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.getByTestId('item-grid').getByRole('link');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'show-room');

  await roomStrip(page).getByRole('button', { name: 'BAÑO1 - MASTER BED' }).click();
  await expect.poll(() => cards.count()).toBeLessThan(all);
  const filtered = await cards.allTextContents();
  expect(filtered.length).toBeGreaterThan(0);
  for (const card of filtered) expect(card).toContain('BAÑO1 - MASTER BED');

  await cards.first().click();
  await expect(page).toHaveURL(/\/item\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(c('item.disclaimer'))).toBeVisible();
  await expect(page.getByText('BAÑO1 - MASTER BED')).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'item');

  const heart = page.getByRole('button', { name: /favorito/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: c('item.back') }).click();
  await expect(page).toHaveURL(/\/show-room/);
});

for (const pack of ['GOLD', 'PREMIUM', 'BLACK'] as const) {
  test(`package card ${pack} opens the show room on its tab`, async ({ page }) => {
    await page.goto('/home');
    await page.locator(`a[data-package="${pack}"]`).click();
    await expect(page).toHaveURL(`/show-room?package=${pack}`);
    await expect(packageTabs(page).getByRole('button', { name: c(`package.${pack}`) })).toHaveAttribute('aria-pressed', 'true');
  });
}

test('BLACK shows the marketing view and requests no items', async ({ page }, testInfo) => {
  const itemRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/items')) itemRequests.push(r.url());
  });
  await page.goto('/show-room?package=BLACK&property=24');
  await expect(page.getByTestId('black-view')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/212/);
  await expect(page.getByRole('link', { name: c('black.contact') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(itemRequests).toEqual([]);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'show-room-black');

  // Switching to GOLD fetches again.
  await packageTabs(page).getByRole('button', { name: c('package.GOLD') }).click();
  await expect(page.getByTestId('black-view')).toBeHidden();
  await expect.poll(() => itemRequests.length).toBeGreaterThan(0);
});

const ROOM_CASES = [
  { typology: '2R', label: 'BAÑO1 - MASTER BED' },
  { typology: 'PH', label: 'COCINA - ISLA' },
  { typology: 'EG', label: 'COCINETA' },
] as const;

for (const { typology, label } of ROOM_CASES) {
  test(`room labels of a ${typology} unit include '${label}'`, async ({ page, request }) => {
    const units = (await (await request.get('/api/getVisitorProperty')).json()) as { id: number; typology: string }[];
    const unit = units.find((u) => u.typology === typology);
    expect(unit, `a ${typology} unit for sale`).toBeTruthy();
    await page.goto(`/show-room?property=${unit!.id}&package=GOLD`);
    await expect(roomStrip(page).getByRole('button', { name: label, exact: true })).toBeVisible();
    await roomStrip(page).getByRole('button', { name: label, exact: true }).click();
    await expect(page.getByTestId('item-grid').getByRole('link').first()).toContainText(label);
  });
}

test('development cards: a visitor goes to /location, Miami is inert', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByText(h('developments.help'))).toBeVisible();
  await page.getByTestId('development-MIA').click();
  await expect(page).toHaveURL('/home');
  await page.getByTestId('development-PDC').click();
  await expect(page).toHaveURL('/location');
});

test('development cards: an Admin goes to the topology page and sees no helper text', async ({ page, request }) => {
  await useSession(page, await apiSignIn(request, DEMO.admin));
  await page.goto('/home');
  await expect(page.getByTestId('development-PDC')).toBeVisible();
  await expect(page.getByText(h('developments.help'))).toHaveCount(0);
  await page.getByTestId('development-PDC').click();
  await expect(page).toHaveURL('/topology-playa-del-carmen');
});

test('comparison view: ESTANDAR, GOLD and PREMIUM side by side by room, BLACK as its own column', async ({ page }, testInfo) => {
  await page.goto('/show-room?property=12&package=GOLD');
  await expect(page.getByTestId('item-grid').getByRole('link').first()).toBeVisible();
  await page.getByRole('button', { name: c('compare.toggle') }).click();
  await expect(page).toHaveURL(/compare=1/);
  const table = page.getByTestId('comparison-table');
  for (const col of ['ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK']) {
    await expect(table.getByRole('columnheader', { name: c(`package.${col}`) })).toBeVisible();
  }
  await expect(table.getByRole('rowheader', { name: 'BAÑO1 - MASTER BED' })).toBeVisible();
  await expect(table.getByText(c('compare.black'))).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'show-room-compare');
});
