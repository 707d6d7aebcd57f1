// /new-item (SPEC §2.9, Admin): link a valid image to an item and see it on the item; a
// refused file shows the server's reason; bulk linking by the code in the file name; the
// category list (BLACK is empty) and creating an item in three languages; an invalid item shows
// a message at each refused field (browser and server checks) and creates nothing.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { solidPng } from './support/png';
import { DEMO, apiSignIn, authHeader, useSession, type TestSession } from './support/session';
import { saveScreenshot } from './support/screenshots';

const { VALIDATION_TEXTS } = await import('../../../packages/contracts/src/locales/validation');
const { catalogueMessages } = await import('../../api/src/i18n/messages/catalogue');
const a = (key: string) => text('es', 'admin', key);
const v = (key: keyof (typeof VALIDATION_TEXTS)['es']) => VALIDATION_TEXTS.es[key];

/** An item of this test only, so no other spec sees its image change. */
async function createItem(request: APIRequestContext, admin: TestSession, label: string) {
  const code = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  const name = `${label} ${code}`;
  const res = await request.post('/api/items', {
    headers: authHeader(admin),
    data: {
      item: { es: name, en: name, fr: name },
      description: { es: 'Prueba', en: 'Test', fr: 'Essai' },
      code,
      room: 'Sala',
      type: 'Mueble',
      category: 'GOLD',
      typology: '2R',
      quantity: 1,
    },
  });
  expect(res.status()).toBeLessThan(300);
  const { item } = (await res.json()) as { item: { id: number } };
  return { id: item.id, code, name };
}

async function itemImage(request: APIRequestContext, id: number) {
  return ((await (await request.get(`/api/getItem/${id}`)).json()) as { image: string | null }).image;
}

test('link an image: required fields, preview, success, then a refused file shows the reason', async ({ page, request }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  const item = await createItem(request, admin, 'Lámpara');
  await useSession(page, admin);
  await page.goto('/new-item');
  await expect(page.getByRole('heading', { level: 1, name: a('items.title') })).toBeVisible();

  await page.getByRole('button', { name: a('items.link') }).click();
  await expect(page.getByRole('alert').filter({ hasText: a('items.required') }).first()).toBeVisible();

  await page.getByLabel(a('items.searchItem')).fill(item.code);
  await page.getByLabel(a('items.item'), { exact: true }).selectOption(String(item.id));
  await page.getByLabel(a('items.image'), { exact: true }).setInputFiles({ name: 'lampara.png', mimeType: 'image/png', buffer: solidPng(64, 48, [176, 141, 87]) });
  await expect(page.getByRole('img', { name: a('items.previewAlt') })).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-new-item', { fullPage: false });
  await page.getByRole('button', { name: a('items.link') }).click();
  await expect(page.getByTestId('alerts').getByText(a('items.linked'))).toBeVisible();
  await expect.poll(() => itemImage(request, item.id)).not.toBeNull();

  // The item shows its picture in the GOLD list.
  await page.getByRole('button', { name: a('items.category.GOLD') }).click();
  const row = page.getByTestId('category-items').getByRole('listitem').filter({ hasText: item.name });
  await row.scrollIntoViewIfNeeded();
  await expect(row.locator('img')).toHaveAttribute('src', /\/api\/images\//);
  await expect.poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A text file named .png is refused with the server's reason (415).
  await page.getByLabel(a('items.item'), { exact: true }).selectOption(String(item.id));
  await page.getByLabel(a('items.image'), { exact: true }).setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
  await page.getByRole('button', { name: a('items.link') }).click();
  await expect(page.locator('form').getByRole('alert')).toContainText('no es una imagen admitida');

  // A visitor's show room of a 2R unit shows the new picture on the item's card.
  const units = (await (await request.get('/api/getAllProperties', { headers: authHeader(admin) })).json()) as { id: number; typology: string }[];
  const unit = units.find((u) => u.typology === '2R')!;
  await page.goto(`/show-room?property=${unit.id}&package=GOLD`);
  const card = page.locator('a', { hasText: item.name });
  await card.scrollIntoViewIfNeeded();
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/images\//);
  await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('bulk upload links each file by the code in its name, with a result per file', async ({ page, request }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  const first = await createItem(request, admin, 'Sofá');
  const second = await createItem(request, admin, 'Mesa');
  await useSession(page, admin);
  await page.goto('/new-item');
  await expect(page.getByRole('heading', { level: 2, name: a('items.bulkTitle') })).toBeVisible();
  await page.getByLabel(a('items.bulkDrop')).setInputFiles([
    { name: `${first.code.toLowerCase()}-frente.png`, mimeType: 'image/png', buffer: solidPng(40, 40, [20, 90, 100]) },
    { name: `foto_${second.code}.png`, mimeType: 'image/png', buffer: solidPng(40, 40, [120, 90, 30]) },
    { name: 'sin-codigo.png', mimeType: 'image/png', buffer: solidPng(40, 40, [0, 0, 0]) },
  ]);
  const results = page.getByRole('list', { name: a('items.bulkResults') });
  await expect(results.getByRole('listitem').nth(0)).toContainText(first.name);
  await expect(results.getByRole('listitem').nth(1)).toContainText(second.name);
  await expect(results.getByRole('listitem').nth(2)).toContainText(a('items.bulkNoCode'));
  await expect.poll(() => itemImage(request, first.id)).not.toBeNull();
  await expect.poll(() => itemImage(request, second.id)).not.toBeNull();
  await saveScreenshot(page, testInfo, 'admin-bulk-upload', { fullPage: false });
});

test('category list: BLACK has no items; create an item in three languages', async ({ page, request }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  await useSession(page, admin);
  await page.goto('/new-item');
  await page.getByRole('button', { name: a('items.category.BLACK') }).click();
  await expect(page.getByText(a('items.empty'))).toBeVisible();

  const code = `E2E-N${randomUUID().slice(0, 5).toUpperCase()}`;
  await page.getByRole('button', { name: a('items.create') }).click();
  const dialog = page.getByRole('dialog', { name: a('items.createTitle') });
  for (const [i, lang] of ['es', 'en', 'fr'].entries()) {
    const group = dialog.getByRole('group', { name: a(`items.languages.${lang}`) });
    await group.getByLabel(a('items.name')).fill(`Silla ${code} ${lang}`);
    await group.getByLabel(a('items.description')).fill(`Descripción ${i}`);
  }
  await dialog.getByLabel(a('items.code'), { exact: true }).fill(code);
  await dialog.getByLabel(a('items.room')).fill('Comedor');
  await dialog.getByLabel(a('items.type'), { exact: true }).fill('Silla');
  await dialog.getByLabel(a('items.quantity')).fill('4');
  await dialog.getByLabel(a('items.categoryLabel')).selectOption('PREMIUM');
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-item-form', { fullPage: false });
  await dialog.getByRole('button', { name: a('items.save') }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: a('items.category.PREMIUM') }).click();
  await expect(page.getByTestId('category-items').getByText(`Silla ${code} es`)).toBeVisible();
  const items = (await (await request.get('/api/items', { headers: { 'accept-language': 'fr' } })).json()) as { item: string; code: string }[];
  expect(items.find((i) => i.code === code)?.item).toBe(`Silla ${code} fr`);
});

test('an invalid item: each field says what is wrong, focus goes to the first, a taken code is marked, nothing is created', async ({ page, request }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  const before = (await (await request.get('/api/items')).json()) as { code: string }[];
  const taken = before[0]!.code;
  await useSession(page, admin);
  await page.goto('/new-item');
  await page.getByRole('button', { name: a('items.create') }).click();
  const dialog = page.getByRole('dialog', { name: a('items.createTitle') });
  const group = (lang: string) => dialog.getByRole('group', { name: a(`items.languages.${lang}`) });
  const code = dialog.getByLabel(a('items.code'), { exact: true });
  const quantity = dialog.getByLabel(a('items.quantity'));

  // Only the Spanish texts, a code with a space and an accent, a negative quantity.
  await group('es').getByLabel(a('items.name')).fill('Silla de prueba');
  await group('es').getByLabel(a('items.description')).fill('Roble');
  await code.fill('SILLA Ñ 01');
  await dialog.getByLabel(a('items.room')).fill('COMEDOR');
  await dialog.getByLabel(a('items.type'), { exact: true }).fill('Mobiliario');
  await quantity.fill('-3');
  await dialog.getByRole('button', { name: a('items.save') }).click();

  const enName = group('en').getByLabel(a('items.name'));
  await expect(enName).toBeFocused();
  await expect(enName).toHaveAttribute('aria-invalid', 'true');
  await expect(enName).toHaveAccessibleDescription(v('item.nameRequired'));
  await expect(group('fr').getByLabel(a('items.name'))).toHaveAccessibleDescription(v('item.nameRequired'));
  await expect(group('en').getByLabel(a('items.description'))).toHaveAccessibleDescription(v('item.descriptionRequired'));
  await expect(group('es').getByLabel(a('items.name'))).not.toHaveAttribute('aria-invalid');
  await expect(code).toHaveAccessibleDescription(v('item.codeInvalid'));
  await expect(quantity).toHaveAccessibleDescription(v('item.quantityRange'));
  await expect(dialog.getByRole('alert')).toHaveText(a('items.invalid'));
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-item-form-errors', { fullPage: false });

  // Correcting a field clears its message; the server refuses a code another item has.
  for (const lang of ['en', 'fr']) {
    await group(lang).getByLabel(a('items.name')).fill(`Chair ${lang}`);
    await group(lang).getByLabel(a('items.description')).fill('Oak');
  }
  await expect(enName).not.toHaveAttribute('aria-invalid');
  await quantity.fill('2');
  await code.fill(taken);
  await dialog.getByRole('button', { name: a('items.save') }).click();
  await expect(code).toHaveAccessibleDescription(catalogueMessages.es['catalogue.codeTaken']!);
  await expect(code).toBeFocused();
  await expect(dialog).toBeVisible();

  // Nothing was created by either attempt (other tests may add items meanwhile: only this
  // test's texts and codes are looked for).
  const after = (await (await request.get('/api/items')).json()) as { code: string; item: string }[];
  expect(after.filter((i) => i.code === taken)).toHaveLength(1);
  expect(after.some((i) => i.item === 'Silla de prueba' || i.code === 'SILLA Ñ 01')).toBe(false);
});

test('inventory: totals, items without image flagged, search and the CSV export', async ({ page, request }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  const all = (await (await request.get('/api/items')).json()) as { quantity: number; image: string | null; code: string }[];
  await useSession(page, admin);
  await page.goto('/materials/inventory');
  await expect(page.getByRole('heading', { level: 1, name: a('inventory.title') })).toBeVisible();
  await expect(page.getByTestId('inventory-items')).toHaveText(String(all.length).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-inventory', { fullPage: false });

  const one = all[0]!;
  await page.getByRole('searchbox', { name: a('inventory.search') }).fill(one.code);
  await expect(page.getByTestId('inventory-items')).toHaveText('1');
  await expect(page.getByTestId('inventory-total')).toHaveText(String(one.quantity));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: a('inventory.export') }).click();
  const file = await download;
  // The server's export (issue 13): the whole catalogue with the import's columns, whatever the search.
  expect(file.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await import('node:fs')).readFileSync((await file.path())!, 'utf8');
  expect(csv.split(/\r?\n/).filter(Boolean).length).toBeGreaterThanOrEqual(all.length + 1);
  expect(csv).toContain(one.code);
});
