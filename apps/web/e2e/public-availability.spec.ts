// Issue 22 (decision 034): a development's public availability. An Admin publishes the demo
// development's availability and prices in its form; a visitor opens the plan (es/en/fr, 375
// and 1280 px, axe), sees each unit's status (a unit held through the API shows as reserved),
// moves with the arrow keys, chooses an available unit and asks about it; the lead names the
// unit in the Admin's inbox. A development that does not publish it: not found, not linked.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AvailabilityAnswer } from '@vitrina/contracts';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { fill, firstDevelopment } from './support/developments';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text, type Language } from './support/locales';
import { saveScreenshot } from './support/screenshots';
import { DEMO, apiSignIn, authHeader, newPerson, useSession, type TestSession } from './support/session';

const d = (key: string, lang: Language = 'es') => text(lang, 'development', key);
const admin = (key: string) => text('es', 'developmentsAdmin', key);

test.describe.configure({ mode: 'serial' });

async function plan(request: APIRequestContext, slug: string, lang: Language = 'es'): Promise<AvailabilityAnswer> {
  const res = await request.get(`/api/developments/${slug}/availability`, { headers: { 'accept-language': lang } });
  expect(res.status()).toBe(200);
  return (await res.json()) as AvailabilityAnswer;
}

/** Holds an available unit through the API (another run may hold one at the same moment: then the next). */
async function holdSomeUnit(request: APIRequestContext, session: TestSession, slug: string): Promise<string> {
  for (const unit of (await plan(request, slug)).units.filter((u) => u.status === 'available').reverse()) {
    const res = await request.post(`/api/units/${unit.id}/status`, {
      headers: authHeader(session),
      data: { status: 'on_hold', until: new Date(Date.now() + 2 * 3_600_000).toISOString(), note: 'Cliente en visita' },
    });
    if (res.ok()) return unit.number;
  }
  throw new Error('no unit could be held');
}

const focusedCell = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-grid-cell') ?? null);

test('an Admin publishes the demo development’s availability and prices in its form', async ({ page, request }, testInfo) => {
  const development = await firstDevelopment(request);
  await useSession(page, await apiSignIn(request, DEMO.admin));
  await page.goto(`/admin/developments/${development.slug}`);
  const availability = page.getByRole('switch', { name: admin('publishing.availability') });
  const prices = page.getByRole('switch', { name: admin('publishing.prices') });
  await availability.check();
  await prices.check();
  await availability.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'availability-admin-publishing', { fullPage: false });
  await page.getByRole('button', { name: admin('form.save') }).first().click();
  await expect.poll(async () => (await request.get(`/api/developments/${development.slug}/availability`)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('switch', { name: admin('publishing.availability') })).toBeChecked();
  await expect(page.getByRole('switch', { name: admin('publishing.prices') })).toBeChecked();
});

for (const lang of LANGUAGES) {
  test(`a visitor sees the plan, moves with the arrow keys and asks about an available unit (${lang})`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const development = await firstDevelopment(request, lang);
    const adminSession = await apiSignIn(request, DEMO.admin);
    const held = await holdSomeUnit(request, adminSession, development.slug);
    const answer = await plan(request, development.slug, lang);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);

    // Linked from the development's menu, at the seed path (the demo development is the first).
    await page.goto('/location');
    const menu = page.getByRole('navigation', { name: d('menu.label', lang) });
    await menu.getByRole('link', { name: d('menu.availability', lang) }).click();
    await expect(page).toHaveURL('/availability');
    await expect(page.getByRole('heading', { level: 1, name: d('availability.title', lang) })).toBeVisible();

    // The legend counts each status; a held unit shows as reserved, by colour and by word.
    const legend = page.getByRole('list', { name: d('availability.legend', lang) });
    for (const status of ['available', 'reserved', 'sold'] as const) {
      await expect(legend.getByRole('listitem').filter({ hasText: d(`availability.status.${status}`, lang) })).toContainText(new Intl.NumberFormat(lang).format(answer.counts[status]));
    }
    const grid = page.getByRole('grid', { name: fill(d('availability.planLabel', lang), { name: development.name }) });
    await expect(grid.getByRole('gridcell').filter({ hasText: answer.units[0]!.number }).first()).toBeVisible();
    const heldCell = grid.locator(`[data-unit-number="${held}"]`);
    await expect(heldCell).toHaveAttribute('data-unit-status', 'reserved');
    await expect(heldCell).toContainText(d('availability.status.reserved', lang));
    // Prices are published: a unit's list price is on its cell (the currency in the note above).
    const priced = answer.units.find((u) => u.price !== null)!;
    const priceText = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(priced.price!);
    await expect(page.getByText(fill(d('availability.pricesNote', lang), { currency: answer.development.currency }), { exact: false })).toBeVisible();
    await expect(grid.locator(`[data-unit-number="${priced.number}"]`)).toContainText(priceText);
    // Never a buyer: no e-mail address anywhere on the page.
    await expect(page.locator('main')).not.toContainText('@');

    await expectNoA11yViolations(page);
    await expectNoSideScroll(page);
    await saveScreenshot(page, testInfo, `availability-${lang}`);

    // One Tab stop; the arrow keys move between cells, Home and End along a floor.
    const first = grid.locator('[tabindex="0"]');
    await expect(first).toHaveCount(1);
    await first.focus();
    const start = await focusedCell(page);
    await page.keyboard.press('ArrowRight');
    const right = await focusedCell(page);
    expect(right).not.toBe(start);
    await page.keyboard.press('ArrowDown');
    const down = await focusedCell(page);
    expect(down!.split(':')[0]).not.toBe(right!.split(':')[0]);
    await page.keyboard.press('End');
    expect((await focusedCell(page))!.split(':')[0]).toBe(down!.split(':')[0]);
    await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);

    // Choose an available unit with the keyboard (Enter) and ask about it.
    const available = grid.locator('[data-unit-status="available"]').first();
    const number = (await available.getAttribute('data-unit-number'))!;
    await available.focus();
    await page.keyboard.press('Enter');
    const chosen = page.getByRole('dialog', { name: fill(d('availability.chosen.title', lang), { number }) });
    await expect(chosen).toBeVisible();
    await expect(chosen).toContainText(d('availability.status.available', lang));
    await expectNoSideScroll(page);
    await expect(chosen.getByRole('link', { name: d('availability.chosen.seeType', lang) })).toHaveAttribute('href', /^\/property\/\d+$/);
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `availability-chosen-${lang}`, { fullPage: false });
    // Escape closes it and focus is back on the unit's cell; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect(chosen).toBeHidden();
    await expect(available).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chosen).toBeVisible();
    await chosen.getByRole('link', { name: d('availability.chosen.ask', lang) }).click();
    await expect(page).toHaveURL(`/contactme-page?unit=${number}&development=${development.slug}`);

    // The contact page shows the unit in a field that can be changed, and sends it with the lead.
    const unitField = page.getByLabel(d('contact.unitNumber', lang));
    await expect(unitField).toHaveValue(number);
    const person = { ...newPerson(), name: `Visitante ${randomUUID().slice(0, 6)}` };
    await page.getByLabel(d('contact.name', lang)).fill(person.name);
    await page.getByLabel(d('contact.email', lang)).fill(person.email);
    await page.getByLabel(d('contact.phone', lang), { exact: true }).fill(person.phone);
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `availability-contact-${lang}`);
    await page.getByRole('button', { name: d('contact.send', lang) }).click();
    await expect(page.getByRole('heading', { name: d('contact.thanksTitle', lang) })).toBeVisible();

    // The Admin sees the lead with its unit and development in the inbox.
    await useSession(page, adminSession);
    await page.goto('/leads');
    const card = page.getByTestId('leads').getByRole('listitem').filter({ hasText: person.name });
    await expect(card.locator('[data-lead-unit]')).toHaveText(fill(text(lang, 'admin', 'leads.unitOf'), { number, development: development.code }));
    await expect(card.locator('[data-lead-unit]')).toContainText(number);
    await expect(card.locator('[data-lead-unit]')).toContainText(development.code);
  });
}

test('a development that does not publish its availability: the plan is not found and not linked', async ({ page, request }) => {
  const session = await apiSignIn(request, DEMO.admin);
  const key = randomUUID().slice(0, 6);
  const slug = `sin-plano-${key}`;
  const created = await request.post('/api/developments', {
    headers: authHeader(session),
    data: {
      slug,
      code: `SP${key.replace(/[^0-9a-f]/g, '').slice(0, 4).toUpperCase()}`,
      name: `Sin plano ${key}`,
      city: 'Tulum',
      address: 'Avenida Tulum',
      status: 'selling',
      distances: [],
    },
  });
  expect(created.status()).toBe(201);
  expect((await request.get(`/api/developments/${slug}/availability`)).status()).toBe(404);

  const notFound = await page.goto(`/developments/${slug}/availability`);
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'common', 'notFound.title'));
  await page.goto(`/developments/${slug}/location`);
  const menu = page.getByRole('navigation', { name: d('menu.label') });
  await expect(menu.getByRole('link', { name: d('menu.location') })).toBeVisible();
  await expect(menu.getByRole('link', { name: d('menu.availability') })).toHaveCount(0);
  await request.delete(`/api/developments/${slug}`, { headers: authHeader(session) });
});
