// The owner's file, the office's side (issue 34, decision 053). The development form's payment
// plan: the Admin adds three lines in es/en/fr, sees the running total say it does not add up to
// 100, corrects it, moves a line with the keyboard, saves, and finds the plan stored (the API
// reads it back in percent). The unit's file: on a reserved unit of a development with a plan,
// the Admin opens the unit from the stacking plan, uploads a contract (a small PDF), generates the
// schedule, records a payment with the keyboard alone (Enter twice: one payment), and sees the line
// partly paid and its receipt among the documents; the clients page opens the same file. axe on
// the form and the panel; screenshots in es, en and fr at both widths. Copy comes from the catalogues.
import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text, type Language } from './support/locales';
import { createDevelopment, reservedUnit } from './support/owner-file';
import { DEMO, apiSignIn, authHeader, useSession } from './support/session';
import { saveScreenshot } from './support/screenshots';
import { tabTo } from './support/tab-to';

const { VALIDATION_TEXTS } = await import('../../../packages/contracts/src/locales/validation');
const { developmentsMessages } = await import('../../api/src/i18n/messages/developments');

const fill = (template: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), template);
const d = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'developmentsAdmin', key), values);
const o = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'ownerFileOffice', key), values);
const f = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'ownerFile', key), values);
const u = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'units', key), values);

/** axe on the page seen from its top (a control half under the fixed bars would count as a small target). */
async function axeFromTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await expectNoA11yViolations(page);
}

/** The plan's line `index` (0-based) in the plan's section. */
const planLine = (section: Locator, lang: Language, index: number) => section.getByRole('group', { name: d(lang, 'paymentPlan.item', { number: index + 1 }), exact: true });

const PLAN = [
  { es: 'Enganche', en: 'Down payment', fr: 'Acompte', percent: '30', months: '0' },
  { es: 'Entrega', en: 'Handover', fr: 'Livraison', percent: '60', months: '18' },
  { es: 'Segundo pago', en: 'Second payment', fr: 'Deuxième paiement', percent: '10', months: '6' },
];

test('the Admin sets a development’s payment plan: lines in three languages, the total until it is 100, a move, saved', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const lang: Language = 'es';
  const t = (key: string, values?: Record<string, string | number>) => d(lang, key, values);
  const admin = await apiSignIn(request, DEMO.admin);
  const development = await createDevelopment(request, admin, 'plan');
  await useSession(page, admin);
  await page.goto(`/admin/developments/${development.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: development.name })).toBeVisible();

  const section = page.locator('#section-paymentPlan');
  await expect(section.getByRole('heading', { level: 2, name: t('paymentPlan.title') })).toBeVisible();
  await expect(section.getByText(t('paymentPlan.empty'))).toBeVisible();

  for (const [index, line] of PLAN.entries()) {
    await section.getByRole('button', { name: t('paymentPlan.add') }).click();
    const group = planLine(section, lang, index);
    // The new line's first field has the focus: the Admin types on.
    await expect(group.getByLabel(t('paymentPlan.label', { language: t('form.languages.es') }))).toBeFocused();
    for (const language of LANGUAGES) await group.getByLabel(t('paymentPlan.label', { language: t(`form.languages.${language}`) })).fill(line[language]);
    // The second line first gets 50: the total is then 80 % and the section says 20 % is missing.
    await group.getByLabel(t('paymentPlan.percent')).fill(index === 1 ? '50' : line.percent);
    await group.getByLabel(t('paymentPlan.months')).fill(line.months);
  }
  const total = section.getByTestId('plan-total');
  const pct = (n: number) => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(n / 100);
  await expect(total).toContainText(pct(90));
  await expect(total).toContainText(t('paymentPlan.missing', { amount: pct(10) }));
  await total.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'office-payment-plan-missing', { fullPage: false });

  // Saving refuses it: the schema's message on the list, nothing sent.
  await page.getByRole('button', { name: t('form.save'), exact: true }).last().click();
  await expect(section.getByRole('alert')).toHaveText(VALIDATION_TEXTS[lang]['payment.planTotal']!);
  // Three decimals are refused at the field.
  const second = planLine(section, lang, 1);
  await second.getByLabel(t('paymentPlan.percent')).fill('60,005');
  await page.getByRole('button', { name: t('form.save'), exact: true }).last().click();
  await expect(second.getByLabel(t('paymentPlan.percent'))).toHaveAttribute('aria-invalid', 'true');
  await expect(second.getByText(VALIDATION_TEXTS[lang]['payment.percentRange']!)).toBeVisible();
  // 60 with a decimal comma: 100 %.
  await second.getByLabel(t('paymentPlan.percent')).fill('60,00');
  await expect(total).toContainText(pct(100));
  await expect(total).toContainText(t('paymentPlan.whole'));

  // The third line (6 months) moves up above the handover with the keyboard; focus stays on its button.
  const up = section.getByRole('button', { name: t('paymentPlan.moveUp', { number: 3 }) });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('button', { name: t('paymentPlan.moveUp', { number: 2 }) })).toBeFocused();
  await expect(planLine(section, lang, 1).getByLabel(t('paymentPlan.label', { language: t('form.languages.es') }))).toHaveValue('Segundo pago');

  await axeFromTop(page);
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: t('form.save'), exact: true }).last().click();
  await expect(page.getByTestId('alerts').getByText(developmentsMessages.es['developments.updated']!)).toBeVisible();

  const stored = await request.get(`/api/admin/developments/${development.slug}`, { headers: authHeader(admin) });
  expect(stored.status()).toBe(200);
  const plan = ((await stored.json()) as { payment_plan: { label: Record<Language, string>; percent: number; months_after_reservation: number }[] }).payment_plan;
  expect(plan.map((l) => [l.label.es, l.label.fr, l.percent, l.months_after_reservation])).toEqual([
    ['Enganche', 'Acompte', 30, 0],
    ['Segundo pago', 'Deuxième paiement', 10, 6],
    ['Entrega', 'Livraison', 60, 18],
  ]);

  // Removing a line leaves 90 %: said again; a reload drops the unsaved change.
  await section.getByRole('button', { name: t('paymentPlan.removeLabel', { number: 2 }) }).click();
  await expect(total).toContainText(t('paymentPlan.missing', { amount: pct(10) }));
});

test('the payment plan reads in es, en and fr', async ({ page, request }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  const development = await createDevelopment(request, admin, 'plan-lang', {
    payment_plan: PLAN.map((l) => ({ label: { es: l.es, en: l.en, fr: l.fr }, percent: Number(l.percent), months_after_reservation: Number(l.months) })),
  });
  for (const lang of LANGUAGES) {
    const tab = await page.context().newPage();
    await useSession(tab, admin, { lang });
    await tab.goto(`/admin/developments/${development.slug}`);
    const section = tab.locator('#section-paymentPlan');
    await expect(section.getByRole('heading', { level: 2, name: d(lang, 'paymentPlan.title') })).toBeVisible();
    await expect(planLine(section, lang, 2).getByLabel(d(lang, 'paymentPlan.label', { language: d(lang, `form.languages.${lang}`) }))).toHaveValue(PLAN[2]![lang]);
    await expect(section.getByTestId('plan-total')).toContainText(d(lang, 'paymentPlan.whole'));
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(tab, testInfo, `office-payment-plan-${lang}`, { fullPage: false });
    if (lang === 'fr') await axeFromTop(tab);
    await tab.close();
  }
});

/** A one-page PDF the server's content check accepts. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('from the stacking plan the office uploads a contract, generates the schedule and records a payment with the keyboard', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const lang: Language = 'es';
  const admin = await apiSignIn(request, DEMO.admin);
  const { development, unit, number } = await reservedUnit(request, admin);
  await useSession(page, admin);
  await page.goto(`/admin/developments/${development.slug}/units`);
  await page.locator(`[role="gridcell"][data-unit="${number}"]`).click();
  const panel = page.getByRole('dialog', { name: u(lang, 'panel.title', { number }) });
  const file = panel.getByTestId('unit-file');
  await expect(file.getByRole('heading', { name: o(lang, 'documents.title') })).toBeVisible();
  await expect(file.getByText(o(lang, 'documents.empty'))).toBeVisible();

  // A contract: its file, title, kind; shared with the buyer (the default).
  await file.getByRole('button', { name: o(lang, 'documents.add') }).click();
  await file.getByLabel(o(lang, 'documents.file')).setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(file.getByLabel(o(lang, 'documents.docTitle'))).toHaveValue('contrato');
  await file.getByLabel(o(lang, 'documents.docTitle')).fill('Contrato de compraventa');
  await expect(file.getByLabel(o(lang, 'documents.kind'))).toHaveValue('contract');
  await file.getByRole('button', { name: o(lang, 'documents.upload'), exact: true }).click();
  const contract = file.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Contrato de compraventa' }) });
  await expect(contract).toContainText(f(lang, 'documents.kind.contract'));
  await expect(contract).toContainText(o(lang, 'documents.shared'));

  // The schedule from the plan: 30,000 now, 70,000 in a year.
  await file.getByRole('button', { name: o(lang, 'payments.generate') }).click();
  const rows = file.locator('table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Enganche');
  await expect(rows.nth(1)).toContainText('Entrega');

  // Keyboard alone: Tab to the down payment's "Record payment", Enter; the amount has the focus
  // (all of it selected), 1000 replaces it; Tab past the date, the method (transfer), a reference; Enter twice.
  await panel.getByRole('heading', { level: 2 }).focus();
  await tabTo(page, file.getByRole('button', { name: o(lang, 'payments.recordLabel', { line: 'Enganche' }) }));
  await page.keyboard.press('Enter');
  const amount = file.getByLabel(o(lang, 'payments.amount', { currency: 'USD' }));
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue('30000');
  await page.keyboard.type('1000');
  // Tab through the date's day, month and year and the method to the reference.
  await tabTo(page, file.getByLabel(o(lang, 'payments.reference')), { within: 8 });
  await page.keyboard.type('SPEI-0042');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter').catch(() => undefined);
  await expect(rows.first()).toContainText(o(lang, 'payments.partial'));
  await expect(rows.first()).toContainText(new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(1000));
  // One payment, whatever the double Enter sent.
  const schedule = (await (await request.get(`/api/units/${unit.id}/payments`, { headers: authHeader(admin) })).json()) as { paid: number; lines: { payments: unknown[]; receipts: number[] }[] };
  expect(schedule.paid).toBe(1000);
  expect(schedule.lines[0]!.payments).toHaveLength(1);
  // Its receipt is among the documents, shared, and on the line.
  const receipt = file.getByRole('listitem').filter({ hasText: f(lang, 'documents.kind.receipt') });
  await expect(receipt).toHaveCount(1);
  await expect(rows.first().getByRole('button', { name: new RegExp(f(lang, 'payments.receiptLabel', { name: '.+', line: 'Enganche' })) })).toBeVisible();

  // Generating again is refused now that something is paid: the server's words.
  await file.getByRole('button', { name: o(lang, 'payments.regenerate') }).click();
  await file.getByRole('button', { name: o(lang, 'payments.generateYes') }).click();
  await expect(file.getByRole('alert')).toBeVisible();
  await expect(rows).toHaveCount(2);

  await page.waitForTimeout(500);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, `office-unit-file-${lang}`);
});

test('the unit’s file reads in es, en and fr, from the stacking plan and the clients page', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const admin = await apiSignIn(request, DEMO.admin);
  const { development, unit, number } = await reservedUnit(request, admin);
  const generated = await request.post(`/api/units/${unit.id}/payments/generate`, { headers: authHeader(admin) });
  expect(generated.status(), await generated.text()).toBe(200);
  const posted = await request.post(`/api/units/${unit.id}/messages`, { headers: authHeader(admin), data: { body: 'Bienvenido: aquí encontrará su contrato y sus pagos.' } });
  expect(posted.status(), await posted.text()).toBe(201);
  for (const lang of LANGUAGES) {
    const tab = await page.context().newPage();
    await useSession(tab, admin, { lang });
    await tab.goto(`/admin/developments/${development.slug}/units`);
    await tab.locator(`[role="gridcell"][data-unit="${number}"]`).click();
    const file = tab.getByRole('dialog', { name: u(lang, 'panel.title', { number }) }).getByTestId('unit-file');
    await expect(file.getByRole('heading', { name: o(lang, 'payments.title') })).toBeVisible();
    await expect(file.locator('table tbody tr')).toHaveCount(2);
    await expect(file.getByRole('heading', { name: o(lang, 'messages.write') })).toBeVisible();
    await saveScreenshot(tab, testInfo, `office-unit-file-panel-${lang}`);
    if (lang !== 'es') await expectNoA11yViolations(tab);
    await tab.close();
  }
  // The clients page: the reserved unit's card opens the same file.
  await useSession(page, admin, { lang: 'es' });
  await page.goto(`/clients/${development.slug}`);
  await page.getByRole('button', { name: o('es', 'openLabel', { number }) }).click();
  const dialog = page.getByRole('dialog', { name: o('es', 'dialogTitle', { number }) });
  await expect(dialog.getByTestId('unit-file').locator('table tbody tr')).toHaveCount(2);
  await page.waitForTimeout(500);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'office-clients-file-es');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: o('es', 'openLabel', { number }) })).toBeFocused();
});
