// A development page's own photos open the full-screen viewer (decision 067) as the news photos
// do: the demo Admin makes a development with three photos on its "project detail" page, and a
// visitor, by keyboard alone, opens the second, moves with the arrows, closes with Escape and
// finds focus back on that photo; axe with the viewer open; es, en and fr at both widths.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text, type Language } from './support/locales';
import { solidPng } from './support/png';
import { saveScreenshot } from './support/screenshots';
import { DEMO, apiSignIn, authHeader } from './support/session';
import { tabTo } from './support/tab-to';

const g = (lang: Language, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text(lang, 'development', `gallery.${key}`));

/** A development of this test with three photos on its project-detail page; archived after. */
async function developmentWithPhotos(request: APIRequestContext) {
  const headers = authHeader(await apiSignIn(request, DEMO.admin));
  const id = randomUUID().replace(/-/g, '').slice(0, 6);
  const slug = `galeria-${id}`;
  const name = `Galería ${id.toUpperCase()}`;
  const created = await request.post('/api/developments', {
    headers,
    data: { slug, code: `GV${id.toUpperCase()}`, name, city: 'Tulum', address: 'Tulum, Quintana Roo', status: 'selling', currency: 'USD', package_prices: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const colours: [number, number, number][] = [
    [38, 110, 118],
    [150, 90, 40],
    [60, 60, 120],
  ];
  for (const colour of colours) {
    const photo = await request.post(`/api/developments/${slug}/photos`, {
      headers,
      multipart: { page: 'detail', image: { name: 'photo.png', mimeType: 'image/png', buffer: solidPng(1600, 1000, colour) } },
    });
    expect(photo.status(), await photo.text()).toBe(201);
  }
  return { slug, name, archive: () => request.delete(`/api/developments/${slug}`, { headers }) };
}

test('a development page’s photo opens full screen by keyboard: arrows, Escape, focus back; es, en, fr', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const { slug, name, archive } = await developmentWithPhotos(request);
  try {
    for (const lang of LANGUAGES) {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`/developments/${slug}/project-detail`);
      const gallery = page.getByTestId('photo-gallery');
      const opener = (number: number) => gallery.getByRole('button', { name: g(lang, 'open', { number, count: 3 }) });
      await expect(opener(3)).toBeVisible();
      if (lang === 'es') await saveScreenshot(page, testInfo, 'development-gallery-es');
      await tabTo(page, opener(2));
      await page.keyboard.press('Enter');

      const viewer = page.getByRole('dialog', { name: g(lang, 'title', { name }) });
      await expect(viewer).toBeVisible();
      await expect(viewer.getByText(g(lang, 'position', { number: 2, count: 3 }), { exact: true })).toBeVisible();
      expect(await viewer.getByRole('img').evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
      await expectNoA11yViolations(page);
      await saveScreenshot(page, testInfo, `development-viewer-${lang}`, { fullPage: false });

      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByText(g(lang, 'position', { number: 3, count: 3 }), { exact: true })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(viewer.getByText(g(lang, 'position', { number: 1, count: 3 }), { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
      await expect(opener(2)).toBeFocused();
    }
  } finally {
    await archive();
  }
});
