// Construction news (issue 35, part 2; decision 064). The office writes a public post for a
// development from its stacking plan's link with the keyboard, adds a photo; the buyer of a unit
// there reads it in their news with its photo (space reserved, lazy) and in another language's
// interface with the fallback; the development's public page shows it. axe on each screen;
// screenshots at both widths (es, and en/fr for text fit). Data through the API: a building of its
// own with one unit sold to a new buyer.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text, type Language } from './support/locales';
import { solidPng } from './support/png';
import { saveScreenshot } from './support/screenshots';
import { DEMO, apiSignIn, authHeader, registerUser, useSession, type TestSession } from './support/session';
import { tabTo } from './support/tab-to';

const n = (lang: Language, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lang, 'news', key));

/** A building of its own (selling: its public page opens), one unit sold to `buyer`. */
async function prepare(request: APIRequestContext, admin: TestSession, buyer: TestSession) {
  const id = randomUUID().slice(0, 6);
  const slug = `e2e-obra-${id}`;
  const headers = authHeader(admin);
  const dev = await request.post('/api/developments', {
    headers,
    data: { slug, code: `N${id.replace(/[^a-z0-9]/gi, '').toUpperCase()}`.slice(0, 12), name: `Torre Obra ${id}`, city: 'Tulum', address: 'Avenida Cobá 12', status: 'selling', currency: 'USD' },
  });
  expect(dev.status(), await dev.text()).toBe(201);
  const type = await request.post(`/api/developments/${slug}/typologies`, {
    headers,
    data: { code: '1R', name: { es: 'Una recámara', en: 'One bedroom', fr: 'Une chambre' }, size_m2: 62, bedrooms: 1, description: 'CONDO 1R' },
  });
  expect(type.status(), await type.text()).toBe(201);
  const generated = await request.post(`/api/developments/${slug}/units/generate?dry_run=false`, {
    headers,
    data: { floor_from: 1, floor_to: 1, positions: 1, typologies: ['1R'], number_template: 'N{floor}{position:02}', base_price: 100_000, floor_step: 0 },
  });
  expect(generated.status(), await generated.text()).toBe(200);
  const plan = (await (await request.get(`/api/developments/${slug}/units`, { headers })).json()) as { units: { id: number }[] };
  const sold = await request.post(`/api/units/${plan.units[0]!.id}/status`, { headers, data: { status: 'sold', user_id: buyer.user.id } });
  expect(sold.status(), await sold.text()).toBe(200);
  return { slug, unitId: plan.units[0]!.id };
}

test('the office writes a public post with the keyboard and adds a photo', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(request, DEMO.admin);
  const buyer = await registerUser(request);
  const { slug } = await prepare(request, admin, buyer);
  await useSession(page, admin);

  await page.goto(`/admin/developments/${slug}/units`);
  await page.getByRole('link', { name: text('es', 'units', 'newsLink') }).click();
  await expect(page.getByRole('heading', { level: 1, name: n('es', 'office.title') })).toBeVisible();
  await expect(page.getByText(n('es', 'office.empty'))).toBeVisible();

  // With the keyboard alone: to the button, open the form, type, choose, save.
  const newPost = page.getByRole('button', { name: n('es', 'office.new') });
  await tabTo(page, newPost);
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: n('es', 'office.newTitle') });
  const spanish = form.getByRole('group', { name: n('es', 'office.language.es') });
  await spanish.getByLabel(n('es', 'office.titleLabel')).focus();
  await page.keyboard.type('Terminamos la estructura');
  await page.keyboard.press('Tab');
  await page.keyboard.type('La losa del último piso quedó colada.\n\nSigue la fachada.');
  await form.getByRole('radio', { name: n('es', 'office.audienceOption.public') }).check();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'news-office-form-es');
  await tabTo(page, form.getByRole('button', { name: n('es', 'office.publish') }));
  await page.keyboard.press('Enter');

  const post = page.getByRole('article', { name: 'Terminamos la estructura' });
  await expect(post).toBeVisible();
  // The form is gone: focus is on the saved post's title, not lost.
  await expect(post.getByRole('heading', { name: 'Terminamos la estructura' })).toBeFocused();
  await expect(post).toContainText(n('es', 'office.audienceTag.public'));
  await post.getByLabel(n('es', 'office.addPhotosTo', { title: 'Terminamos la estructura' })).setInputFiles({ name: 'obra.png', mimeType: 'image/png', buffer: solidPng(640, 480, [120, 140, 90]) });
  await expect(post.getByText(n('es', 'office.photoCount', { count: 1, max: 12 }))).toBeVisible();
  await expect(post.getByRole('img')).toHaveCount(1);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'news-office-es');
});

test('the buyer reads their news with its photos, in their language or another, and the public page shows a public post', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(request, DEMO.admin);
  const buyer = await registerUser(request);
  const { slug, unitId } = await prepare(request, admin, buyer);
  const headers = authHeader(admin);
  const body = 'Avanzamos con la fachada norte.\n\nLa próxima semana empiezan los acabados.';
  const created = await request.post(`/api/admin/developments/${slug}/posts`, {
    headers,
    data: { title: { es: 'Fachada norte', en: '', fr: 'Façade nord' }, body: { es: body, en: '', fr: 'La façade nord avance.' }, audience: 'public' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const postId = ((await created.json()) as { post: { id: number } }).post.id;
  for (const color of [[200, 120, 60], [60, 120, 200]] as [number, number, number][]) {
    const photo = await request.post(`/api/admin/posts/${postId}/photos`, { headers, multipart: { image: { name: 'obra.png', mimeType: 'image/png', buffer: solidPng(900, 600, color) } } });
    expect(photo.status(), await photo.text()).toBe(201);
  }
  const hidden = await request.post(`/api/admin/developments/${slug}/posts`, { headers, data: { title: { es: 'Solo compradores' }, body: { es: 'Reunión de compradores.' }, audience: 'buyers' } });
  expect(hidden.status()).toBe(201);

  await useSession(page, buyer);
  // From the unit's page, as a buyer would.
  await page.goto(`/property/${unitId}`);
  await page.getByRole('link', { name: new RegExp(n('es', 'entry.title')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: n('es', 'mine.title') })).toBeVisible();
  const post = page.getByRole('article', { name: 'Fachada norte' });
  await expect(post).toContainText('La próxima semana empiezan los acabados.');
  await expect(page.getByRole('article', { name: 'Solo compradores' })).toBeVisible();
  const images = post.getByRole('img');
  await expect(images).toHaveCount(2);
  await expect(images.first()).toHaveAttribute('loading', 'lazy');
  await expect(images.first()).toHaveAttribute('width', /\d+/);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'news-buyer-es');

  // English has no text: Spanish stands in; French has its own.
  for (const lang of ['en', 'fr'] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: n(lang, 'mine.title') })).toBeVisible();
    await expect(page.getByRole('article', { name: lang === 'fr' ? 'Façade nord' : 'Fachada norte' })).toBeVisible();
    await saveScreenshot(page, testInfo, `news-buyer-${lang}`);
  }

  // Signed out, the development's public page: the public post only.
  await page.evaluate(() => {
    for (const key of ['authToken', 'user', 'userType']) localStorage.removeItem(key);
    localStorage.setItem('lang', 'es');
  });
  await page.goto(`/developments/${slug}`);
  const section = page.getByRole('region', { name: n('es', 'public.title') });
  await expect(section.getByRole('article', { name: 'Fachada norte' })).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(1);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'news-public-es');
});
