// The buyer's file (issue 34, decision 052), at both widths: set up through the API as the
// Admin (a new buyer, an available unit assigned to them, a contract shared with them, a schedule
// with a paid, an overdue, a due and an upcoming line, a payment that files a receipt, a message
// from the office); then the buyer signs in, reaches "My file" from their unit with the keyboard,
// sees the contract and the receipt and downloads both (PDF bytes), sees the statuses and totals,
// writes to the office and sees the message; axe clean. Then, without a connection, the file
// opens again with what was seen, the contract downloads from the device, a plan never downloaded
// says it is not on the device yet, and a message written offline waits and goes out when the
// connection returns.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Locator, Page, TestInfo } from '@playwright/test';
import { UNIT_MESSAGE_KEYS, VALIDATION_TEXTS } from '@vitrina/contracts';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text, type Language } from './support/locales';
import { DEMO, apiSignIn, authHeader, registerUser, useSession, type TestSession } from './support/session';
import { saveScreenshot } from './support/screenshots';
import { tabTo } from './support/tab-to';

const o = (key: string, lang: Language = 'es') => text(lang, 'ownerFile', key);

/** A small PDF the API's content check accepts (signature at 0, %%EOF at the end). */
const pdf = (title: string) => Buffer.from(`%PDF-1.4\n% ${title}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Unit {
  id: number;
  name: string;
  development: string;
}

/** Assigns an available unit of the demo development to the buyer; each project starts at its own place. */
async function assignUnit(request: APIRequestContext, admin: TestSession, buyer: TestSession, testInfo: TestInfo): Promise<Unit> {
  const res = await request.get('/api/properties/no-user', { headers: authHeader(admin) });
  const available = ((await res.json()) as Unit[]).filter((unit) => unit.development === 'PDC');
  const start = Math.floor(available.length / 3) + (testInfo.project.name.startsWith('phone') ? 0 : 3) + testInfo.retry * 6;
  for (const unit of available.slice(start)) {
    const assigned = await request.post('/api/properties/assign-user', { data: { property_id: unit.id, user_id: buyer.user.id }, headers: authHeader(admin) });
    if (assigned.ok()) return unit;
  }
  throw new Error('no available unit to assign');
}

async function setUpFile(request: APIRequestContext, testInfo: TestInfo) {
  const admin = await apiSignIn(request, DEMO.admin);
  const registered = await registerUser(request);
  const unit = await assignUnit(request, admin, registered, testInfo);
  // The assignment may change the account's type: the buyer signs in afresh.
  const buyer = await apiSignIn(request, registered.user.email, registered.password);
  const office = { headers: authHeader(admin) };

  const contract = await request.post(`/api/units/${unit.id}/documents`, {
    ...office,
    multipart: { file: { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: pdf('contrato') }, title: 'Contrato de compraventa', kind: 'contract', shared: 'true' },
  });
  expect(contract.status(), await contract.text()).toBe(201);
  // Shared but never downloaded on the device: offline it says it is not there yet.
  const plan = await request.post(`/api/units/${unit.id}/documents`, {
    ...office,
    multipart: { file: { name: 'plano.pdf', mimeType: 'application/pdf', buffer: pdf('plano') }, title: 'Plano de la unidad', kind: 'floor_plan', shared: 'true' },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  // Not shared: the buyer never sees it.
  await request.post(`/api/units/${unit.id}/documents`, {
    ...office,
    multipart: { file: { name: 'nota.pdf', mimeType: 'application/pdf', buffer: pdf('nota') }, title: 'Nota interna', kind: 'other', shared: 'false' },
  });

  const label = (es: string, en: string, fr: string) => ({ es, en, fr });
  const saved = await request.put(`/api/units/${unit.id}/payments`, {
    ...office,
    data: {
      lines: [
        { label: label('Enganche', 'Deposit', 'Acompte'), due_date: day(-40), amount: 50_000 },
        { label: label('Segundo pago', 'Second payment', 'Deuxième paiement'), due_date: day(-5), amount: 30_000 },
        { label: label('Tercer pago', 'Third payment', 'Troisième paiement'), due_date: day(3), amount: 20_000.5 },
        { label: label('Saldo', 'Balance', 'Solde'), due_date: day(120), amount: 99_999.5 },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const schedule = ((await saved.json()) as { schedule: { currency: string; lines: Array<{ id: number }> } }).schedule;
  const paid = await request.post(`/api/payment-lines/${schedule.lines[0]!.id}/payments`, {
    ...office,
    data: { amount: 50_000, paid_at: day(-39), method: 'transfer', reference: 'SPEI 0001' },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const receiptId = ((await paid.json()) as { payment: { receipt_id: number } }).payment.receipt_id;
  const receipts = (await (await request.get(`/api/units/${unit.id}/documents`, { headers: authHeader(buyer) })).json()) as Array<{ id: number; title: string }>;
  const receipt = receipts.find((d) => d.id === receiptId)!;
  const welcome = await request.post(`/api/units/${unit.id}/messages`, { ...office, data: { body: 'Bienvenida: aquí tiene su contrato y su calendario.' } });
  expect(welcome.status()).toBe(201);
  return { unit, buyer, receipt, currency: schedule.currency };
}

async function bytesOf(download: Download): Promise<string> {
  return readFileSync((await download.path())!).subarray(0, 5).toString('latin1');
}

/** Presses Enter on a control reached with the keyboard, and waits for the file it downloads. */
async function downloadWithKeyboard(page: Page, button: Locator): Promise<Download> {
  // Focused again if the screen settling (its heading, decision 031) took the focus meanwhile.
  await expect(async () => {
    await button.focus();
    await expect(button).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  return download;
}

/** Everything of the file this device keeps (the query cache's IndexedDB copy). */
async function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('vitrina-kept-queries');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const raw = await new Promise<unknown>((resolve) => {
      const request = db.transaction('clients').objectStore('clients').get('queries');
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    if (typeof raw !== 'string') return [];
    return (JSON.parse(raw) as { clientState: { queries: Array<{ queryKey: unknown[] }> } }).clientState.queries.map((q) => JSON.stringify(q.queryKey));
  });
}

test.describe('with the service worker', () => {
  // Offline, the reloaded file comes from the service worker's shell and the kept answers.
  test.use({ serviceWorker: true });

  test("the buyer's file: documents, schedule and thread, then again offline", async ({ page, context, request }, testInfo) => {
    test.setTimeout(150_000);
    const { unit, buyer, receipt, currency } = await setUpFile(request, testInfo);
    await useSession(page, buyer);

    await page.goto(`/property/${unit.id}`);
    await controlled(page);
    const entry = page.getByRole('link', { name: new RegExp(o('entry.title')) });
    // The office's welcome waits unread, counted without reading it.
    await expect(entry).toContainText(o('entry.unread_one').replace('{{count}}', '1'));
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'owner-file-entry', { fullPage: false });
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/property/${unit.id}/file`);
    await expect(page.getByRole('heading', { level: 1, name: o('page.title').replace('{{unit}}', unit.name) })).toBeVisible();

    // Documents: the contract and the receipt, named by kind; the office's own note is not there.
    const documents = page.locator('#documents');
    await expect(documents.getByRole('heading', { name: 'Contrato de compraventa' })).toBeVisible();
    await expect(documents.getByRole('heading', { name: receipt.title })).toBeVisible();
    await expect(documents.getByText(o('documents.kind.contract'), { exact: true })).toBeVisible();
    await expect(documents.getByText(o('documents.kind.receipt'), { exact: true })).toBeVisible();
    await expect(documents.getByText('Nota interna')).toHaveCount(0);
    const contractButton = documents.getByRole('button', { name: o('documents.downloadLabel').replace('{{title}}', 'Contrato de compraventa') });
    expect(await bytesOf(await downloadWithKeyboard(page, contractButton))).toBe('%PDF-');
    const receiptButton = documents.getByRole('button', { name: o('documents.downloadLabel').replace('{{title}}', receipt.title) });
    expect(await bytesOf(await downloadWithKeyboard(page, receiptButton))).toBe('%PDF-');
    await expect(documents.getByText(o('documents.kept'))).toHaveCount(2);

    // The schedule: each status as a word, the totals in the page's language, the receipt on its line.
    const payments = page.locator('#payments');
    const rows = payments.getByRole('row');
    await expect(rows.filter({ hasText: 'Enganche' })).toContainText(o('payments.status.paid'));
    await expect(rows.filter({ hasText: 'Segundo pago' })).toContainText(o('payments.status.overdue'));
    await expect(rows.filter({ hasText: 'Tercer pago' })).toContainText(o('payments.status.due'));
    await expect(rows.filter({ hasText: 'Saldo' })).toContainText(o('payments.status.upcoming'));
    const money = (amount: number) => page.evaluate(([n, c]) => new Intl.NumberFormat('es', { style: 'currency', currency: c, minimumFractionDigits: 2 }).format(n), [amount, currency] as const);
    const totals = payments.locator('dl');
    await expect(totals).toContainText(await money(200_000));
    await expect(totals).toContainText(await money(50_000));
    await expect(totals).toContainText(await money(150_000));
    const lineReceipt = rows.filter({ hasText: 'Enganche' }).getByRole('button');
    expect(await bytesOf(await downloadWithKeyboard(page, lineReceipt))).toBe('%PDF-');

    // The thread: the office's message, new; an empty message is refused in words; then one sent.
    const thread = page.locator('#messages');
    await expect(thread.getByRole('listitem').filter({ hasText: 'Bienvenida' })).toContainText(o('messages.new'));
    await expect(page.getByRole('link', { name: new RegExp(o('messages.title')) })).toContainText('1');
    const box = thread.getByLabel(o('messages.label'));
    const send = thread.getByRole('button', { name: o('messages.send') });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(thread.getByText(VALIDATION_TEXTS.es[UNIT_MESSAGE_KEYS.bodyRequired])).toBeVisible();
    await box.focus();
    await page.keyboard.type('¿Cuándo podré visitar la unidad?');
    await send.focus();
    await page.keyboard.press('Enter');
    const mine = thread.getByRole('listitem').filter({ hasText: '¿Cuándo podré visitar la unidad?' });
    await expect(mine).toContainText(o('messages.you'));
    await expect(box).toHaveValue('');
    // The send read the thread again (the server answers no unread now): the mark shown stays.
    await expect(thread.getByRole('listitem').filter({ hasText: 'Bienvenida' })).toContainText(o('messages.new'));
    await expect(page.getByRole('link', { name: new RegExp(o('messages.title')) })).toContainText('1');
    await expectNoA11yViolations(page);
    await expectNoSideScroll(page);
    await saveScreenshot(page, testInfo, 'owner-file-es');

    // Kept on the device: the file's three answers.
    await expect
      .poll(async () => (await keptKeys(page)).filter((key) => key.includes('"owner-file"')).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);

    // Offline: the file opens again with what was seen; the contract comes from the device.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: o('page.title').replace('{{unit}}', unit.name) })).toBeVisible();
    await expect(documents.getByRole('heading', { name: 'Contrato de compraventa' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Segundo pago' })).toContainText(o('payments.status.overdue'));
    await expect(mine).toBeVisible();
    await expect(page.getByText(o('page.offline'))).toBeVisible();
    expect(await bytesOf(await downloadWithKeyboard(page, contractButton))).toBe('%PDF-');
    // The floor plan was never downloaded: not on this device yet, it opens once online (no download, no "could not").
    let downloads = 0;
    page.on('download', () => downloads++);
    await documents.getByRole('button', { name: o('documents.downloadLabel').replace('{{title}}', 'Plano de la unidad') }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: o('documents.notOnDevice') })).toBeVisible();
    await expect(page.getByText(o('documents.failed'))).toHaveCount(0);
    expect(downloads).toBe(0);
    // A message written offline waits, then goes out with the connection.
    await box.fill('Escrito sin conexión');
    await send.click();
    const waiting = thread.getByRole('listitem').filter({ hasText: 'Escrito sin conexión' });
    await expect(waiting).toContainText(o('messages.waiting'));
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'owner-file-offline');
    await context.setOffline(false);
    await expect(waiting).not.toContainText(o('messages.waiting'), { timeout: 20_000 });
    await expect(thread.getByRole('listitem').filter({ hasText: 'Escrito sin conexión' })).toHaveCount(1);
    const posted = (await (await request.get(`/api/units/${unit.id}/messages`, { headers: authHeader(buyer) })).json()) as { messages: Array<{ body: string }> };
    expect(posted.messages.filter((m) => m.body === 'Escrito sin conexión')).toHaveLength(1);

    // The other languages, for a look (texts and money as each writes them).
    for (const lang of ['en', 'fr'] as const) {
      await page.evaluate((language) => localStorage.setItem('lang', language), lang);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: o('page.title', lang).replace('{{unit}}', unit.name) })).toBeVisible();
      await expect(rows.filter({ hasText: o('payments.status.overdue', lang) })).toHaveCount(1);
      await expectNoA11yViolations(page);
      await expectNoSideScroll(page);
      await saveScreenshot(page, testInfo, `owner-file-${lang}`);
    }
  });
});

test('no way into a file that is not yours: no entry on the unit, and the file is not found', async ({ page, request }) => {
  const owner = await apiSignIn(request, DEMO.owner2);
  const admin = await apiSignIn(request, DEMO.admin);
  const res = await request.get('/api/properties/whith-user', { headers: authHeader(admin) });
  const someoneElses = ((await res.json()) as Array<{ id: number; user: { id?: number; email?: string } | null }>).find((u) => u.user && u.user.email !== DEMO.owner2)!;
  await useSession(page, owner);
  await page.goto(`/property/${someoneElses.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(o('entry.title')) })).toHaveCount(0);
  await page.goto(`/property/${someoneElses.id}/file`);
  await expect(page.getByText(o('page.notFound'))).toBeVisible();
});

/** The service worker has taken the page: from now on a reload offline is served by it. */
async function controlled(page: Page) {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 20_000 });
}
