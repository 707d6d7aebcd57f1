// Unit lists (SPEC §2.4, §2.8, §2.16, §8): the owner's own units on /deparments, the units for
// sale on /visitor-view, the development's unit types on the topology page with their floor plan.
import { expectNoA11yViolations } from './support/a11y';
import { apiDevelopment } from './support/developments';
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

test("topology: a card per unit type of the development, smallest first, its floor plan in a dialog, tap → a unit of that type", async ({ page, request }, testInfo) => {
  const development = await apiDevelopment(request, 'playa-del-carmen');
  await page.goto('/topology-playa-del-carmen');
  await expect(page.getByRole('heading', { level: 1, name: c('units.topologyTitle') })).toBeVisible();
  const list = page.getByTestId('unit-type-list');
  await expect(list.getByRole('listitem')).toHaveCount(development.typologies.length);
  // Smallest first, each with its name and size.
  const bySize = [...development.typologies].sort((a, b) => a.size_m2 - b.size_m2 || a.bedrooms - b.bedrooms || a.id - b.id);
  await expect(list.getByRole('listitem').first()).toContainText(bySize[0]!.name);
  await expect(list.getByRole('listitem').last()).toContainText(bySize.at(-1)!.name);
  await expect(page.getByTestId('unit-type-2R')).toContainText('78 m²');
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'topology');

  // No floor plan uploaded in the demo: the plan drawn from the unit type's text.
  await page.getByTestId('unit-type-2R').getByRole('button', { name: c('property.plan') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('svg[data-plan="2R"]')).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'topology-plan');
  await dialog.getByRole('button', { name: c('property.closePlan') }).click();
  await expect(dialog).toBeHidden();

  await page.getByTestId('unit-type-2R').getByRole('link').click();
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
