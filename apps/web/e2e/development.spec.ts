// Development pages (SPEC §2.12, §2.13, §2.19): the location page with its menu, the About
// dialog offering the brochure PDF, and the contact form whose lead reaches the server.
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { DEMO, apiSignIn, authHeader, newPerson } from './support/session';

const d = (key: string) => text('es', 'development', key);

async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const file = path.join(testInfo.project.outputDir, 'screenshots', testInfo.project.name, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test.beforeEach(async ({ page }) => {
  // No network here: the map frame fails at once rather than waiting.
  await page.route(/^https:\/\/(www|maps)\.google\.com\//, (route) => route.abort());
});

test('location: menu, address, distances, contact; About offers the brochure PDF', async ({ page, request }, testInfo) => {
  await page.goto('/location');
  await expect(page.getByRole('heading', { level: 1, name: d('location.title') })).toBeVisible();
  const menu = page.getByRole('navigation', { name: d('menu.label') });
  await expect(menu.getByRole('link', { name: d('menu.location') })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Quinta Avenida, Playa del Carmen, Quintana Roo, Mexico')).toBeVisible();
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

for (const { path: pagePath, page: name, menu } of INFO_PAGES) {
  test(`static page ${pagePath}`, async ({ page }, testInfo) => {
    await page.goto(pagePath);
    await expect(page.getByRole('heading', { level: 1, name: d(`info.${name}.title`) })).toBeVisible();
    await expect(page.getByRole('navigation', { name: d('menu.label') })).toHaveCount(menu ? 1 : 0);
    await expect(page.getByRole('link', { name: d('location.contact') })).toBeVisible();
    if (name === 'project') {
      const facts = page.getByRole('list', { name: d('info.project.factsLabel') });
      for (const fact of ['81', '754', '7']) await expect(facts).toContainText(fact);
      await expect(page.getByText(/35 m².*106 m²/)).toBeVisible();
    }
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `info-${name}`);
  });
}
