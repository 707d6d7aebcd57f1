// Development pages (SPEC §2.12, §2.13, §2.19): the location page with its menu, its interior
// picture and its map (the frame only when the provider answers; otherwise, or offline, the
// address and a map link), the About dialog offering the brochure PDF, the contact form whose
// lead reaches the server, and every development page's headings and figures in es/en/fr.
import type { Page } from '@playwright/test';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text, type Language } from './support/locales';
import { DEMO, apiSignIn, authHeader, newPerson } from './support/session';
import { saveScreenshot } from './support/screenshots';

const d = (key: string, lang: Language = 'es') => text(lang, 'development', key);

/** The figures come from @vitrina/contracts, as the pages read them (one source). */
const { DEVELOPMENT_ADDRESS, DISTANCES_MINUTES, PACKAGE_DISPLAY_NAMES, PACKAGE_TERMS, PROJECT_FACTS } = await import(
  '../../../packages/contracts/src/constants'
);

/** A catalogue text with its {{placeholders}} filled, as i18next does. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {{${name}}}`);
    return values[name]!;
  });

const MAP_PROVIDER = /^https:\/\/(www|maps)\.google\.com\//;

test.beforeEach(async ({ page }) => {
  // No network here (and so in every test by default): the provider fails at once rather than
  // after the page's probe times out.
  await page.route(MAP_PROVIDER, (route) => route.abort());
});

const mapFrame = (page: Page, lang: Language = 'es') => page.getByTitle(d('location.mapTitle', lang));

test('map: the frame shows only when the provider answers; unreachable, slow or offline → the address and a map link', async ({ page, context }) => {
  // Reachable (registered last, so it wins over the abort of beforeEach): the frame is shown —
  // which also proves the server's CSP lets the probe and the frame through.
  await page.route(MAP_PROVIDER, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }));
  await page.goto('/location');
  await expect(mapFrame(page)).toBeVisible();
  await expect(page.getByTestId('map-fallback')).toHaveCount(0);

  // Offline: no frame, the offline note, and the address and map link below.
  await context.setOffline(true);
  await expect(page.getByTestId('map-fallback')).toHaveText(d('location.offline'));
  await expect(mapFrame(page)).toHaveCount(0);
  await expect(page.getByText(DEVELOPMENT_ADDRESS)).toBeVisible();
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
  await page.goto('/location');
  await expect(page.getByRole('heading', { level: 1, name: d('location.title') })).toBeVisible();
  const menu = page.getByRole('navigation', { name: d('menu.label') });
  await expect(menu.getByRole('link', { name: d('menu.location') })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(DEVELOPMENT_ADDRESS)).toBeVisible();
  // The provider is unreachable here: the address and the link instead of a broken frame.
  await expect(page.getByTestId('map-fallback')).toHaveText(d('location.mapUnavailable'));
  await expect(mapFrame(page)).toHaveCount(0);
  for (const minutes of ['2 min', '15 min', '50 min']) await expect(page.getByText(minutes).first()).toBeVisible();
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
  { path: '/architecture-page', page: 'architecture', menu: true },
  { path: '/project-detail', page: 'project', menu: true },
  { path: '/amenities-page', page: 'amenities', menu: true },
  { path: '/invest-page', page: 'invest', menu: false },
  { path: '/projects', page: 'projects', menu: false },
] as const;

/** Every development page in each language: its heading (and figures) in that language. */
for (const lang of LANGUAGES) {
  test(`development pages in ${lang}: headings, figures, the interior picture and the map fallback`, async ({ page }, testInfo) => {
    // Ten screens, each with axe and a full-page screenshot.
    test.setTimeout(180_000);
    const n = (value: number) => new Intl.NumberFormat(lang).format(value);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);

    await page.goto('/location');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: d('location.title', lang) })).toBeVisible();
    const menu = page.getByRole('navigation', { name: d('menu.label', lang) });
    for (const key of ['location', 'architecture', 'project', 'amenities', 'topology']) {
      await expect(menu.getByRole('link', { name: d(`menu.${key}`, lang) })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: d('menu.about', lang) })).toBeVisible();
    // The interior picture: loaded, with its room reserved and a text in this language.
    const interior = page.getByRole('img', { name: d('location.interiorAlt', lang) });
    await expect(interior).toBeVisible();
    await expect(interior).toHaveAttribute('width', '1200');
    await expect(interior).toHaveAttribute('height', '900');
    await expect.poll(() => interior.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('map-fallback')).toHaveText(d('location.mapUnavailable', lang));
    await expect(page.getByText(DEVELOPMENT_ADDRESS)).toBeVisible();
    await expect(page.getByRole('link', { name: d('location.openMap', lang) })).toBeVisible();
    for (const [place, minutes] of Object.entries(DISTANCES_MINUTES)) {
      const distances = page.getByRole('region', { name: d('location.distances', lang) });
      const item = distances.getByRole('listitem').filter({ hasText: d(`location.places.${place}`, lang) });
      await expect(item).toContainText(fill(d('location.minutes', lang), { minutes: n(minutes) }));
    }
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `location-${lang}`);
    await expectNoSideScroll(page);

    await menu.getByRole('button', { name: d('menu.about', lang) }).click();
    const about = page.getByRole('alertdialog', { name: d('about.title', lang) });
    await expect(about.getByRole('link', { name: d('about.open', lang) })).toHaveAttribute('href', `/api/pdf/${lang}`);
    await about.getByRole('button', { name: d('about.cancel', lang) }).click();

    for (const { path: pagePath, page: name, menu } of INFO_PAGES) {
      await page.goto(pagePath);
      await expect(page.getByRole('heading', { level: 1, name: d(`info.${name}.title`, lang) })).toBeVisible();
      await expect(page.getByText(d(`info.${name}.lead`, lang))).toBeVisible();
      await expect(page.getByRole('navigation', { name: d('menu.label', lang) })).toHaveCount(menu ? 1 : 0);
      await expect(page.getByRole('link', { name: d('location.contact', lang) })).toBeVisible();
      if (name === 'architecture' || name === 'amenities' || name === 'invest') {
        // The opening picture, described in this language and loaded.
        const picture = page.getByRole('img', { name: d(`info.${name}.imageAlt`, lang) });
        await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      }
      if (name === 'project') {
        const facts = page.getByRole('list', { name: d('info.project.factsLabel', lang) });
        await expect(facts).toContainText(n(PROJECT_FACTS.apartments));
        await expect(facts).toContainText(fill(d('info.project.area', lang), { area: n(PROJECT_FACTS.approxAreaM2) }));
        await expect(facts).toContainText(fill(d('info.project.products', lang), { count: n(PROJECT_FACTS.brandedProductsOver) }));
        await expect(
          page.getByText(
            fill(d('info.project.body', lang), {
              apartments: n(PROJECT_FACTS.apartments),
              levels: n(PROJECT_FACTS.levels),
              area: n(PROJECT_FACTS.approxAreaM2),
              products: n(PROJECT_FACTS.brandedProductsOver),
              studio: n(PROJECT_FACTS.studioM2),
              penthouse: n(PROJECT_FACTS.penthouseM2),
            }),
          ),
        ).toBeVisible();
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
      const percent = new Intl.NumberFormat(lang, { style: 'percent' }).format(PACKAGE_TERMS[pack].downPaymentPercent / 100);
      await expect(page.getByText(fill(d('package.downPayment', lang), { percent }))).toBeVisible();
      await expect(page.getByRole('link', { name: d('package.showRoom', lang) })).toBeVisible();
      await expect(page.getByRole('button', { name: d('package.acquire', lang) })).toBeVisible();
      await expectNoA11yViolations(page);
      await saveScreenshot(page, testInfo, `package-${pack.toLowerCase()}-${lang}`);
      await expectNoSideScroll(page);
    }
  });
}
