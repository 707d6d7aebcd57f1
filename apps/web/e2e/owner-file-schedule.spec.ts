// The office's schedule editor and the file's parts in the unit's panel (issue 34, decisions 053
// and 055), at both widths. On a unit reserved for a new buyer, with its schedule generated from
// the plan and the down payment partly paid (through the API): the Admin opens the editor from the
// stacking plan's panel; the paid line's amount and date are read-only; a bad amount on the unpaid
// line is refused in the form's language and nothing is saved; a good amount and a new date are
// saved and read back. Then the panel's documents, schedule and thread are looked at in es, en and
// fr (screenshots of each part where it scrolls to in the panel, axe), and the clients page's dialog.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text, type Language } from './support/locales';
import { reservedUnit } from './support/owner-file';
import { DEMO, apiSignIn, authHeader, useSession } from './support/session';
import { saveScreenshot } from './support/screenshots';

const { VALIDATION_TEXTS } = await import('../../../packages/contracts/src/locales/validation');

const fill = (template: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), template);
const o = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'ownerFileOffice', key), values);
const u = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'units', key), values);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Schedule {
  paid: number;
  total: number;
  lines: { id: number; label: string; due_date: string; amount: number; paid_amount: number }[];
}

/** A part of the panel scrolled into view, seen as the screen shows it (the panel scrolls inside its dialog). */
async function partShot(page: Page, testInfo: TestInfo, part: Locator, name: string) {
  await part.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, name, { fullPage: false });
}

/** The unit's panel on the stacking plan, and the file in it. */
async function openPanel(page: Page, slug: string, number: string, lang: Language) {
  await page.goto(`/admin/developments/${slug}/units`);
  await page.locator(`[role="gridcell"][data-unit="${number}"]`).click();
  const panel = page.getByRole('dialog', { name: u(lang, 'panel.title', { number }) });
  return { panel, file: panel.getByTestId('unit-file') };
}

test('the office edits an unpaid line’s amount and date; a bad amount is refused in words and nothing changes', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const lang: Language = 'es';
  const admin = await apiSignIn(request, DEMO.admin);
  const { development, unit, number } = await reservedUnit(request, admin);
  const office = { headers: authHeader(admin) };
  expect((await request.post(`/api/units/${unit.id}/payments/generate`, office)).status()).toBe(200);
  const read = async () => (await (await request.get(`/api/units/${unit.id}/payments`, office)).json()) as Schedule;
  const generated = await read();
  const [down, handover] = generated.lines;
  const paid = await request.post(`/api/payment-lines/${down!.id}/payments`, { ...office, data: { amount: 1000, paid_at: day(0), method: 'cash' } });
  expect(paid.status(), await paid.text()).toBe(201);

  await useSession(page, admin);
  const { file } = await openPanel(page, development.slug, number, lang);
  await file.getByRole('button', { name: o(lang, 'payments.edit') }).click();
  const editor = file.getByRole('form', { name: o(lang, 'payments.editorTitle') });
  const line = (n: number) => editor.getByRole('group', { name: o(lang, 'payments.line', { number: n }), exact: true });
  const amount = (n: number) => line(n).getByLabel(o(lang, 'payments.lineAmount', { currency: 'USD' }));
  const date = (n: number) => line(n).getByLabel(o(lang, 'payments.dueDate'));
  // The editor opens on the first line's label.
  await expect(line(1).getByLabel(o(lang, 'payments.label', { language: o(lang, 'payments.languages.es') }))).toBeFocused();
  // The partly paid down payment keeps its amount and date, and cannot be removed.
  await expect(amount(1)).toHaveAttribute('readonly', '');
  await expect(date(1)).toHaveAttribute('readonly', '');
  await expect(line(1).getByRole('button', { name: o(lang, 'payments.removeLine', { number: 1 }) })).toHaveCount(0);
  await expect(amount(2)).toHaveValue('70000');

  // Three decimals: refused at the field in Spanish, the focus on it, nothing sent.
  await amount(2).fill('69.999,505');
  await editor.getByRole('button', { name: o(lang, 'payments.save') }).click();
  await expect(amount(2)).toHaveAttribute('aria-invalid', 'true');
  await expect(amount(2)).toBeFocused();
  await expect(line(2).getByText(VALIDATION_TEXTS[lang]['payment.amountRange']!)).toBeVisible();
  await partShot(page, testInfo, line(2), 'office-schedule-editor-refused');
  expect((await read()).lines.map((l) => [l.amount, l.due_date])).toEqual(generated.lines.map((l) => [l.amount, l.due_date]));

  // A good amount (decimal comma) and a new date: saved, the editor closes, the table says so.
  const newDate = day(400);
  await amount(2).fill('69999,50');
  await date(2).fill(newDate);
  await editor.getByRole('button', { name: o(lang, 'payments.save') }).click();
  await expect(editor).toHaveCount(0);
  const rows = file.locator('table tbody tr');
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(69_999.5);
  await expect(rows.nth(1)).toContainText(money);
  const saved = await read();
  expect(saved.lines.map((l) => [l.id, l.amount, l.due_date])).toEqual([
    [down!.id, down!.amount, down!.due_date],
    [handover!.id, 69_999.5, newDate],
  ]);
  expect(saved.paid).toBe(1000);
  await expectNoA11yViolations(page);
  await expectNoSideScroll(page);
  await partShot(page, testInfo, file.locator('table'), 'office-schedule-saved');
});

test('the panel’s documents, schedule and thread, and the clients page’s dialog, in es, en and fr', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const admin = await apiSignIn(request, DEMO.admin);
  const { development, unit, number, buyer } = await reservedUnit(request, admin);
  const office = { headers: authHeader(admin) };
  // A document with a long title, a schedule with a partly paid line and its receipt, a thread both ways.
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const uploaded = await request.post(`/api/units/${unit.id}/documents`, {
    ...office,
    multipart: { file: { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: pdf }, title: 'Contrato de compraventa con anexos de acabados y calendario', kind: 'contract', shared: 'true' },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  expect((await request.post(`/api/units/${unit.id}/payments/generate`, office)).status()).toBe(200);
  const schedule = (await (await request.get(`/api/units/${unit.id}/payments`, office)).json()) as Schedule;
  expect((await request.post(`/api/payment-lines/${schedule.lines[0]!.id}/payments`, { ...office, data: { amount: 1000, paid_at: day(0), method: 'transfer', reference: 'SPEI-7' } })).status()).toBe(201);
  const asBuyer = await apiSignIn(request, buyer.user.email, buyer.password);
  expect((await request.post(`/api/units/${unit.id}/messages`, { headers: authHeader(asBuyer), data: { body: '¿Puedo pagar el enganche en dos partes?' } })).status()).toBe(201);
  expect((await request.post(`/api/units/${unit.id}/messages`, { ...office, data: { body: 'Sí: ya registramos la primera.' } })).status()).toBe(201);

  for (const lang of LANGUAGES) {
    const tab = await page.context().newPage();
    await useSession(tab, admin, { lang });
    const { file } = await openPanel(tab, development.slug, number, lang);
    const part = (key: string) => file.getByRole('region', { name: o(lang, key) });
    await expect(part('documents.title').getByRole('heading', { name: /Contrato de compraventa/ })).toBeVisible();
    await expect(file.locator('table tbody tr')).toHaveCount(2);
    await expect(part('messages.title').getByRole('listitem')).toHaveCount(2);
    await partShot(tab, testInfo, part('documents.title'), `office-panel-documents-${lang}`);
    await partShot(tab, testInfo, part('payments.title'), `office-panel-schedule-${lang}`);
    await partShot(tab, testInfo, part('messages.title'), `office-panel-thread-${lang}`);
    // The document's title has the card's width beside (or above) its buttons, never a narrow column.
    const title = part('documents.title').getByRole('heading', { name: /Contrato de compraventa/ });
    expect((await title.boundingBox())!.width).toBeGreaterThan(200);
    await expectNoA11yViolations(tab);
    await tab.close();
  }

  // The clients page's dialog: nothing runs past its edge.
  await useSession(page, admin, { lang: 'es' });
  await page.goto(`/clients/${development.slug}`);
  await page.getByRole('button', { name: o('es', 'openLabel', { number }) }).click();
  const dialog = page.getByRole('dialog', { name: o('es', 'dialogTitle', { number }) });
  const box = (await dialog.boundingBox())!;
  const widest = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(widest).toBeLessThanOrEqual(0);
  for (const key of ['payments.title', 'messages.title']) {
    const region = dialog.getByRole('region', { name: o('es', key) });
    const inner = (await region.boundingBox())!;
    expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width);
    await partShot(page, testInfo, region, `office-clients-${key.split('.')[0]}-es`);
  }
});
