// Profile and edit user (SPEC §2.10, §2.11): edit with a wrong then the right current
// password; favourites that survive a reload and follow the user to a second browser; the
// language choice kept; the package modal; log out.
import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test, waitingForApp } from './support/fixtures';
import { LANGUAGE_NAMES, text } from './support/locales';
import { authHeader, registerUser, useSession, type TestSession } from './support/session';

const p = (key: string) => text('es', 'profile', key);
const e = (key: string) => text('es', 'edit', key);

async function firstItems(request: APIRequestContext, count: number) {
  const items = (await (await request.get('/api/items', { headers: { 'accept-language': 'es' } })).json()) as { id: number; item: string }[];
  // Names repeat across categories and typologies: pick items whose name is unique.
  const unique = items.filter((item) => items.filter((other) => other.item === item.item).length === 1);
  return unique.slice(0, count);
}

async function favourite(request: APIRequestContext, session: TestSession, id: number) {
  expect((await request.put(`/api/favorites/${id}`, { headers: authHeader(session) })).status()).toBe(204);
}

test('edit user: a wrong current password is refused, the right one saves', async ({ page, request }) => {
  const session = await registerUser(request);
  await useSession(page, session);
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(session.user.name);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: p('edit') }).click();
  await expect(page).toHaveURL('/edit-user');
  await expectNoA11yViolations(page);

  await page.getByLabel(e('name'), { exact: true }).fill('Lucía Renombrada');
  await page.getByLabel(e('currentPassword'), { exact: true }).fill('Not-the-password-1');
  await page.getByRole('button', { name: e('save') }).click();
  await expect(page.getByTestId('alerts').getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL('/edit-user');

  await page.getByLabel(e('currentPassword'), { exact: true }).fill(session.password);
  await page.getByRole('checkbox', { name: e('changePassword') }).check();
  await page.getByLabel(e('newPassword'), { exact: true }).fill('Nueva-Clave-2026');
  await page.getByRole('button', { name: e('save') }).click();
  await expect(page.getByText(e('user_updated_success'))).toBeVisible();
  await expect(page).toHaveURL('/user');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lucía Renombrada');
  const signIn = await request.post('/api/signIn', { data: { email: session.user.email, password: 'Nueva-Clave-2026' } });
  expect(signIn.status()).toBe(200);
});

test('favourites: toggled off, kept after a reload and in a second browser of the same user', async ({ page, request, browser }) => {
  const session = await registerUser(request);
  const [first, second] = await firstItems(request, 2);
  await favourite(request, session, first!.id);
  await favourite(request, session, second!.id);
  await useSession(page, session);
  await page.goto('/user');
  const toggle = (name: string) => page.getByRole('button', { name: text('es', 'profile', 'favourites.toggle').replace('{{name}}', name) });
  await expect(toggle(first!.item)).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(second!.item)).toHaveAttribute('aria-pressed', 'true');
  await toggle(first!.item).click();
  await expect(toggle(first!.item)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await (await request.get('/api/favorites', { headers: authHeader(session) })).json()).length).toBe(1);

  await page.reload();
  await expect(toggle(first!.item)).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle(second!.item)).toHaveAttribute('aria-pressed', 'true');

  const other = await browser.newContext();
  const otherPage = waitingForApp(await other.newPage());
  await useSession(otherPage, session);
  await otherPage.goto(page.url());
  await expect(otherPage.getByRole('button', { name: text('es', 'profile', 'favourites.toggle').replace('{{name}}', second!.item) })).toHaveAttribute('aria-pressed', 'true');
  await expect(otherPage.getByRole('button', { name: text('es', 'profile', 'favourites.toggle').replace('{{name}}', first!.item) })).toHaveCount(0);
  await other.close();
});

test('favourites kept on this device join the account at sign-in', async ({ page, request }) => {
  const session = await registerUser(request);
  const [item] = await firstItems(request, 1);
  const local = JSON.stringify([{ id: item!.id, name: item!.item, category: 'GOLD', image: null, isFavorite: true }]);
  await page.addInitScript((value) => localStorage.setItem('userFavorites', value), local);
  await page.goto('/login');
  await page.getByLabel(text('es', 'signin', 'email')).fill(session.user.email);
  await page.getByLabel(text('es', 'signin', 'password'), { exact: true }).fill(session.password);
  await page.getByRole('button', { name: text('es', 'signin', 'submit') }).click();
  await expect(page).toHaveURL('/home');
  await expect.poll(async () => (await (await request.get('/api/favorites', { headers: authHeader(session) })).json()).map((f: { id: number }) => f.id)).toEqual([item!.id]);
});

test('the language choice is kept and the profile follows it', async ({ page, request }) => {
  await useSession(page, await registerUser(request));
  await page.goto('/user');
  await page.getByRole('button', { name: LANGUAGE_NAMES.fr }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: text('fr', 'profile', 'favourites.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: text('fr', 'profile', 'edit') })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
  await expectNoA11yViolations(page);
});

test('the package modal locks scrolling and confirms Premium when nothing was chosen', async ({ page, request }) => {
  await useSession(page, await registerUser(request));
  await page.goto('/user');
  await page.getByRole('button', { name: p('banner.action') }).click();
  const dialog = page.getByRole('dialog', { name: text('es', 'shell', 'packages.title') });
  await expect(dialog).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: text('es', 'shell', 'packages.acquire') }).click();
  await expect(page.getByRole('dialog', { name: text('es', 'shell', 'packages.thanksTitle') })).toContainText('Premium');
  await page.getByRole('button', { name: text('es', 'shell', 'packages.accept') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');
});

test('log out revokes the token, clears the session and goes to /', async ({ page, request }) => {
  const session = await registerUser(request);
  await useSession(page, session);
  await page.goto('/user');
  await page.getByRole('button', { name: text('es', 'shell', 'account.menu').replace('{{name}}', session.user.name) }).click();
  await page.getByRole('menuitem', { name: text('es', 'shell', 'account.logout') }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
  expect((await request.get('/api/user', { headers: authHeader(session) })).status()).toBe(401);
});
