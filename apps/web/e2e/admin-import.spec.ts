// The catalogue import screen (issue 13, Admin) in es, en and fr: a CSV of ten rows with three
// wrong ones (and a column the import does not know) shows each error at its line and column
// and cannot be imported; the corrected file
// previews ten items to create, imports with its upload progress shown, and an imported code is
// found in the inventory; axe on the preview and on the result. The bulk image linker: two
// files matched by the code in their names, one unmatched, then "Retry failed" sends only that
// one; Cancel stops an upload under way. Rows of this spec use codes IMP-E2E-… in PREMIUM · EPH
// (a pair no other spec counts).
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text } from './support/locales';
import { solidPng } from './support/png';
import { DEMO, apiSignIn, authHeader, useSession, type TestSession } from './support/session';
import { saveScreenshot } from './support/screenshots';

const { ITEM_IMPORT_COLUMNS } = await import('../../../packages/contracts/src/catalogue-import');

type Row = Record<(typeof ITEM_IMPORT_COLUMNS)[number], string>;

/** A valid row of this spec; `words` makes its descriptions long (a file big enough to watch it upload). */
function row(code: string, words = 0): Row {
  const long = words ? ` ${'madera de parota tallada a mano '.repeat(words)}`.trimEnd() : '';
  return {
    code,
    category: 'PREMIUM',
    typology: 'EPH',
    room: 'SALA',
    type: 'Mueble',
    quantity: '2',
    name_es: `Butaca ${code}`,
    name_en: `Armchair ${code}`,
    name_fr: `Fauteuil ${code}`,
    description_es: `Butaca de prueba.${long}`,
    description_en: 'Test armchair.',
    description_fr: 'Fauteuil d’essai.',
  };
}

/** The rows under the import's header; `notes` adds a column the import does not know. */
function csv(rows: readonly Row[], { notes = false } = {}): Buffer {
  const field = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const header = [...ITEM_IMPORT_COLUMNS, ...(notes ? ['notas'] : [])].join(',');
  const lines = [header, ...rows.map((r) => [...ITEM_IMPORT_COLUMNS.map((c) => field(r[c])), ...(notes ? ['revisar'] : [])].join(','))];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

const uniqueCode = (label: string) => `IMP-E2E-${label}-${randomUUID().slice(0, 6).toUpperCase()}`;

/** Slows the page's uploads down, so a progress bar has time to show (null: back to full speed). */
async function throttleUploads(page: Page, bytesPerSecond: number | null) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond ?? -1 });
}

for (const lang of LANGUAGES) {
  test(`import in ${lang}: three wrong rows by line, then a clean file previewed, imported with progress, found in the inventory`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const a = (key: string) => text(lang, 'admin', key);
    const admin = await apiSignIn(request, DEMO.admin);
    await useSession(page, admin, { lang });
    const codes = Array.from({ length: 10 }, (_, i) => uniqueCode(`${lang.toUpperCase()}${i + 1}`));

    await page.goto('/materials/import');
    await expect(page.getByRole('heading', { level: 1, name: a('import.title') })).toBeVisible();
    // The columns are explained, each by its contract name.
    const columns = page.getByRole('region', { name: a('import.columns.title') });
    for (const column of ITEM_IMPORT_COLUMNS) await expect(columns.getByText(column, { exact: true })).toBeVisible();

    // Ten rows, three wrong: a negative quantity (line 4), an unknown typology (line 7), no English name (line 10).
    const wrong = codes.map((code) => row(code));
    wrong[2]!.quantity = '-1';
    wrong[5]!.typology = 'XX';
    wrong[8]!.name_en = '';
    await page.getByLabel(a('import.choose.drop')).setInputFiles({ name: 'catalogo-con-errores.csv', mimeType: 'text/csv', buffer: csv(wrong, { notes: true }) });

    await expect(page.getByRole('heading', { level: 2, name: a('import.preview.title') })).toBeFocused();
    const errors = page.getByRole('region', { name: a('import.errors.table') }).getByRole('table');
    await expect(errors.getByRole('row')).toHaveCount(4);
    const cells = async (n: number) => (await errors.getByRole('row').nth(n).getByRole('cell').allTextContents()).map((c) => c.trim());
    expect((await cells(1)).slice(0, 2)).toEqual(['4', 'quantity']);
    expect((await cells(2)).slice(0, 2)).toEqual(['7', 'typology']);
    expect((await cells(3)).slice(0, 2)).toEqual(['10', 'name_en']);
    await expect(page.getByTestId('import-create')).toHaveText('7');
    // The column the import does not know is named, not refused.
    await expect(page.getByText(a('import.preview.unknownColumns_one'))).toContainText('notas');
    await expect(page.getByRole('button', { name: a('import.preview.import'), exact: true })).toBeDisabled();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `import-errors-${lang}`);
    await expectNoSideScroll(page);
    // Nothing was written by the dry run.
    const none = await request.get(`/api/items`);
    expect(((await none.json()) as { code: string }[]).some((i) => codes.includes(i.code))).toBe(false);

    // The corrected file (descriptions long enough to watch the upload) previews ten to create.
    const right = codes.map((code) => row(code, 60));
    await page.getByLabel(a('import.preview.another')).setInputFiles({ name: 'catalogo.csv', mimeType: 'text/csv', buffer: csv(right) });
    await expect(page.getByTestId('import-create')).toHaveText('10');
    await expect(page.getByTestId('import-update')).toHaveText('0');
    await expect(page.getByTestId('import-unchanged')).toHaveText('0');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `import-preview-${lang}`);
    await expectNoSideScroll(page);

    // Import, the upload slowed down: its progress bar moves, then the server's work, then the result.
    await throttleUploads(page, 12 * 1024);
    await page.getByRole('button', { name: a('import.preview.import'), exact: true }).click();
    const upload = page.getByTestId('import-upload-progress');
    await expect(upload).toBeVisible();
    await expect.poll(() => upload.evaluate((bar: HTMLProgressElement) => bar.value), { timeout: 20_000 }).toBeGreaterThan(0);
    await saveScreenshot(page, testInfo, `import-progress-${lang}`, { fullPage: false });
    const done = page.getByRole('heading', { level: 2, name: a('import.done.title') });
    await expect(done).toBeVisible({ timeout: 30_000 });
    await throttleUploads(page, null);
    await expect(done).toBeFocused();
    await expect(page.getByTestId('import-create')).toHaveText('10');
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `import-result-${lang}`);
    await expectNoSideScroll(page);

    // The inventory shows an imported code.
    await page.getByRole('link', { name: a('import.done.toInventory') }).click();
    await expect(page.getByRole('heading', { level: 1, name: a('inventory.title') })).toBeVisible();
    await page.getByRole('searchbox', { name: a('inventory.search') }).fill(codes[6]!);
    await expect(page.getByText(codes[6]!, { exact: true })).toBeVisible();
  });
}

test('the inventory exports the catalogue from the server, and the import screen downloads the template', async ({ page, request }, testInfo) => {
  const a = (key: string) => text('es', 'admin', key);
  const admin = await apiSignIn(request, DEMO.admin);
  await useSession(page, admin);
  await page.goto('/materials/inventory');
  await expect(page.getByRole('link', { name: a('import.link') })).toBeVisible();
  await saveScreenshot(page, testInfo, 'inventory-file-actions', { fullPage: false });
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: a('import.exportXlsx') }).click();
  expect((await exported).suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.xlsx$/);

  await page.getByRole('link', { name: a('import.link') }).click();
  await expect(page.getByRole('heading', { level: 1, name: a('import.title') })).toBeVisible();
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: a('import.downloads.template.csv') }).click();
  const file = await template;
  expect(file.suggestedFilename()).toBe('catalogue-template.csv');
  const header = (await import('node:fs')).readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/)[0];
  expect(header).toBe(ITEM_IMPORT_COLUMNS.join(','));

  // A file that is neither CSV nor XLSX: the server's 415, explained.
  await page.getByLabel(a('import.choose.drop')).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: solidPng(8, 8, [0, 0, 0]) });
  await expect(page.getByRole('alert')).toContainText(a('import.problems.unsupported.title'));
});

async function createItem(request: APIRequestContext, admin: TestSession, code: string) {
  const res = await request.post('/api/items', {
    headers: authHeader(admin),
    data: {
      item: { es: `Lámpara ${code}`, en: `Lamp ${code}`, fr: `Lampe ${code}` },
      description: { es: 'Prueba', en: 'Test', fr: 'Essai' },
      code,
      room: 'SALA',
      type: 'Mueble',
      category: 'PREMIUM',
      typology: 'EPH',
      quantity: 1,
    },
  });
  expect(res.status()).toBeLessThan(300);
  return ((await res.json()) as { item: { id: number } }).item.id;
}

const itemImage = async (request: APIRequestContext, id: number) => ((await (await request.get(`/api/getItem/${id}`)).json()) as { image: string | null }).image;

test('bulk linker: n of N, two files matched and one not, Retry failed sends only that one; Cancel stops an upload', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const a = (key: string) => text('es', 'admin', key);
  const admin = await apiSignIn(request, DEMO.admin);
  const [first, second, later] = [uniqueCode('L1'), uniqueCode('L2'), uniqueCode('L3')];
  const firstId = await createItem(request, admin, first);
  const secondId = await createItem(request, admin, second);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/items/upload/')) uploads.push(r.url());
  });
  await useSession(page, admin);
  await page.goto('/new-item');

  const png = (rgb: [number, number, number]) => solidPng(40, 40, rgb);
  await page.getByLabel(a('items.bulkDrop')).setInputFiles([
    { name: `${first.toLowerCase()}-frente.png`, mimeType: 'image/png', buffer: png([20, 90, 100]) },
    { name: `foto_${second}.png`, mimeType: 'image/png', buffer: png([120, 90, 30]) },
    // Its item does not exist yet.
    { name: `${later}.png`, mimeType: 'image/png', buffer: png([90, 20, 40]) },
  ]);
  const results = page.getByRole('list', { name: a('items.bulkResults') });
  const summary = page.getByTestId('bulk-summary');
  const expectSummary = (linked: number, failed: number, cancelled: number) =>
    expect(summary).toHaveText(a('items.bulkSummary').replace('{{linked}}', String(linked)).replace('{{failed}}', String(failed)).replace('{{cancelled}}', String(cancelled)));
  await expectSummary(2, 1, 0);
  await expect(page.getByText(a('items.bulkProgress').replace('{{done}}', '3').replace('{{total}}', '3'))).toBeVisible();
  await expect(results.getByRole('listitem').nth(0)).toContainText(`Lámpara ${first}`);
  await expect(results.getByRole('listitem').nth(1)).toContainText(`Lámpara ${second}`);
  await expect(results.getByRole('listitem').nth(2)).toContainText(a('items.bulkNoCode'));
  expect(uploads).toHaveLength(2);
  await expect.poll(() => itemImage(request, firstId)).not.toBeNull();
  await expect.poll(() => itemImage(request, secondId)).not.toBeNull();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'bulk-linker-failed', { fullPage: false });

  // Once its item exists, Retry failed sends that file alone.
  const laterId = await createItem(request, admin, later);
  await page.getByRole('button', { name: a('items.bulkRetry').replace('{{n}}', '1') }).click();
  await expectSummary(3, 0, 0);
  await expect(results.getByRole('listitem').nth(2)).toContainText(`Lámpara ${later}`);
  expect(uploads).toHaveLength(3);
  expect(uploads[2]).toContain(`/api/items/upload/${laterId}`);

  // Cancel during a slow upload: that file and the next are cancelled, nothing is linked.
  const [slowA, slowB] = [uniqueCode('C1'), uniqueCode('C2')];
  const slowAId = await createItem(request, admin, slowA);
  await createItem(request, admin, slowB);
  await throttleUploads(page, 16 * 1024);
  const big = solidPng(300, 300, [200, 180, 150], { stored: true });
  await page.getByLabel(a('items.bulkDrop')).setInputFiles([
    { name: `${slowA}.png`, mimeType: 'image/png', buffer: big },
    { name: `${slowB}.png`, mimeType: 'image/png', buffer: big },
  ]);
  const fileBar = page.getByRole('progressbar', { name: a('items.bulkFileProgress').replace('{{name}}', `${slowA}.png`) });
  await expect(fileBar).toBeVisible();
  await expect.poll(() => fileBar.evaluate((bar: HTMLProgressElement) => bar.value), { timeout: 20_000 }).toBeGreaterThan(0);
  await saveScreenshot(page, testInfo, 'bulk-linker-uploading', { fullPage: false });
  await page.getByRole('button', { name: a('items.bulkCancel') }).click();
  await throttleUploads(page, null);
  await expectSummary(0, 0, 2);
  await expect(results.getByRole('listitem').nth(0)).toContainText(a('items.bulkCancelled'));
  await expect(results.getByRole('listitem').nth(1)).toContainText(a('items.bulkCancelled'));
  // Cancelled files are not retried: no Retry button, and the item has no picture.
  await expect(page.getByRole('button', { name: a('items.bulkRetry').replace(/\s*\(\{\{n\}\}\)/, '') })).toHaveCount(0);
  expect(await itemImage(request, slowAId)).toBeNull();
});
