// The owner's file, the office's side (issue 34, decision 053). The development form's payment
// plan: the Admin adds three lines in es/en/fr, sees the running total say it does not add up to
// 100, corrects it, moves a line with the keyboard, saves, and finds the plan stored (the API
// reads it back in percent). axe on the form; screenshots of the plan in es, en and fr at both
// widths. Copy comes from the catalogues.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text, type Language } from './support/locales';
import { DEMO, apiSignIn, authHeader, useSession, type TestSession } from './support/session';
import { saveScreenshot } from './support/screenshots';

const { VALIDATION_TEXTS } = await import('../../../packages/contracts/src/locales/validation');
const { developmentsMessages } = await import('../../api/src/i18n/messages/developments');

const fill = (template: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), template);
const d = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'developmentsAdmin', key), values);

/** A development of this test only (its own slug and code), made through the API. */
async function createDevelopment(request: APIRequestContext, admin: TestSession, label: string, extra: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 6);
  const body = {
    slug: `e2e-file-${label}-${id}`,
    code: `F${id.replace(/[^a-z0-9]/gi, '').toUpperCase()}`.slice(0, 12),
    name: `Residencias ${label} ${id}`,
    city: 'Tulum',
    address: 'Avenida Cobá 10',
    status: 'coming_soon',
    currency: 'USD',
    ...extra,
  };
  const res = await request.post('/api/developments', { headers: authHeader(admin), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return body;
}

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
