// The route guard of SPEC §2: auth routes send visitors to /login and back after sign-in;
// admin routes send everyone but Admin to /403; /403's button depends on the token; a 401
// from the API ends the session. Each screen passes axe.
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { apiSignIn, DEMO, DEMO_PASSWORD, useSession } from './support/session';

const ADMIN_ROUTES = ['/home/admin', '/new-item', '/clients/playa-del-carmen', '/materials/inventory', '/materials/import', '/leads'];
const AUTH_ROUTES = ['/user', '/edit-user', '/deparments', '/show-room-list', '/home/team', '/select-account'];

test('a visitor is sent to /login from every guarded route, and back after signing in', async ({ page }) => {
  for (const path of [...AUTH_ROUTES, ...ADMIN_ROUTES]) {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
  }
  await page.goto('/deparments');
  await page.getByLabel(text('es', 'signin', 'email')).fill(DEMO.owner);
  await page.getByLabel(text('es', 'signin', 'password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text('es', 'signin', 'submit') }).click();
  await expect(page).toHaveURL('/deparments');
  await expect(page.getByRole('heading', { level: 1, name: text('es', 'catalogue', 'units.ownTitle') })).toBeVisible();
});

for (const [role, email] of [
  ['guest', DEMO.guest],
  ['owner', DEMO.owner],
] as const) {
  test(`${role}: opens the signed-in routes but gets /403 on every admin route`, async ({ page, request }) => {
    await useSession(page, await apiSignIn(request, email));
    await page.goto('/deparments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'catalogue', 'units.ownTitle'));
    for (const path of ADMIN_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL('/403');
    }
    await expect(page.getByRole('heading', { level: 1, name: text('es', 'common', 'forbidden.title') })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: text('es', 'common', 'forbidden.toHome') }).click();
    await expect(page).toHaveURL('/home');
  });
}

test('an Admin opens every admin route', async ({ page, request }) => {
  await useSession(page, await apiSignIn(request, DEMO.admin));
  // The admin console's screens (issue 6) and their titles.
  for (const [path, key] of [
    ['/home/admin', 'home.title'],
    ['/new-item', 'items.title'],
    ['/clients/playa-del-carmen', 'clients.title'],
    ['/materials/inventory', 'inventory.title'],
    ['/materials/import', 'import.title'],
    ['/leads', 'leads.title'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'admin', key));
  }
  await expectNoA11yViolations(page);
});

test('/403 without a session leads back to the start page', async ({ page }) => {
  await page.goto('/403');
  await page.getByRole('link', { name: text('es', 'common', 'actions.backHome') }).click();
  await expect(page).toHaveURL('/');
});

test('public routes open for visitors; /topology-{development} matches, other segments are not found', async ({ page }) => {
  // The catalogue's screens (issue 5) and their titles.
  for (const [path, title] of [
    ['/home', text('es', 'home', 'hero.title')],
    ['/topology-playa-del-carmen', text('es', 'catalogue', 'units.topologyTitle')],
    ['/property/12', 'Depto 112'],
    ['/visitor-view', text('es', 'catalogue', 'units.visitorTitle')],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await page.goto('/item/7');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(text('es', 'catalogue', 'item.notFound'));
  await expect(page.getByText(text('es', 'catalogue', 'item.disclaimer'))).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'common', 'notFound.title'));
});

test('a 401 from the API clears the session and asks to sign in again', async ({ page, request }) => {
  const session = await apiSignIn(request, DEMO.owner);
  await useSession(page, { ...session, token: 'x'.repeat(43) });
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login\?next=%2Fuser$/);
  expect(await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('user')])).toEqual([null, null]);
});
