// Unit lists (SPEC §2.4, §2.8, §2.16, §8): the owner's own units on /deparments, the units for
// sale on /visitor-view, the unit types on the topology page with their floor plan.
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { DEMO, apiSignIn, authHeader, useSession } from './support/session';
import { saveScreenshot } from './support/screenshots';

const c = (key: string) => text('es', 'catalogue', key);

type Unit = { id: number; name: string; number: string };

test('an owner sees only their own units on /deparments', async ({ page, request }, testInfo) => {
  const owner = await apiSignIn(request, DEMO.owner);
  const other = await apiSignIn(request, DEMO.owner2);
  const own = (await (await request.get(`/api/getPropertiesByUserId/${owner.user.id}`, { headers: authHeader(owner) })).json()) as Unit[];
  const others = (await (await request.get(`/api/getPropertiesByUserId/${other.user.id}`, { headers: authHeader(other) })).json()) as Unit[];
  expect(own.length).toBeGreaterThan(0);
  await useSession(page, owner);
  await page.goto('/deparments');
  await expect(page.getByRole('heading', { level: 1, name: c('units.ownTitle') })).toBeVisible();
  const cards = page.getByTestId('property-list').getByRole('link');
  await expect(cards).toHaveCount(own.length);
  for (const unit of own) await expect(page.getByText(unit.name, { exact: true })).toBeVisible();
  for (const unit of others) await expect(page.getByText(unit.name, { exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'deparments');
  await cards.first().click();
  await expect(page).toHaveURL(`/property/${own[0]!.id}`);
});

test('without a token /deparments fetches nothing and asks to sign in', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/getPropertiesByUserId')) calls.push(r.url());
  });
  await page.goto('/deparments');
  await expect(page).toHaveURL(/\/login/);
  expect(calls).toEqual([]);
});

test('the visitor view lists the units for sale', async ({ page, request }, testInfo) => {
  const units = (await (await request.get('/api/getVisitorProperty')).json()) as Unit[];
  await page.goto('/visitor-view');
  await expect(page.getByTestId('property-list').getByRole('link')).toHaveCount(units.length);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'visitor-view');
});

test('topology: a card per unit type, its floor plan in a dialog, tap → unit detail', async ({ page }, testInfo) => {
  await page.goto('/topology-playa-del-carmen');
  await expect(page.getByRole('heading', { level: 1, name: c('units.topologyTitle') })).toBeVisible();
  const cards = page.getByTestId('property-list').getByRole('link');
  await expect(cards).toHaveCount(6);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'topology');

  await page.getByRole('button', { name: c('property.plan') }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('svg[data-plan]')).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'topology-plan');
  await dialog.getByRole('button', { name: c('property.closePlan') }).click();
  await expect(dialog).toBeHidden();

  await cards.nth(3).click();
  await expect(page).toHaveURL(/\/property\/\d+$/);
  await expect(page.getByText('CONDO Depto. -2 Recamaras')).toBeVisible();
});

test('show-room list: one show room per own unit and the three packages', async ({ page, request }, testInfo) => {
  const owner = await apiSignIn(request, DEMO.owner);
  const own = (await (await request.get(`/api/getPropertiesByUserId/${owner.user.id}`, { headers: authHeader(owner) })).json()) as Unit[];
  await useSession(page, owner);
  await page.goto('/show-room-list');
  await expect(page.getByRole('heading', { level: 1, name: c('showRoomList.title') })).toBeVisible();
  await expect(page.getByTestId('own-show-rooms').getByRole('link')).toHaveCount(own.length);
  await expect(page.getByTestId('package-show-rooms').getByRole('link')).toHaveCount(3);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'show-room-list');
  await page.getByTestId('own-show-rooms').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/show-room\\?property=${own[0]!.id}`));
});
