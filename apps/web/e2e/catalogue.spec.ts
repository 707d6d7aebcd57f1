// The visitor's catalogue (SPEC §2.5–2.7, §2.14–2.15, §4, §9): home → picker → unit → show room
// → room filter → item → back → comparison, in es/en/fr (labels, item names and room labels come
// from the API in the chosen language); package cards open their tab; the Estándar tab of a unit
// furnished at that level; BLACK fetches no items; room labels per unit type in each language;
// development cards. axe on each screen, screenshots per language at both widths.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { apiDevelopment, escapeRegExp } from './support/developments';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text, type Language } from './support/locales';
import { DEMO, apiSignIn, useSession } from './support/session';
import { saveScreenshot } from './support/screenshots';

/** Room labels come from @vitrina/contracts, the rules the API applies (one source). */
const { roomLabelIn } = await import('../../../packages/contracts/src/rooms');

const c = (key: string, lang: Language = 'es') => text(lang, 'catalogue', key);
const h = (key: string, lang: Language = 'es') => text(lang, 'home', key);

/** Runs the app in a language from its first script on (the stored choice, SPEC §3). */
async function useLanguage(page: Page, lang: Language) {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

type ApiItem = { id: number; item: string; room: string; room_label: string };
type ApiUnit = { id: number; typology: string; furniture: string; description: string; typology_name: string };

async function apiItems(request: APIRequestContext, lang: Language, category: string, typology: string) {
  const res = await request.post('/api/items/category', { data: { category, typology }, headers: { 'accept-language': lang } });
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiItem[];
}

// The room chips are a radio group and the packages a tab list (arrow keys inside: keyboard.spec.ts).
const roomStrip = (page: Page, lang: Language = 'es') => page.getByRole('radiogroup', { name: c('showRoom.rooms', lang) });
const packageTabs = (page: Page, lang: Language = 'es') => page.getByRole('tablist', { name: c('showRoom.packages', lang) });

for (const lang of LANGUAGES) {
  test(`visitor path in ${lang}: home → picker → unit → show room → room filter → item → back → comparison`, async ({ page, request }, testInfo) => {
    // Eight screens, each with axe and a full-page screenshot.
    test.setTimeout(120_000);
    await useLanguage(page, lang);
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: h('hero.title', lang) })).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `home-${lang}`);
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: h('hero.pick', lang) }).click();
    const dialog = page.getByRole('dialog', { name: h('picker.title', lang) });
    await expect(dialog).toBeVisible();
    const accept = dialog.getByRole('button', { name: h('picker.accept', lang) });
    await expect(accept).toBeDisabled();
    // The first development's unit types, named as the API names them in this language.
    const twoBedrooms = (await apiDevelopment(request, 'playa-del-carmen', lang)).typologies.find((t) => t.code === '2R')!;
    await dialog.getByRole('radio', { name: new RegExp(`^${escapeRegExp(twoBedrooms.name)}`) }).check();
    await expect(accept).toBeEnabled();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `home-picker-${lang}`);
    await expectNoSideScroll(page);
    await accept.click();
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL(/\/property\/\d+$/);
    const unitId = Number(new URL(page.url()).pathname.split('/').pop());
    const unit = (await (await request.post('/api/getProperty', { data: { id: String(unitId) }, headers: { 'accept-language': lang } })).json()) as ApiUnit;
    expect(unit.typology).toBe('2R');
    // The unit-type line: the spec's Spanish text, or the API's name in en/fr (decision 015).
    await expect(page.getByText(lang === 'es' ? unit.description : unit.typology_name, { exact: true })).toBeVisible();
    await expect(page.getByText(c(`package.${unit.furniture}`, lang), { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `property-${lang}`);
    await expectNoSideScroll(page);

    await page.getByRole('button', { name: c('property.showRoom', lang) }).click();
    await expect(page).toHaveURL(/\/show-room\?property=\d+/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('propertyData') ?? 'null')?.typology)).toBe('2R');
    // The tab of the unit's own furniture level is the pressed one (SPEC §4, decision 014).
    await expect(packageTabs(page, lang).getByRole('tab', { name: c(`package.${unit.furniture}`, lang), exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(roomStrip(page, lang).getByRole('radio', { name: c('showRoom.all', lang) })).toHaveAttribute('aria-checked', 'true');
    const cards = page.getByTestId('item-grid').getByRole('link');
    const expected = await apiItems(request, lang, unit.furniture, unit.typology);
    await expect(cards).toHaveCount(expected.length);
    // The cards show the item names of the chosen language, as the API gives them.
    const names = await page.getByTestId('item-grid').getByTestId('item-name').allTextContents();
    expect(names.map((n) => n.trim()).sort()).toEqual(expected.map((i) => i.item).sort());
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `show-room-${lang}`);
    await expectNoSideScroll(page);

    const master = roomLabelIn('BAÑO1 - GENERAL', '2R', lang);
    if (lang !== 'es') expect(master).not.toBe(roomLabelIn('BAÑO1 - GENERAL', '2R', 'es'));
    await roomStrip(page, lang).getByRole('radio', { name: master, exact: true }).click();
    const inRoom = expected.filter((i) => i.room_label === master);
    expect(inRoom.length).toBeGreaterThan(0);
    await expect(cards).toHaveCount(inRoom.length);
    for (const card of await cards.allTextContents()) expect(card).toContain(master);
    await saveScreenshot(page, testInfo, `show-room-filtered-${lang}`);
    await expectNoSideScroll(page);

    await cards.first().click();
    await expect(page).toHaveURL(/\/item\/\d+$/);
    // The address changes before the item's screen replaces the show room's: its heading is
    // read once the item's own text is shown (read at once, it was the unit's once in a run).
    await expect(page.getByText(c('item.disclaimer', lang))).toBeVisible();
    const itemName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(inRoom.map((i) => i.item)).toContain(itemName);
    await expect(page.getByText(master)).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `item-${lang}`);
    await expectNoSideScroll(page);

    const heart = page.getByRole('button', { name: c('item.favourite', lang).replace('{{name}}', itemName) });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: c('item.back', lang) }).click();
    await expect(page).toHaveURL(/\/show-room/);

    // The comparison view: the four levels side by side, rooms in the chosen language.
    await page.getByRole('button', { name: c('compare.toggle', lang) }).click();
    await expect(page).toHaveURL(/compare=1/);
    const table = page.getByTestId('comparison-table');
    for (const col of ['ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK']) {
      await expect(table.getByRole('columnheader', { name: c(`package.${col}`, lang) })).toBeVisible();
    }
    await expect(table.getByRole('rowheader', { name: master })).toBeVisible();
    await expect(table.getByText(c('compare.black', lang))).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `show-room-compare-${lang}`);
    await expectNoSideScroll(page);
  });
}

for (const pack of ['GOLD', 'PREMIUM', 'BLACK'] as const) {
  test(`package card ${pack} opens the show room on its tab`, async ({ page }) => {
    await page.goto('/home');
    await page.locator(`a[data-package="${pack}"]`).click();
    await expect(page).toHaveURL(`/show-room?package=${pack}`);
    await expect(packageTabs(page).getByRole('tab', { name: c(`package.${pack}`) })).toHaveAttribute('aria-selected', 'true');
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
  await packageTabs(page).getByRole('tab', { name: c('package.GOLD') }).click();
  await expect(page.getByTestId('black-view')).toBeHidden();
  await expect.poll(() => itemRequests.length).toBeGreaterThan(0);
});

/** The typology-specific rules of SPEC §9: the raw room and the label a unit of that type shows. */
const ROOM_CASES = [
  { typology: '2R', room: 'BAÑO1 - GENERAL' },
  { typology: 'PH', room: 'COCINA' },
  { typology: 'EG', room: 'COCINA' },
] as const;

for (const lang of LANGUAGES) {
  test(`room labels of 2R, PH and EG units in ${lang}`, async ({ page, request }, testInfo) => {
    await useLanguage(page, lang);
    const units = (await (await request.get('/api/getVisitorProperty')).json()) as ApiUnit[];
    for (const { typology, room } of ROOM_CASES) {
      const label = roomLabelIn(room, typology, lang);
      const unit = units.find((u) => u.typology === typology);
      expect(unit, `a ${typology} unit for sale`).toBeTruthy();
      await page.goto(`/show-room?property=${unit!.id}&package=GOLD`);
      const chip = roomStrip(page, lang).getByRole('radio', { name: label, exact: true });
      await expect(chip).toBeVisible();
      await chip.click();
      await expect(chip).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByTestId('item-grid').getByRole('link').first()).toContainText(label);
      if (typology === 'PH') await saveScreenshot(page, testInfo, `show-room-ph-${lang}`);
    }
  });
}

test('Estándar tab: shown and pressed for a unit furnished at ESTANDAR, absent for the others', async ({ page, request }, testInfo) => {
  const units = (await (await request.get('/api/getVisitorProperty')).json()) as ApiUnit[];
  const standard = units.find((u) => u.furniture === 'ESTANDAR');
  const gold = units.find((u) => u.furniture === 'GOLD');
  expect(standard && gold, 'an ESTANDAR and a GOLD unit for sale').toBeTruthy();
  const tab = (name: string) => packageTabs(page).getByRole('tab', { name: c(`package.${name}`), exact: true });

  await page.goto(`/show-room?property=${standard!.id}`);
  await expect(packageTabs(page).getByRole('tab')).toHaveCount(4);
  await expect(tab('ESTANDAR')).toHaveAttribute('aria-selected', 'true');
  for (const pack of ['GOLD', 'PREMIUM', 'BLACK']) await expect(tab(pack)).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByText(c('showRoom.standardNote'))).toBeVisible();
  const expected = await apiItems(request, 'es', 'ESTANDAR', standard!.typology);
  await expect(page.getByTestId('item-grid').getByRole('link')).toHaveCount(expected.length);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'show-room-standard');

  // A package chosen from the tabs (or the query) wins; Estándar stays there to come back to.
  await tab('PREMIUM').click();
  await expect(page).toHaveURL(/package=PREMIUM/);
  await expect(tab('PREMIUM')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('ESTANDAR')).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByText(c('showRoom.standardNote'))).toHaveCount(0);
  await tab('ESTANDAR').click();
  await expect(page).toHaveURL(/package=ESTANDAR/);
  await expect(tab('ESTANDAR')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('item-grid').getByRole('link')).toHaveCount(expected.length);

  // The default unit of the show room (no property anywhere) is furnished at ESTANDAR too.
  await page.evaluate(() => localStorage.removeItem('propertyData'));
  await page.goto('/show-room');
  await expect(tab('ESTANDAR')).toHaveAttribute('aria-selected', 'true');

  await page.goto(`/show-room?property=${gold!.id}`);
  await expect(tab('GOLD')).toHaveAttribute('aria-selected', 'true');
  await expect(packageTabs(page).getByRole('tab')).toHaveCount(3);
  await expect(tab('ESTANDAR')).toHaveCount(0);
});

test('development cards: a visitor goes to /location, Miami is inert', async ({ page }) => {
  await page.goto('/home');
  // Other specs add developments to the same server: look at the demo's two cards only.
  await expect(page.getByTestId('development-PDC').getByText(h('developments.help'))).toBeVisible();
  await expect(page.getByTestId('development-MIA').getByText(h('developments.help'))).toHaveCount(0);
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
