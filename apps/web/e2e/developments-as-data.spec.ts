// A second development, brought live as data (issue 21, decision 030): the demo Admin creates it
// through the API — two pages' copy in es/en/fr, distances, package terms, two unit types, a GOLD
// price for one of them and a photo — and a visitor browses it in es, en and fr: its card on
// /home (its photo as the card's picture), its location page (the photo, the map frame or its
// fallback, its distances), its unit types, a package page with its terms and its price, and its
// brochure from the About dialog. axe on every screen. Each test makes its own development and
// archives it at the end, so no other test meets it.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DevelopmentWriteInput } from '@vitrina/contracts';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { apiDevelopment, escapeRegExp, fill, paragraphs } from './support/developments';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text, type Language } from './support/locales';
import { DEMO, apiSignIn, authHeader } from './support/session';
import { solidPng } from './support/png';
import { saveScreenshot } from './support/screenshots';

const d = (key: string, lang: Language) => text(lang, 'development', key);
const MAP_PROVIDER = /^https:\/\/(www|maps)\.google\.com\//;
const GOLD_PRICE = 385_000;

/** The development an Admin would write in the console, in every language. */
function developmentBody(slug: string, code: string, name: string): DevelopmentWriteInput {
  return {
    slug,
    code,
    name,
    city: 'Tulum',
    address: 'Carretera Tulum–Boca Paila km 5, Tulum, Quintana Roo, México',
    latitude: 20.1833,
    longitude: -87.4414,
    status: 'selling',
    currency: 'USD',
    facts: { apartments: 24, levels: 3, area_m2: null, min_unit_m2: 58, max_unit_m2: 84, products: null },
    distances: [
      { label: { es: 'Playa Paraíso', en: 'Paradise Beach', fr: 'Plage Paraíso' }, minutes: 6 },
      { label: { es: 'Zona arqueológica', en: 'Archaeological site', fr: 'Site archéologique' }, minutes: 9 },
      { label: { es: 'Aeropuerto de Tulum', en: 'Tulum airport', fr: 'Aéroport de Tulum' }, minutes: 25 },
    ],
    pages: {
      project: {
        es: 'Residencias entre la selva y el mar.\n\nVeinticuatro residencias de autor en tres niveles, rodeadas de selva.',
        en: 'Residences between the jungle and the sea.\n\nTwenty-four signature residences on three levels, surrounded by jungle.',
        fr: 'Des résidences entre la jungle et la mer.\n\nVingt-quatre résidences d’auteur sur trois niveaux, entourées de jungle.',
      },
      location: {
        es: 'A minutos de las playas de Tulum.\n\nUn camino tranquilo entre la selva y la zona arqueológica.',
        en: 'Minutes from the beaches of Tulum.\n\nA quiet road between the jungle and the archaeological site.',
        fr: 'À quelques minutes des plages de Tulum.\n\nUne route paisible entre la jungle et le site archéologique.',
      },
    },
    package_terms: {
      GOLD: { down_payment_percent: 25, price_freeze: true, financing_plan: false },
      PREMIUM: { down_payment_percent: 15, price_freeze: true, financing_plan: true },
      BLACK: { down_payment_percent: 40, price_freeze: false, financing_plan: true },
    },
    package_prices: [],
  };
}

/** Creates the development as the demo Admin: body, two unit types, a GOLD price, a location photo. */
async function createDevelopment(request: APIRequestContext) {
  const admin = await apiSignIn(request, DEMO.admin);
  const headers = authHeader(admin);
  const id = randomUUID().replace(/-/g, '').slice(0, 6);
  const slug = `costa-serena-${id}`;
  const code = `CS${id.toUpperCase()}`;
  const body = developmentBody(slug, code, `Costa Serena ${id.toUpperCase()}`);
  const created = await request.post('/api/developments', { data: body, headers });
  expect(created.status(), await created.text()).toBe(201);
  for (const [typeCode, size, bedrooms, es, en, fr] of [
    ['1R', 58, 1, 'Residencia jardín', 'Garden residence', 'Résidence jardin'],
    ['2R', 84, 2, 'Residencia terraza', 'Terrace residence', 'Résidence terrasse'],
  ] as const) {
    const res = await request.post(`/api/developments/${slug}/typologies`, {
      data: { code: typeCode, name: { es, en, fr }, description: `CONDO Depto. -${typeCode} Tulum`, size_m2: size, bedrooms },
      headers,
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  // Prices name unit types the development has: set once they exist.
  const priced = await request.put(`/api/developments/${slug}`, {
    data: { ...body, package_prices: [{ typology: '2R', package: 'GOLD', amount: GOLD_PRICE }] },
    headers,
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const photo = await request.post(`/api/developments/${slug}/photos`, {
    headers,
    multipart: { page: 'location', image: { name: 'tulum.png', mimeType: 'image/png', buffer: solidPng(1600, 1000, [38, 110, 118]) } },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const archive = async () => {
    await request.delete(`/api/developments/${slug}`, { headers });
  };
  return { slug, code, body, archive };
}

/** The price as the page's language writes it in the development's currency (the browser's own Intl). */
const priceIn = (page: Page, lang: Language, amount: number, currency: string) =>
  page.evaluate(([l, a, c]) => new Intl.NumberFormat(l, { style: 'currency', currency: c, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(a), [lang, amount, currency] as const);

test.beforeEach(async ({ page }) => {
  await page.route(MAP_PROVIDER, (route) => route.abort());
});

for (const lang of LANGUAGES) {
  test(`a second development made by the Admin, browsed by a visitor in ${lang}: card, location, unit types, a package with its terms and price`, async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const { slug, code, body, archive } = await createDevelopment(request);
    try {
      const development = await apiDevelopment(request, slug, lang);
      expect(development.first).toBe(false);
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);

      // Its card on /home: its name, its city, its photo; a tap opens its location page.
      await page.goto('/home');
      const card = page.getByTestId(`development-${code}`);
      await expect(card).toContainText(body.name);
      await expect(card).toContainText('Tulum');
      await expect(card.locator('img')).toHaveAttribute('srcset', /\/api\/images\//);
      await expect(card).toHaveAttribute('href', `/developments/${slug}/location`);
      await expectNoA11yViolations(page);
      await card.click();

      // The location page: its copy in this language, its photo, the map (the provider is unreachable here: the fallback), its distances.
      await expect(page).toHaveURL(`/developments/${slug}/location`);
      await expect(page.getByRole('heading', { level: 1, name: d('location.title', lang) })).toBeVisible();
      for (const paragraph of paragraphs(body.pages!.location![lang] ?? '')) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
      const photo = page.getByRole('img', { name: development.pages.location.photos[0]!.alt || fill(d('location.photoAlt', lang), { name: body.name }) });
      await expect(photo).toHaveAttribute('width', String(development.pages.location.photos[0]!.picture.width));
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByTestId('map-fallback')).toHaveText(d('location.mapUnavailable', lang));
      await expect(page.getByText(body.address)).toBeVisible();
      await expect(page.getByRole('link', { name: d('location.openMap', lang) })).toHaveAttribute('href', /query=20\.1833%2C-87\.4414/);
      const distances = page.getByRole('region', { name: d('location.distances', lang) });
      await expect(distances.getByRole('listitem')).toHaveCount(3);
      for (const { label, minutes } of body.distances!) {
        await expect(distances.getByRole('listitem').filter({ hasText: label[lang] })).toContainText(fill(d('location.minutes', lang), { minutes: String(minutes) }));
      }
      // The menu stays within this development: its long forms, its unit types.
      const menu = page.getByRole('navigation', { name: d('menu.label', lang) });
      await expect(menu.getByRole('link', { name: d('menu.architecture', lang) })).toHaveAttribute('href', `/developments/${slug}/architecture-page`);
      await expect(page.locator('header[data-variant="development"]')).toContainText('Tulum');
      await expectNoA11yViolations(page);
      await saveScreenshot(page, testInfo, `second-location-${lang}`);
      await expectNoSideScroll(page);

      // About offers this development's brochure.
      await menu.getByRole('button', { name: d('menu.about', lang) }).click();
      const about = page.getByRole('alertdialog', { name: d('about.title', lang) });
      await expect(about.getByRole('link', { name: d('about.open', lang) })).toHaveAttribute('href', `/api/developments/${slug}/pdf/${lang}`);
      await about.getByRole('button', { name: d('about.cancel', lang) }).click();
      const brochure = await request.get(`/api/developments/${slug}/pdf/${lang}`);
      expect(brochure.status()).toBe(200);
      expect(brochure.headers()['content-type']).toContain('application/pdf');

      // Its unit types, smallest first, in this language.
      await menu.getByRole('link', { name: d('menu.topology', lang) }).click();
      await expect(page).toHaveURL(`/topology-${slug}`);
      const types = page.getByTestId('unit-type-list').getByRole('listitem');
      await expect(types).toHaveCount(2);
      await expect(types.first()).toContainText(development.typologies.find((t) => t.code === '1R')!.name);
      await expect(types.last()).toContainText(development.typologies.find((t) => t.code === '2R')!.name);
      await expect(types.last()).toContainText('84 m²');
      await expectNoA11yViolations(page);
      await saveScreenshot(page, testInfo, `second-topology-${lang}`);
      await expectNoSideScroll(page);

      // A package page: its own terms, and the price set for one unit type (in its currency).
      await page.goto(`/developments/${slug}/gold-package`);
      await expect(page.getByRole('heading', { level: 1, name: 'Gold' })).toBeVisible();
      const percent = await page.evaluate((l) => new Intl.NumberFormat(l, { style: 'percent' }).format(0.25), lang);
      await expect(page.getByText(fill(d('package.downPayment', lang), { percent }))).toBeVisible();
      await expect(page.getByText(d('package.priceFreeze', lang))).toBeVisible();
      // Financing is off for GOLD here.
      await expect(page.getByText(d('package.financing', lang))).toHaveCount(0);
      const price = await priceIn(page, lang, GOLD_PRICE, 'USD');
      const prices = page.getByRole('region', { name: d('package.prices', lang) });
      await expect(prices.getByText(development.typologies.find((t) => t.code === '2R')!.name)).toBeVisible();
      await expect(prices.getByText(price, { exact: true })).toBeVisible();
      await expect(page.getByText(fill(d('package.from', lang), { price }))).toBeVisible();
      await expect(page.getByText(d('package.pricesNote', lang))).toHaveCount(0);
      await expectNoA11yViolations(page);
      await saveScreenshot(page, testInfo, `second-gold-${lang}`);
      await expectNoSideScroll(page);

      // Without a price the adviser confirms it; Acquire offers this development's terms.
      await page.goto(`/developments/${slug}/premium-package`);
      await expect(page.getByText(d('package.pricesNote', lang))).toBeVisible();
      await page.getByRole('button', { name: d('package.acquire', lang) }).click();
      const modal = page.getByRole('dialog', { name: text(lang, 'shell', 'packages.title') });
      const premium15 = await page.evaluate((l) => new Intl.NumberFormat(l, { style: 'percent' }).format(0.15), lang);
      await expect(modal.getByText(fill(text(lang, 'shell', 'packages.downPayment'), { percent: premium15 }))).toBeVisible();
      await expect(modal.getByText(fill(text(lang, 'shell', 'packages.from'), { price }))).toBeVisible();
      await expectNoA11yViolations(page);
      await page.keyboard.press('Escape');

      // The package comparison of one of its units shows the prices set for the unit's type. The
      // development is sold out first (still browsable), so the unit is never offered in the
      // public units list that other specs count while this one runs.
      const adminHeaders = authHeader(await apiSignIn(request, DEMO.admin));
      const soldOut = await request.put(`/api/developments/${slug}`, {
        data: { ...body, status: 'sold_out', package_prices: [{ typology: '2R', package: 'GOLD', amount: GOLD_PRICE }] },
        headers: adminHeaders,
      });
      expect(soldOut.status(), await soldOut.text()).toBe(200);
      const unit = await request.post(`/api/developments/${slug}/units`, {
        data: { number: '201', floor: 2, position: 1, typology: '2R' },
        headers: adminHeaders,
      });
      expect(unit.status(), await unit.text()).toBe(201);
      await page.goto(`/show-room?property=${(await unit.json()).id}&compare=1`);
      const priceRow = page.getByTestId('comparison-prices');
      await expect(priceRow.getByRole('rowheader', { name: text(lang, 'catalogue', 'compare.price') })).toBeVisible();
      await expect(priceRow.getByRole('cell')).toHaveText([text(lang, 'catalogue', 'compare.included'), price, '—', '—']);

      // Its overview, and its link preview (its own address, its copy).
      await page.goto(`/developments/${slug}`);
      await expect(page.getByText(paragraphs(body.pages!.project![lang] ?? '')[0]!, { exact: true })).toBeVisible();
      const facts = page.getByRole('list', { name: d('info.project.factsLabel', lang) });
      await expect(facts.getByRole('listitem')).toHaveCount(3);
      await expectNoA11yViolations(page);
      const html = await (await request.get(`/developments/${slug}`, { headers: { cookie: `lang=${lang}` } })).text();
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/developments/${slug}"`));
      expect(html).toMatch(new RegExp(`<title[^>]*>[^<]*${escapeRegExp(body.name)}`));
    } finally {
      await archive();
    }
    // Archived: in no list, its pages are not found.
    expect((await request.get(`/developments/${slug}/location`)).status()).toBe(404);
  });
}
