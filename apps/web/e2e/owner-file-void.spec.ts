// Voiding a payment from the office's schedule (issue 34, decision 056). On a reserved unit with
// a payment recorded (through the API), the Admin opens the unit from the stacking plan and, with
// the keyboard alone, reaches the line's "Void payment", opens the confirmation (focus in the
// reason), leaves it with Escape (focus back on the button), opens it again, is refused without
// a reason, gives one and confirms: the line says the payment is voided, nothing is paid, the
// receipt is retitled "(void)". A sales-team account sees no such button. axe with the dialog
// open; screenshots at both widths. Copy comes from the catalogues.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text, type Language } from './support/locales';
import { DEMO, apiSignIn, authHeader, registerUser, setAccountType, useSession, type TestSession } from './support/session';
import { saveScreenshot } from './support/screenshots';
import { tabTo } from './support/tab-to';

const { VALIDATION_TEXTS } = await import('../../../packages/contracts/src/locales/validation');
const { paymentVoidsMessages } = await import('../../api/src/i18n/messages/payment-voids');

const fill = (template: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), template);
const o = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'ownerFileOffice', key), values);
const u = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'units', key), values);

/** A development with a 30/70 plan and one unit reserved for a new buyer, its schedule generated and 1,000 USD paid on the first line. */
async function paidUnit(request: APIRequestContext, admin: TestSession) {
  const id = randomUUID().slice(0, 6);
  const prefix = `V${id.slice(0, 4).toUpperCase()}`;
  const slug = `e2e-void-${id}`;
  const made = await request.post('/api/developments', {
    headers: authHeader(admin),
    data: {
      slug,
      code: `V${id.replace(/[^a-z0-9]/gi, '').toUpperCase()}`.slice(0, 12),
      name: `Residencias anulación ${id}`,
      city: 'Tulum',
      address: 'Avenida Cobá 10',
      status: 'coming_soon',
      currency: 'USD',
      payment_plan: [
        { label: { es: 'Enganche', en: 'Down payment', fr: 'Acompte' }, percent: 30, months_after_reservation: 0 },
        { label: { es: 'Entrega', en: 'Handover', fr: 'Livraison' }, percent: 70, months_after_reservation: 12 },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const type = { code: '1R', name: { es: 'Una recámara', en: 'One bedroom', fr: 'Une chambre' }, size_m2: 62, bedrooms: 1, description: 'CONDO 1R' };
  expect((await request.post(`/api/developments/${slug}/typologies`, { headers: authHeader(admin), data: type })).status()).toBe(201);
  const generated = await request.post(`/api/developments/${slug}/units/generate?dry_run=false`, {
    headers: authHeader(admin),
    data: { floor_from: 1, floor_to: 1, positions: 1, typologies: ['1R'], number_template: `${prefix}{floor}{position:02}`, base_price: 100_000, floor_step: 0 },
  });
  expect(generated.status(), await generated.text()).toBe(200);
  const units = (await (await request.get(`/api/developments/${slug}/units`, { headers: authHeader(admin) })).json()) as { units: { id: number; number: string }[] };
  const unit = units.units[0]!;
  const buyer = await registerUser(request);
  expect((await request.post(`/api/units/${unit.id}/status`, { headers: authHeader(admin), data: { status: 'reserved', user_id: buyer.user.id } })).status()).toBe(200);
  const schedule = await request.post(`/api/units/${unit.id}/payments/generate`, { headers: authHeader(admin) });
  expect(schedule.status(), await schedule.text()).toBe(200);
  const lineId = ((await schedule.json()) as { schedule: { lines: { id: number }[] } }).schedule.lines[0]!.id;
  const paid = await request.post(`/api/payment-lines/${lineId}/payments`, { headers: authHeader(admin), data: { amount: 1000, paid_at: '2026-02-10', method: 'cheque', reference: 'CHQ-7781' } });
  expect(paid.status(), await paid.text()).toBe(201);
  return { slug, unit };
}

async function openFile(page: Page, slug: string, number: string, lang: Language) {
  await page.goto(`/admin/developments/${slug}/units`);
  await page.locator(`[role="gridcell"][data-unit="${number}"]`).click();
  const panel = page.getByRole('dialog', { name: u(lang, 'panel.title', { number }) });
  const file = panel.getByTestId('unit-file');
  await expect(file.locator('table tbody tr')).toHaveCount(2);
  return { panel, file };
}

test('the Admin voids a payment from the schedule with the keyboard, after a confirmation that asks why', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const lang: Language = 'es';
  const admin = await apiSignIn(request, DEMO.admin);
  const { slug, unit } = await paidUnit(request, admin);
  await useSession(page, admin);
  const { panel, file } = await openFile(page, slug, unit.number, lang);
  const amount = new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(1000);

  const row = file.locator('table tbody tr').first();
  const voidButton = row.getByRole('button', { name: new RegExp(`^${o(lang, 'payments.voidLabel', { amount: '.+', date: '.+', line: 'Enganche' })}$`) });
  await expect(voidButton).toHaveText(o(lang, 'payments.void'));
  await panel.getByRole('heading', { level: 2 }).focus();
  await tabTo(page, voidButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: o(lang, 'payments.voidTitle', { amount }) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Enganche');
  const reason = dialog.getByLabel(o(lang, 'payments.voidReason'));
  await expect(reason).toBeFocused();
  // Escape leaves it, nothing voided; focus is back on the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(voidButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(reason).toBeFocused();
  // Without a reason: refused on the field, still open.
  await tabTo(page, dialog.getByRole('button', { name: o(lang, 'payments.voidYes') }), { within: 4 });
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(VALIDATION_TEXTS[lang]['payment.voidReasonRequired']!)).toBeVisible();
  await expect(reason).toBeFocused();
  await page.keyboard.type('Cheque devuelto por el banco');
  await page.waitForTimeout(300);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'office-void-payment-dialog-es');
  await tabTo(page, dialog.getByRole('button', { name: o(lang, 'payments.voidYes') }), { within: 4 });
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  // The server's words (its money is written as the API writes it: only the sentence is compared).
  const [before, after] = paymentVoidsMessages.es['payments.voided']!.split('{amount}') as [string, string];
  await expect(page.getByText(new RegExp(`^${before}.+${after.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))).toBeVisible();
  await expect(row).toContainText(o(lang, 'payments.voidedNote', { amount }));
  await expect(voidButton).toHaveCount(0);
  // Focus stayed in the unit's panel (its button is gone, not the page's body).
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // The receipt stays, retitled void; nothing counts as paid.
  await expect(file.getByRole('listitem').filter({ hasText: /\(anulado\)/ })).toHaveCount(1);
  const schedule = (await (await request.get(`/api/units/${unit.id}/payments`, { headers: authHeader(admin) })).json()) as { paid: number; lines: { payments: { void_reason: string | null }[] }[] };
  expect(schedule.paid).toBe(0);
  expect(schedule.lines[0]!.payments[0]!.void_reason).toBe('Cheque devuelto por el banco');
  await expectNoSideScroll(page);
  await saveScreenshot(page, testInfo, 'office-void-payment-done-es');
});

test('the sales team sees no "Void payment"', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await apiSignIn(request, DEMO.admin);
  const { slug, unit } = await paidUnit(request, admin);
  const seller = await setAccountType(request, await registerUser(request), 'Vitrina', 'TEAM-2026');
  await useSession(page, seller);
  const { file } = await openFile(page, slug, unit.number, 'es');
  await expect(file.getByRole('button', { name: o('es', 'payments.recordLabel', { line: 'Enganche' }) })).toBeVisible();
  await expect(file.getByRole('button', { name: o('es', 'payments.void') })).toHaveCount(0);
});
