// The buyer chooses the unit's furniture package (issue 35, decision 059), at both widths: a
// development with package prices for its unit type and a choice deadline, a unit reserved for a
// new buyer (set up through the API as the Admin). The buyer, on their unit's page, sees the four
// levels with their prices, asks for GOLD and withdraws it, then asks for PREMIUM with the
// keyboard alone; the office approves it with a note from the stacking plan's unit panel; the buyer then
// reads the decision, their show room opens on PREMIUM and their schedule holds the package's
// line. axe on each screen.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text, type Language } from './support/locales';
import { DEMO, apiSignIn, authHeader, registerUser, useSession, type TestSession } from './support/session';
import { saveScreenshot } from './support/screenshots';

const fill = (template: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), template);
const b = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'ownerFile', key), values);
const o = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'ownerFileOffice', key), values);
const u = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'units', key), values);

/** A selling development of this test with GOLD, PREMIUM and BLACK priced for its one unit type, a deadline in 10 days, and a unit reserved for a new buyer. */
async function reservedUnit(request: APIRequestContext, admin: TestSession) {
  const id = randomUUID().slice(0, 6);
  const prefix = `S${randomUUID().slice(0, 4).toUpperCase()}`;
  const body = { slug: `e2e-choice-${id}`, code: `C${id.replace(/[^a-z0-9]/gi, '').toUpperCase()}`.slice(0, 12), name: `Residencias elección ${id}`, city: 'Tulum', address: 'Avenida Cobá 12', status: 'selling', currency: 'USD' };
  const headers = authHeader(admin);
  expect((await request.post('/api/developments', { headers, data: body })).status()).toBe(201);
  const type = { code: '1R', name: { es: 'Una recámara', en: 'One bedroom', fr: 'Une chambre' }, size_m2: 62, bedrooms: 1, description: 'CONDO 1R' };
  expect((await request.post(`/api/developments/${body.slug}/typologies`, { headers, data: type })).status()).toBe(201);
  const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString();
  const prices = [
    { typology: '1R', package: 'GOLD', amount: 15_000 },
    { typology: '1R', package: 'PREMIUM', amount: 25_000 },
    { typology: '1R', package: 'BLACK', amount: 40_000 },
  ];
  const put = await request.put(`/api/developments/${body.slug}`, { headers, data: { ...body, package_prices: prices, selection_deadline: deadline } });
  expect(put.status(), await put.text()).toBe(200);
  const generated = await request.post(`/api/developments/${body.slug}/units/generate?dry_run=false`, {
    headers,
    data: { floor_from: 1, floor_to: 1, positions: 1, typologies: ['1R'], number_template: `${prefix}{floor}{position:02}`, base_price: 100_000, floor_step: 0 },
  });
  expect(generated.status(), await generated.text()).toBe(200);
  const units = (await (await request.get(`/api/developments/${body.slug}/units`, { headers })).json()) as { units: { id: number; number: string }[] };
  const unit = units.units.find((x) => x.number === `${prefix}101`)!;
  const registered = await registerUser(request);
  const reserved = await request.post(`/api/units/${unit.id}/status`, { headers, data: { status: 'reserved', user_id: registered.user.id } });
  expect(reserved.status(), await reserved.text()).toBe(200);
  // The reservation may change the account's type: the buyer signs in afresh.
  const buyer = await apiSignIn(request, registered.user.email, registered.password);
  return { slug: body.slug, unit, buyer };
}

/** Another account on this page from now on (useSession seeds a page's first session only). */
async function switchTo(page: Page, session: TestSession) {
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('userType', user.type);
  }, session);
}

test('the buyer asks for PREMIUM with the keyboard, the office approves it, the show room and schedule show it', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const lang: Language = 'es';
  const admin = await apiSignIn(request, DEMO.admin);
  const { slug, unit, buyer } = await reservedUnit(request, admin);

  await useSession(page, buyer);
  await page.goto(`/property/${unit.id}`);
  const choice = page.getByTestId('package-choice');
  await expect(choice.getByRole('heading', { name: b(lang, 'choice.title') })).toBeVisible();
  const radios = choice.getByRole('radio');
  await expect(radios).toHaveCount(4);
  await expect(choice).toContainText(b(lang, 'choice.included'));
  await expect(choice).toContainText(/25[.,\u00a0\u202f ]000/);
  await expect(choice.getByRole('radio', { name: /Estándar/ })).toBeChecked();

  // Asked with the pointer and withdrawn (the same page: the answer is the new state).
  await choice.getByRole('radio', { name: /GOLD/ }).check();
  await choice.getByRole('button', { name: b(lang, 'choice.ask', { level: 'GOLD' }) }).click();
  await expect(choice.getByRole('status')).toContainText('Pidió GOLD');
  const withdraw = choice.getByRole('button', { name: b(lang, 'choice.withdraw') });
  await withdraw.click();
  await expect(choice.getByRole('status')).toContainText('Retiró su solicitud de GOLD.');
  await expect(choice.getByRole('status')).not.toContainText('Pidió');
  await expect(withdraw).toHaveCount(0);
  // A fresh load: the rest of the journey starts as a buyer's first visit would (the choice read
  // from the server, not kept from the answers above).
  await page.reload();
  await expect(choice.getByRole('radio', { name: /Estándar/ })).toBeChecked();

  // The keyboard alone: the first level, two arrows to PREMIUM, Tab to the button, Enter.
  await choice.getByRole('radio', { name: /Estándar/ }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(choice.getByRole('radio', { name: /PREMIUM/ })).toBeChecked();
  await page.keyboard.press('Tab');
  const ask = choice.getByRole('button', { name: b(lang, 'choice.ask', { level: 'PREMIUM' }) });
  await expect(ask).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(choice.getByRole('status')).toContainText('Pidió PREMIUM');
  await expect(withdraw).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSideScroll(page);
  await saveScreenshot(page, testInfo, 'package-choice-pending', { fullPage: false });
  await choice.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'package-choice-pending-section', { fullPage: false });

  // The office: the unit's panel on the stacking plan shows the pending request.
  await switchTo(page, admin);
  await page.goto(`/admin/developments/${slug}/units`);
  // The panel shows what this browser kept first (the buyer's copy, same device) and asks the
  // server again: the note is typed once the server's answer is in.
  const asked = page.waitForResponse((r) => r.url().endsWith(`/api/units/${unit.id}/selection`) && r.request().method() === 'GET');
  await page.locator(`[role="gridcell"][data-unit="${unit.number}"]`).click();
  await asked;
  const panel = page.getByRole('dialog', { name: u(lang, 'panel.title', { number: unit.number }) });
  const office = panel.getByTestId('office-selection');
  await expect(office).toContainText('Solicitud pendiente: PREMIUM');
  const noteField = office.getByLabel(o(lang, 'selection.noteLabel'));
  await noteField.fill('Entrega con la unidad.');
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'package-choice-office', { fullPage: false });
  await expect(noteField).toHaveValue('Entrega con la unidad.');
  await office.getByRole('button', { name: o(lang, 'selection.approve', { level: 'PREMIUM' }) }).click();
  // The office's own answer shows the decision with its note.
  await expect(office).toContainText('Entrega con la unidad.');
  await expect(office).toContainText(o(lang, 'selection.current', { level: 'PREMIUM' }));
  await expect(panel.getByTestId('unit-file').locator('table')).toContainText('Paquete de mobiliario PREMIUM');

  // The buyer reads the decision and its note; the show room opens on PREMIUM; the schedule has the line.
  await switchTo(page, buyer);
  await page.goto(`/property/${unit.id}`);
  await expect(choice.getByRole('status')).toContainText('PREMIUM aprobado');
  await expect(choice.getByRole('status')).toContainText('Entrega con la unidad.');
  await expect(choice.getByRole('radio', { name: /PREMIUM/ })).toBeChecked();
  await page.goto(`/show-room?property=${unit.id}`);
  await expect(page.getByRole('tab', { name: 'PREMIUM' })).toHaveAttribute('aria-selected', 'true');
  await page.goto(`/property/${unit.id}/file`);
  await expect(page.locator('table')).toContainText('Paquete de mobiliario PREMIUM');
  await expect(page.locator('table')).toContainText(/25[.,\u00a0\u202f ]000/);
});
