// Construction news (issue 35, part 2; decision 064). The office writes a public post for a
// development from its stacking plan's link with the keyboard, adds a photo; the buyer of a unit
// there reads it in their news with its photo (space reserved, lazy) and in another language's
// interface with the fallback; the development's public page shows it. axe on each screen;
// screenshots at both widths (es, and en/fr for text fit). Data through the API: a building of its
// own with one unit sold to a new buyer.
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { keptKeys, n, photoOrder, picturesLoaded, postWithPhotos, prepare } from './support/news';
import { solidPng } from './support/png';
import { saveScreenshot } from './support/screenshots';
import { DEMO, apiSignIn, authHeader, registerUser, useSession } from './support/session';
import { tabTo } from './support/tab-to';

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

test("the office reorders a post's photos and removes one with the keyboard alone", async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(request, DEMO.admin);
  const { slug } = await prepare(request, admin, await registerUser(request));
  const { postId, photoIds: [first, second, third] } = await postWithPhotos(request, admin, slug, 'Avance de obra');
  await useSession(page, admin);
  await page.goto(`/admin/developments/${slug}/news`);
  const post = page.getByRole('article', { name: 'Avance de obra' });
  const photos = post.getByTestId('post-photo');
  const shown = () => photos.locator('img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
  await expect(photos).toHaveCount(3);
  const before = await shown();
  // At the ends the move that would leave the list is disabled.
  await expect(post.getByRole('button', { name: n('es', 'office.movePhotoEarlier', { number: 1 }) })).toBeDisabled();
  await expect(post.getByRole('button', { name: n('es', 'office.movePhotoLater', { number: 3 }) })).toBeDisabled();

  // Photo 2 earlier: it is first now, on the server too; the focus stays on it (its other button).
  await tabTo(page, post.getByRole('button', { name: n('es', 'office.movePhotoEarlier', { number: 2 }) }));
  await page.keyboard.press('Enter');
  await expect(post.getByRole('button', { name: n('es', 'office.movePhotoLater', { number: 1 }) })).toBeFocused();
  await expect(post.getByRole('status').filter({ hasText: n('es', 'office.photoMoved', { position: 1, total: 3 }) })).toBeAttached();
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
  await expect.poll(() => photoOrder(request, admin, slug, postId)).toEqual([second, first, third]);
  expect(await shown()).toEqual([before[1], before[0], before[2]]);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'news-office-photos-es');

  // And later again: back where it was, the focus on the same button. The page's own answer and
  // its fresh list are awaited (not only the server's order): the next key goes to a settled page.
  const isOrder = (r: { url(): string; request(): { method(): string } }) => r.url().includes('/photos/order') && r.request().method() !== 'GET';
  const movedBack = page.waitForResponse(isOrder);
  await page.keyboard.press('Enter');
  await movedBack;
  const laterTwo = post.getByRole('button', { name: n('es', 'office.movePhotoLater', { number: 2 }) });
  await expect(laterTwo).toBeFocused();
  await expect.poll(() => photoOrder(request, admin, slug, postId)).toEqual([first, second, third]);
  await expect.poll(shown).toEqual(before);

  // Refused by the server: the order shown goes back, and the office is told.
  await page.route('**/api/admin/posts/*/photos/order', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  await expect(laterTwo).toBeFocused();
  const refused = page.waitForResponse(isOrder);
  await page.keyboard.press('Enter');
  await refused;
  await expect(page.getByText(n('es', 'office.orderError')).first()).toBeVisible();
  await expect.poll(shown).toEqual(before);
  expect(await photoOrder(request, admin, slug, postId)).toEqual([first, second, third]);
  await page.unroute('**/api/admin/posts/*/photos/order');

  // Removing photo 3 with the keyboard.
  await tabTo(page, post.getByRole('button', { name: n('es', 'office.removePhoto', { number: 3 }) }));
  await page.keyboard.press('Enter');
  await expect(photos).toHaveCount(2);
  await expect.poll(() => photoOrder(request, admin, slug, postId)).toEqual([first, second]);

  for (const lang of ['en', 'fr'] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    await expect(post.getByRole('button', { name: n(lang, 'office.movePhotoLater', { number: 1 }) })).toBeEnabled();
    await saveScreenshot(page, testInfo, `news-office-photos-${lang}`);
  }
});

test('a photo opens full screen: arrows, position, Escape, focus back on the photo (keyboard alone)', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const admin = await apiSignIn(request, DEMO.admin);
  const buyer = await registerUser(request);
  const { slug } = await prepare(request, admin, buyer);
  await postWithPhotos(request, admin, slug, 'Vista desde la azotea');
  await useSession(page, buyer);
  await page.goto('/news');
  const post = page.getByRole('article', { name: 'Vista desde la azotea' });
  const opener = (number: number) => post.getByRole('button', { name: n('es', 'viewer.open', { number, count: 3 }) });
  await tabTo(page, opener(1));
  await page.keyboard.press('Enter');

  const viewer = page.getByRole('dialog', { name: n('es', 'viewer.title', { title: 'Vista desde la azotea' }) });
  await expect(viewer).toBeVisible();
  const image = viewer.getByRole('img');
  const position = viewer.getByText(n('es', 'viewer.position', { number: 1, count: 3 }), { exact: true });
  await expect(position).toBeVisible();
  await expect(image).toHaveAttribute('alt', n('es', 'card.photoAlt', { title: 'Vista desde la azotea', number: 1, count: 3 }));
  // Whole, as large as the screen allows.
  expect(await image.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
  const box = (await image.boundingBox())!;
  expect(box.width).toBeGreaterThan(page.viewportSize()!.width * 0.8);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'news-viewer-es', { fullPage: false });

  // The arrows, round at the ends; Tab stays inside (close, previous, next, close).
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(n('es', 'viewer.position', { number: 2, count: 3 }), { exact: true })).toBeVisible();
  await expect(image).toHaveAttribute('alt', n('es', 'card.photoAlt', { title: 'Vista desde la azotea', number: 2, count: 3 }));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(n('es', 'viewer.position', { number: 3, count: 3 }), { exact: true })).toBeVisible();
  await expect(viewer.getByRole('button', { name: n('es', 'viewer.close') })).toBeFocused();
  for (const name of ['viewer.previous', 'viewer.next', 'viewer.close']) {
    await page.keyboard.press('Tab');
    await expect(viewer.getByRole('button', { name: n('es', name) })).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(viewer.getByText(n('es', 'viewer.position', { number: 1, count: 3 }), { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener(1)).toBeFocused();

  // Photo 2 opens at 2; the close button gives focus back to it.
  await tabTo(page, opener(2));
  await page.keyboard.press('Enter');
  await expect(viewer.getByText(n('es', 'viewer.position', { number: 2, count: 3 }), { exact: true })).toBeVisible();
  await expect(viewer.getByRole('button', { name: n('es', 'viewer.close') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(viewer).toBeHidden();
  await expect(opener(2)).toBeFocused();

  for (const lang of ['en', 'fr'] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    await post.getByRole('button', { name: n(lang, 'viewer.open', { number: 1, count: 3 }) }).click();
    await expect(page.getByRole('dialog', { name: n(lang, 'viewer.title', { title: 'Vista desde la azotea' }) })).toBeVisible();
    await saveScreenshot(page, testInfo, `news-viewer-${lang}`, { fullPage: false });
    await page.keyboard.press('Escape');
  }

  // The development's public page opens the same viewer.
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(`/developments/${slug}`);
  const section = page.getByRole('region', { name: n('es', 'public.title') });
  await section.getByRole('button', { name: n('es', 'viewer.open', { number: 3, count: 3 }) }).click();
  await expect(page.getByRole('dialog').getByText(n('es', 'viewer.position', { number: 3, count: 3 }), { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('with the service worker', () => {
  // Offline, the reloaded news comes from the worker's shell, the kept answer and its picture cache.
  test.use({ serviceWorker: true });

  test("the buyer's news opens offline with what was last seen, photos included", async ({ page, context, request }, testInfo) => {
    test.setTimeout(180_000);
    const admin = await apiSignIn(request, DEMO.admin);
    const buyer = await registerUser(request);
    const { slug } = await prepare(request, admin, buyer);
    await postWithPhotos(request, admin, slug, 'Entrega de llaves', 'buyers');
    await useSession(page, buyer);
    await page.goto('/news');
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 45_000 });
    const post = page.getByRole('article', { name: 'Entrega de llaves' });
    // Seen: the post and its photos, through the worker (a reload now that it controls the page).
    await page.reload();
    await expect(post).toBeVisible();
    await picturesLoaded(post);
    await expect.poll(async () => (await keptKeys(page)).some((key) => key.includes('"news"')), { timeout: 15_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: n('es', 'mine.title') })).toBeVisible();
    await expect(post).toContainText('Avance de la obra de esta semana.');
    await expect(page.getByText(n('es', 'mine.offline'))).toBeVisible();
    await expect(page.getByText(n('es', 'mine.loadError'))).toHaveCount(0);
    await picturesLoaded(post);
    // The viewer works offline too, with a width of the photo the device has.
    await post.getByRole('button', { name: n('es', 'viewer.open', { number: 1, count: 3 }) }).click();
    await picturesLoaded(page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, 'news-buyer-offline-es');
    await context.setOffline(false);
  });
});
