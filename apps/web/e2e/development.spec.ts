// The first development's pages (SPEC §2.12, §2.13, §2.19, decision 030: the seed's paths show
// it): the location page with its menu, its interior picture and its map (the frame only when
// the provider answers; otherwise, or offline, the address and a map link), the About dialog
// offering the brochure PDF, the contact form whose lead reaches the server, and every
// development page's headings, copy and figures in es/en/fr — the development's own, as
// GET /api/developments/{slug} answers them; the long forms and unknown slugs.
import type { Page } from '@playwright/test';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { apiDevelopment, firstDevelopment, fill, paragraphs } from './support/developments';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text, type Language } from './support/locales';
import { DEMO, apiSignIn, authHeader, newPerson } from './support/session';
import { saveScreenshot } from './support/screenshots';

const d = (key: string, lang: Language = 'es') => text(lang, 'development', key);

/** Names on the package pages (the contracts' PACKAGE_DISPLAY_NAMES: the interface's words). */
const { PACKAGE_DISPLAY_NAMES } = await import('../../../packages/contracts/src/constants');

const MAP_PROVIDER = /^https:\/\/(www|maps)\.google\.com\//;

test.beforeEach(async ({ page }) => {
  // No network here (and so in every test by default): the provider fails at once rather than
  // after the page's probe times out.
  await page.route(MAP_PROVIDER, (route) => route.abort());
});

const mapFrame = (page: Page, lang: Language = 'es') => page.getByTitle(d('location.mapTitle', lang));

test('map: the frame shows only when the provider answers; unreachable, slow or offline → the address and a map link', async ({ page, context, request }) => {
  const development = await firstDevelopment(request);
  // Reachable (registered last, so it wins over the abort of beforeEach): the frame is shown —
  // which also proves the server's CSP lets the probe and the frame through.
  await page.route(MAP_PROVIDER, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }));
  await page.goto('/location');
  await expect(mapFrame(page)).toBeVisible();
  // At the development's coordinates.
  await expect(mapFrame(page)).toHaveAttribute('src', new RegExp(`q=${development.latitude}%2C${development.longitude}&`));
  await expect(page.getByTestId('map-fallback')).toHaveCount(0);

  // Offline: no frame, the offline note, and the address and map link below.
  await context.setOffline(true);
  await expect(page.getByTestId('map-fallback')).toHaveText(d('location.offline'));
  await expect(mapFrame(page)).toHaveCount(0);
  await expect(page.getByText(development.address)).toBeVisible();
  await expect(page.getByRole('link', { name: d('location.openMap') })).toBeVisible();

  // Back online with a provider that cannot be reached: probed again, no broken frame.
  await page.unroute(MAP_PROVIDER);
  await page.route(MAP_PROVIDER, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await expect(page.getByTestId('map-fallback')).toHaveText(d('location.mapUnavailable'));
  await expect(mapFrame(page)).toHaveCount(0);

  // A provider that never answers: the probe gives up after a few seconds.
  await page.unroute(MAP_PROVIDER);
  await page.route(MAP_PROVIDER, () => new Promise<void>(() => {}));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: d('location.mapLoading') })).toBeVisible();
  await expect(page.getByTestId('map-fallback')).toHaveText(d('location.mapUnavailable'), { timeout: 8_000 });
  await expect(mapFrame(page)).toHaveCount(0);
});

test('location: menu, address, distances, contact; About offers the brochure PDF', async ({ page, request }, testInfo) => {
  const development = await firstDevelopment(request);
  await page.goto('/location');
  await expect(page.getByRole('heading', { level: 1, name: d('location.title') })).toBeVisible();
  const menu = page.getByRole('navigation', { name: d('menu.label') });
  await expect(menu.getByRole('link', { name: d('menu.location') })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(development.address)).toBeVisible();
  // The provider is unreachable here: the address and the link instead of a broken frame.
  await expect(page.getByTestId('map-fallback')).toHaveText(d('location.mapUnavailable'));
  await expect(mapFrame(page)).toHaveCount(0);
  for (const { minutes } of development.distances) await expect(page.getByText(`${minutes} min`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: d('location.openMap') })).toHaveAttribute('href', /google\.com\/maps/);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'location');

  await menu.getByRole('button', { name: d('menu.about') }).click();
  const dialog = page.getByRole('alertdialog', { name: d('about.title') });
  await expect(dialog).toBeVisible();
  const open = dialog.getByRole('link', { name: d('about.open') });
  await expect(open).toHaveAttribute('href', '/api/pdf/es');
  await expect(open).toHaveAttribute('target', '_blank');
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'location-about');
  const pdf = await request.get('/api/pdf/es');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await dialog.getByRole('button', { name: d('about.cancel') }).click();
  await page.getByRole('link', { name: d('location.contact') }).click();
  await expect(page).toHaveURL('/contactme-page');
});

test('contact form: rules on blur, Send disabled until valid, the lead reaches the server', async ({ page, request }, testInfo) => {
  const person = newPerson();
  await page.goto('/contactme-page');
  await expect(page.getByRole('heading', { level: 1, name: d('contact.title') })).toBeVisible();
  const send = page.getByRole('button', { name: d('contact.send') });
  await expect(send).toBeDisabled();

  await page.getByLabel(d('contact.name')).fill('Al');
  await page.getByLabel(d('contact.name')).blur();
  await expect(page.getByLabel(d('contact.name'))).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(d('contact.name')).fill(person.name);
  await page.getByLabel(d('contact.email')).fill(person.email);
  // The leading + is optional on this form.
  await page.getByLabel(d('contact.phone'), { exact: true }).fill(person.phone.replace('+', ''));
  await page.getByLabel(d('contact.area')).fill('Inversión');
  await page.getByLabel(d('contact.units')).fill('2');
  await expect(send).toBeEnabled();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'contact');
  await send.click();
  await expect(page.getByRole('heading', { name: d('contact.thanksTitle') })).toBeVisible();
  await saveScreenshot(page, testInfo, 'contact-sent');

  const admin = await apiSignIn(request, DEMO.admin);
  const leads = (await (await request.get('/api/leads', { headers: authHeader(admin) })).json()) as unknown;
  expect(JSON.stringify(leads)).toContain(person.email);
});

const PACKAGE_PAGES = [
  { pack: 'GOLD', path: '/gold-package', name: 'Gold', percent: '30 %' },
  { pack: 'PREMIUM', path: '/premium-package', name: 'Premium', percent: '20 %' },
  { pack: 'BLACK', path: '/black-package', name: 'Black Elite', percent: '30 %' },
] as const;

for (const { pack, path: pagePath, name, percent } of PACKAGE_PAGES) {
  test(`package page ${pack}: terms, show room button, acquire opens the package modal`, async ({ page }, testInfo) => {
    await page.goto(pagePath);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(d('package.downPayment').replace('{{percent}}', percent))).toBeVisible();
    await expect(page.getByText(d('package.priceFreeze'))).toBeVisible();
    await expect(page.getByText(d('package.financing'))).toBeVisible();
    await expect(page.getByRole('navigation', { name: d('menu.label') })).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `package-${pack.toLowerCase()}`);
    await page.getByRole('button', { name: d('package.acquire') }).click();
    await expect(page.getByRole('dialog', { name: text('es', 'shell', 'packages.title') })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: d('package.showRoom') }).click();
    await expect(page).toHaveURL(`/show-room?package=${pack}`);
  });
}

const INFO_PAGES = [
  { path: '/architecture-page', page: 'architecture', texts: 'architecture', menu: true },
  { path: '/project-detail', page: 'detail', texts: 'project', menu: true },
  { path: '/amenities-page', page: 'amenities', texts: 'amenities', menu: true },
  { path: '/invest-page', page: 'invest', texts: 'invest', menu: false },
  { path: '/projects', page: 'project', texts: 'projects', menu: false },
] as const;

/** Every development page in each language: its heading in that language, the development's copy and figures. */
for (const lang of LANGUAGES) {
  test(`development pages in ${lang}: headings, copy, figures, the interior picture and the map fallback`, async ({ page, request }, testInfo) => {
    // Ten screens, each with axe and a full-page screenshot.
    test.setTimeout(180_000);
    const n = (value: number) => new Intl.NumberFormat(lang).format(value);
    const development = await firstDevelopment(request, lang);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);

    await page.goto('/location');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: d('location.title', lang) })).toBeVisible();
    await expect(page.getByText(development.city, { exact: true }).first()).toBeVisible();
    const [locationLead] = paragraphs(development.pages.location.text);
    if (locationLead) await expect(page.getByText(locationLead)).toBeVisible();
    const menu = page.getByRole('navigation', { name: d('menu.label', lang) });
    for (const key of ['location', 'architecture', 'project', 'amenities', 'topology']) {
      await expect(menu.getByRole('link', { name: d(`menu.${key}`, lang) })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: d('menu.topology', lang) })).toHaveAttribute('href', `/topology-${development.slug}`);
    await expect(menu.getByRole('button', { name: d('menu.about', lang) })).toBeVisible();
    // The interior picture (the location page has no photo in the demo): loaded, its room reserved, a text in this language.
    const interior = page.getByRole('img', { name: d('location.interiorAlt', lang) });
    await expect(interior).toBeVisible();
    await expect(interior).toHaveAttribute('width', '1200');
    await expect(interior).toHaveAttribute('height', '900');
    await expect.poll(() => interior.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('map-fallback')).toHaveText(d('location.mapUnavailable', lang));
    await expect(page.getByText(development.address)).toBeVisible();
    await expect(page.getByRole('link', { name: d('location.openMap', lang) })).toBeVisible();
    const distances = page.getByRole('region', { name: d('location.distances', lang) });
    await expect(distances.getByRole('listitem')).toHaveCount(development.distances.length);
    for (const { label, minutes } of development.distances) {
      const item = distances.getByRole('listitem').filter({ hasText: label });
      await expect(item).toContainText(fill(d('location.minutes', lang), { minutes: n(minutes) }));
    }
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `location-${lang}`);
    await expectNoSideScroll(page);

    await menu.getByRole('button', { name: d('menu.about', lang) }).click();
    const about = page.getByRole('alertdialog', { name: d('about.title', lang) });
    await expect(about.getByRole('link', { name: d('about.open', lang) })).toHaveAttribute('href', `/api/pdf/${lang}`);
    await about.getByRole('button', { name: d('about.cancel', lang) }).click();

    for (const { path: pagePath, page: name, texts, menu } of INFO_PAGES) {
      await page.goto(pagePath);
      await expect(page.getByRole('heading', { level: 1, name: fill(d(`info.${texts}.title`, lang), { city: development.city }) })).toBeVisible();
      // The eyebrow is the development's name; the copy is its page's, paragraph by paragraph, as text.
      await expect(page.getByText(development.name, { exact: true }).first()).toBeVisible();
      for (const paragraph of paragraphs(development.pages[name].text)) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
      await expect(page.getByRole('navigation', { name: d('menu.label', lang) })).toHaveCount(menu ? 1 : 0);
      await expect(page.getByRole('link', { name: d('location.contact', lang) })).toBeVisible();
      if ((name === 'architecture' || name === 'amenities' || name === 'invest') && development.pages[name].photos.length === 0) {
        // No photo: the drawing the page always had, described in this language and loaded.
        const picture = page.getByRole('img', { name: d(`info.${texts}.imageAlt`, lang) });
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      }
      if (name === 'detail' || name === 'project') {
        // The figures that are set; a null one is left out.
        const facts = page.getByRole('list', { name: d('info.project.factsLabel', lang) });
        const { apartments, levels, area_m2: area, products } = development.facts;
        if (apartments !== null) await expect(facts).toContainText(n(apartments));
        if (levels !== null) await expect(facts).toContainText(n(levels));
        if (area !== null) await expect(facts).toContainText(fill(d('info.project.area', lang), { area: n(area) }));
        if (products !== null) await expect(facts).toContainText(fill(d('info.project.products', lang), { count: n(products) }));
      }
      if (name === 'project') {
        // The overview leads into the development's pages and shows every development's card.
        await expect(page.getByRole('navigation', { name: d('overview.explore', lang) }).getByRole('link', { name: d('menu.location', lang) })).toHaveAttribute('href', '/location');
        await expect(page.getByTestId(`development-${development.code}`)).toBeVisible();
      }
      await expectNoA11yViolations(page);
      await saveScreenshot(page, testInfo, `info-${name}-${lang}`);
      await expectNoSideScroll(page);
    }

    await page.goto('/contactme-page');
    await expect(page.getByRole('heading', { level: 1, name: d('contact.title', lang) })).toBeVisible();
    for (const key of ['name', 'email', 'area', 'units']) await expect(page.getByLabel(d(`contact.${key}`, lang))).toBeVisible();
    await expect(page.getByRole('button', { name: d('contact.send', lang) })).toBeDisabled();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `contact-${lang}`);
    await expectNoSideScroll(page);

    for (const { pack, path: pagePath } of PACKAGE_PAGES) {
      await page.goto(pagePath);
      await expect(page.getByRole('heading', { level: 1, name: PACKAGE_DISPLAY_NAMES[pack] })).toBeVisible();
      await expect(page.getByText(d(`package.${pack}`, lang))).toBeVisible();
      const percent = new Intl.NumberFormat(lang, { style: 'percent' }).format(development.package_terms[pack].down_payment_percent / 100);
      await expect(page.getByText(fill(d('package.downPayment', lang), { percent }))).toBeVisible();
      // A package priced for some unit type lists its prices (the demo prices every type, decision
      // 059); one priced for none says the adviser confirms them.
      if (development.package_prices.some((p) => p.package === pack)) await expect(page.getByRole('region', { name: d('package.prices', lang) })).toBeVisible();
      else await expect(page.getByText(d('package.pricesNote', lang))).toBeVisible();
      await expect(page.getByRole('link', { name: d('package.showRoom', lang) })).toBeVisible();
      await expect(page.getByRole('button', { name: d('package.acquire', lang) })).toBeVisible();
      await expectNoA11yViolations(page);
      await saveScreenshot(page, testInfo, `package-${pack.toLowerCase()}-${lang}`);
      await expectNoSideScroll(page);
    }
  });
}

test('the long form shows the same development; its canonical address is the seed path', async ({ page, request }) => {
  const development = await firstDevelopment(request);
  for (const [long, seed] of [
    [`/developments/${development.slug}/location`, '/location'],
    [`/developments/${development.slug}/project-detail`, '/project-detail'],
    [`/developments/${development.slug}/gold-package`, '/gold-package'],
    [`/developments/${development.slug}`, '/projects'],
  ] as const) {
    const res = await request.get(long);
    expect(res.status(), long).toBe(200);
    const html = await res.text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(canonical).pathname, long).toBe(seed);
  }
  await page.goto(`/developments/${development.slug}/location`);
  await expect(page.getByRole('heading', { level: 1, name: d('location.title') })).toBeVisible();
  await expect(page.getByText(development.address)).toBeVisible();
  // The menu stays within the development: the first one's seed paths.
  await expect(page.getByRole('navigation', { name: d('menu.label') }).getByRole('link', { name: d('menu.architecture') })).toHaveAttribute('href', '/architecture-page');
  await expect(page.locator('header[data-variant="development"]')).toBeVisible();
});

test('an unknown slug is the not-found page, with a 404', async ({ page, request }) => {
  for (const path of ['/developments/no-such-development', '/developments/no-such-development/location', '/topology-no-such-development', '/developments/No_Slug/gold-package']) {
    expect((await request.get(path)).status(), path).toBe(404);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(text('es', 'common', 'notFound.title'));
  }
  // The slug is checked, not guessed: the API answers 404 too.
  expect((await request.get('/api/developments/no-such-development')).status()).toBe(404);
  await expect(apiDevelopment(request, 'no-such-development')).rejects.toThrow();
});
