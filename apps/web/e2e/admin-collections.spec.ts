// A development's collections (issue 34, decision 051): from the stacking plan the Admin opens the
// development's collections and sees the totals, the overdue line and the line due soon with the
// buyer (a later line is in neither list), downloads the CSV with the keyboard, and reads the
// screen in es, en and fr; a buyer is sent to /403. axe on each language; screenshots at both
// widths. Data through the API: a test building, one unit sold to a new buyer, three lines, one
// paid in part.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text, type Language } from './support/locales';
import { DEMO, apiSignIn, authHeader, registerUser, useSession, type TestSession } from './support/session';
import { saveScreenshot } from './support/screenshots';
import { tabTo } from './support/tab-to';

const c = (lang: Language, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lang, 'collections', key));

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A building of its own (coming soon: out of the public lists), a unit sold to `buyer`, its schedule. */
async function prepare(request: APIRequestContext, admin: TestSession, buyer: TestSession) {
  const id = randomUUID().slice(0, 6);
  const slug = `e2e-cobro-${id}`;
  const name = `Torre Cobro ${id}`;
  const headers = authHeader(admin);
  const dev = await request.post('/api/developments', {
    headers,
    data: { slug, code: `C${id.replace(/[^a-z0-9]/gi, '').toUpperCase()}`.slice(0, 12), name, city: 'Tulum', address: 'Avenida Cobá 10', status: 'coming_soon', currency: 'USD' },
  });
  expect(dev.status(), await dev.text()).toBe(201);
  const type = await request.post(`/api/developments/${slug}/typologies`, {
    headers,
    data: { code: '1R', name: { es: 'Una recámara', en: 'One bedroom', fr: 'Une chambre' }, size_m2: 62, bedrooms: 1, description: 'CONDO 1R' },
  });
  expect(type.status(), await type.text()).toBe(201);
  const generated = await request.post(`/api/developments/${slug}/units/generate?dry_run=false`, {
    headers,
    data: { floor_from: 1, floor_to: 1, positions: 2, typologies: ['1R', '1R'], number_template: 'C{floor}{position:02}', base_price: 100_000, floor_step: 0 },
  });
  expect(generated.status(), await generated.text()).toBe(200);
  const plan = (await (await request.get(`/api/developments/${slug}/units`, { headers })).json()) as { units: { id: number; number: string }[] };
  const unit = plan.units.find((u) => u.number === 'C101')!;
  const sold = await request.post(`/api/units/${unit.id}/status`, { headers, data: { status: 'sold', user_id: buyer.user.id } });
  expect(sold.status(), await sold.text()).toBe(200);
  const label = (es: string, en: string, fr: string) => ({ es, en, fr });
  const saved = await request.put(`/api/units/${unit.id}/payments`, {
    headers,
    data: {
      lines: [
        { label: label('Enganche', 'Deposit', 'Acompte'), due_date: day(-5), amount: 1000 },
        { label: label('Segundo pago', 'Second payment', 'Deuxième paiement'), due_date: day(10), amount: 2000 },
        { label: label('Saldo', 'Balance', 'Solde'), due_date: day(60), amount: 3000 },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const lines = ((await saved.json()) as { schedule: { lines: { id: number; due_date: string }[] } }).schedule.lines;
  const paid = await request.post(`/api/payment-lines/${lines[0]!.id}/payments`, { headers, data: { amount: 400, paid_at: day(-1), method: 'cash' } });
  expect(paid.status(), await paid.text()).toBe(201);
  return { slug, name };
}

test('the office opens a development’s collections from its plan, reads the lists and totals, and downloads the CSV', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(request, DEMO.admin);
  const buyer = await registerUser(request);
  const { slug, name } = await prepare(request, admin, buyer);
  await useSession(page, admin);

  await page.goto(`/admin/developments/${slug}/units`);
  await page.getByRole('link', { name: text('es', 'units', 'collectionsLink') }).click();
  await expect(page).toHaveURL(`/admin/developments/${slug}/collections`);
  await expect(page.getByRole('heading', { level: 1, name: c('es', 'heading', { name }) })).toBeVisible();

  const overdue = page.getByRole('region', { name: c('es', 'overdue.title', { count: 1 }) });
  const dueSoon = page.getByRole('region', { name: c('es', 'dueSoon.title', { count: 1 }) });
  await expect(overdue.locator('[data-line]')).toHaveCount(1);
  await expect(dueSoon.locator('[data-line]')).toHaveCount(1);
  await expect(overdue).toContainText('Enganche');
  await expect(overdue).toContainText(buyer.user.email);
  await expect(overdue).toContainText(c('es', 'status.overdue'));
  await expect(dueSoon).toContainText('Segundo pago');
  await expect(dueSoon).toContainText(c('es', 'status.upcoming'));
  await expect(page.getByText('Saldo')).toHaveCount(0);
  // Left overdue 600, due soon 2,000, received 400, scheduled 6,000, outstanding 5,600.
  await expect(page.getByTestId('total-overdue')).toContainText('600');
  await expect(page.getByTestId('total-dueSoon')).toContainText(/2\D?000/);
  await expect(page.getByTestId('total-paid')).toContainText('400');
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'collections-es');

  // The CSV with the keyboard alone: Tab to the button, Enter.
  const csv = page.getByRole('button', { name: c('es', 'downloadLabel', { format: 'CSV' }) });
  await tabTo(page, csv);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^collections-${slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const content = fs.readFileSync(await file.path(), 'utf8');
  expect(content).toContain('Enganche');
  expect(content).toContain(buyer.user.email);
});

for (const lang of LANGUAGES.filter((l) => l !== 'es')) {
  test(`the collections in ${lang}`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const admin = await apiSignIn(request, DEMO.admin);
    const buyer = await registerUser(request);
    const { slug, name } = await prepare(request, admin, buyer);
    await useSession(page, admin, { lang });
    await page.goto(`/admin/developments/${slug}/collections`);
    await expect(page.getByRole('heading', { level: 1, name: c(lang, 'heading', { name }) })).toBeVisible();
    await expect(page.getByRole('region', { name: c(lang, 'overdue.title', { count: 1 }) })).toContainText(lang === 'en' ? 'Deposit' : 'Acompte');
    await expect(page.getByRole('region', { name: c(lang, 'dueSoon.title', { count: 1 }) })).toContainText(lang === 'en' ? 'Second payment' : 'Deuxième paiement');
    await expect(page.getByText(c(lang, 'totals.outstanding'), { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `collections-${lang}`);
  });
}

test('a buyer is sent to /403', async ({ page, request }) => {
  const buyer = await registerUser(request);
  await useSession(page, buyer);
  await page.goto('/admin/developments/playa-del-carmen/collections');
  await expect(page).toHaveURL('/403');
});
