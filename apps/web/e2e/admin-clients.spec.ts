// The admin's clients page and assign dialog (SPEC §2.17–2.18), signed in as the demo Admin:
// the filter, the count and both card kinds; an assignment through the dialog (search, page 2,
// select, deselect, assign) that moves the unit to Compradas with today's date; two sessions
// assigning the same unit (one succeeds, the other is told); the admin home's cards.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test, waitingForApp } from './support/fixtures';
import { text } from './support/locales';
import { DEMO, apiSignIn, authHeader, newPerson, registerUser, useSession, type TestSession } from './support/session';
import { saveScreenshot } from './support/screenshots';

const a = (key: string) => text('es', 'admin', key);

interface Unit {
  id: number;
  name: string;
  number: string;
  development: string;
  user: { name: string } | null;
}

async function units(request: APIRequestContext, admin: TestSession, which: 'whith-user' | 'no-user'): Promise<Unit[]> {
  const res = await request.get(`/api/properties/${which}`, { headers: authHeader(admin) });
  expect(res.status()).toBe(200);
  // The page is the demo development's (/clients/playa-del-carmen): its units only.
  return ((await res.json()) as Unit[]).filter((unit) => unit.development === 'PDC');
}

/** Each project (and test) takes its own available unit, so parallel runs never meet. */
async function availableUnit(request: APIRequestContext, admin: TestSession, testInfo: TestInfo, slot: number): Promise<Unit> {
  const list = await units(request, admin, 'no-user');
  const offset = (testInfo.project.name === 'phone' ? 0 : 4) + slot;
  return list[list.length - 1 - offset]!;
}

const todayDdMmYyyy = () => {
  const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

const card = (page: Page, unit: Unit) =>
  page.getByTestId('clients-list').getByRole('button').filter({ hasText: a('clients.number').replace('{{number}}', unit.number) }).filter({ hasText: unit.name });

test('clients: Compradas by default with owners, Disponibles on switch, count and search', async ({ page, request }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  const purchased = await units(request, admin, 'whith-user');
  await useSession(page, admin);
  await page.goto('/clients/playa-del-carmen');
  await expect(page.getByRole('heading', { level: 1, name: a('clients.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: a('clients.purchased') })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('clients-list').getByRole('listitem')).toHaveCount(purchased.length);
  await expect(page.getByTestId('clients-count')).toContainText(String(purchased.length));
  const owned = purchased[0]!;
  await expect(card(page, owned)).toContainText(owned.user!.name);
  await expect(card(page, owned).getByTestId('purchase-date')).toHaveText(/\d{2}\/\d{2}\/\d{4}/);
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-clients-purchased', { fullPage: false });

  await page.getByRole('button', { name: a('clients.available') }).click();
  await expect(page.getByRole('button', { name: a('clients.available') })).toHaveAttribute('aria-pressed', 'true');
  const available = await units(request, admin, 'no-user');
  await expect(page.getByTestId('clients-list').getByText(a('clients.forSale')).first()).toBeVisible();
  await expect(page.getByTestId('clients-count')).toContainText(/\d+/);
  const one = available[0]!;
  await page.getByRole('searchbox', { name: a('clients.search') }).fill(one.number);
  await expect(card(page, one)).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-clients-available', { fullPage: false });

  // A purchased unit with an owner opens its detail.
  await page.getByRole('button', { name: a('clients.purchased') }).click();
  await page.getByRole('searchbox', { name: a('clients.search') }).fill(owned.user!.name);
  await card(page, owned).click();
  await expect(page).toHaveURL(`/property/${owned.id}`);
});

test('assign dialog: search, page 2, select, deselect, assign; the unit moves to Compradas today', async ({ page, request }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  const tag = `Zafiro${Math.random().toString(36).slice(2, 8)}`;
  const people = [];
  for (let i = 1; i <= 6; i += 1) people.push(await registerUser(request, { ...newPerson(), name: `${tag} Persona ${i}` }));
  const unit = await availableUnit(request, admin, testInfo, 0);

  await useSession(page, admin);
  await page.goto('/clients/playa-del-carmen');
  await page.getByRole('button', { name: a('clients.available') }).click();
  await page.getByRole('searchbox', { name: a('clients.search') }).fill(unit.number);
  await card(page, unit).click();

  const dialog = page.getByRole('dialog', { name: a('assign.title') });
  await expect(dialog).toBeVisible();
  // Escape closes it and gives focus back to the unit's card (decision 031); the card opens it again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card(page, unit)).toBeFocused();
  await card(page, unit).click();
  await expect(dialog).toBeVisible();
  const assign = dialog.getByRole('button', { name: a('assign.assign'), exact: true });
  await expect(assign).toBeDisabled();
  await dialog.getByRole('searchbox', { name: a('assign.search') }).fill(tag.toUpperCase());
  await expect(dialog.getByRole('list', { name: a('assign.users') }).getByRole('listitem')).toHaveCount(5);
  await expect(dialog.getByText(a('assign.types.Guest')).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-assign-dialog', { fullPage: false });

  await dialog.getByRole('button', { name: a('assign.page').replace('{{page}}', '2') }).click();
  const sixth = dialog.getByRole('button', { name: new RegExp(`${tag} Persona 6`) });
  await expect(sixth).toBeVisible();
  await sixth.click();
  await expect(sixth).toHaveAttribute('aria-pressed', 'true');
  await expect(assign).toBeEnabled();
  await sixth.click();
  await expect(sixth).toHaveAttribute('aria-pressed', 'false');
  await expect(assign).toBeDisabled();
  await sixth.click();

  await dialog.getByRole('searchbox', { name: a('assign.search') }).fill('nadie-con-este-nombre-xyz');
  await expect(dialog.getByText(a('assign.noUsers'))).toBeVisible();
  await dialog.getByRole('searchbox', { name: a('assign.search') }).fill(people[5]!.user.email.toUpperCase());
  await expect(dialog.getByRole('button', { name: new RegExp(`${tag} Persona 6`) })).toHaveAttribute('aria-pressed', 'true');
  await assign.click();

  const success = `Propiedad ${unit.name} asignada exitosamente a ${tag} Persona 6`;
  await expect(page.getByTestId('alerts').getByText(success)).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: a('clients.purchased') }).click();
  await page.getByRole('searchbox', { name: a('clients.search') }).fill(`${tag} Persona 6`);
  const moved = card(page, unit);
  await expect(moved).toContainText(`${tag} Persona 6`);
  await expect(moved.getByTestId('purchase-date')).toContainText(todayDdMmYyyy());
  await saveScreenshot(page, testInfo, 'admin-clients-assigned', { fullPage: false });

  // The unit's detail shows the Admin who assigned it, to whom (the audit trail).
  await page.goto(`/property/${unit.id}`);
  const trail = page.getByTestId('audit-trail');
  await expect(trail).toContainText(`${tag} Persona 6`);
  await expect(trail.getByRole('listitem')).toHaveCount(1);
  await saveScreenshot(page, testInfo, 'admin-unit-audit', { fullPage: false });
});

test('two admin sessions assign the same unit: one succeeds, the other is told', async ({ browser, request }, testInfo) => {
  const first = await apiSignIn(request, DEMO.admin);
  const second = await apiSignIn(request, DEMO.admin);
  const buyer = await registerUser(request);
  const unit = await availableUnit(request, first, testInfo, 1);

  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(contexts.map(async (c) => waitingForApp(await c.newPage())));
  const sessions = [first, second];
  for (const [i, p] of pages.entries()) {
    await useSession(p, sessions[i]!);
    await p.goto('/clients/playa-del-carmen');
    await p.getByRole('button', { name: a('clients.available') }).click();
    await p.getByRole('searchbox', { name: a('clients.search') }).fill(unit.number);
    await card(p, unit).click();
    const dialog = p.getByRole('dialog', { name: a('assign.title') });
    await dialog.getByRole('searchbox', { name: a('assign.search') }).fill(buyer.user.email);
    await dialog.getByRole('button', { name: new RegExp(buyer.user.name) }).click();
  }
  const [winner, loser] = pages as [Page, Page];
  await winner.getByRole('dialog').getByRole('button', { name: a('assign.assign'), exact: true }).click();
  await expect(winner.getByRole('dialog')).toBeHidden();
  await loser.getByRole('dialog').getByRole('button', { name: a('assign.assign'), exact: true }).click();
  await expect(loser.getByRole('dialog').getByRole('alert')).toHaveText(a('assign.conflict'));
  await saveScreenshot(loser, testInfo, 'admin-assign-conflict', { fullPage: false });
  await loser.getByRole('dialog').getByRole('button', { name: a('assign.cancel') }).click();
  await expect(card(loser, unit)).toBeHidden();
  await Promise.all(contexts.map((c) => c.close()));
});

test('admin home: Playa del Carmen opens its topology, Miami is coming soon', async ({ page, request }, testInfo) => {
  const admin = await apiSignIn(request, DEMO.admin);
  await useSession(page, admin);
  await page.goto('/home/admin');
  await expect(page.getByRole('heading', { level: 1, name: a('home.title') })).toBeVisible();
  // Other specs add developments to the same server: Miami's badge is one of them.
  await expect(page.getByText(a('home.comingSoon')).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-home', { fullPage: false });
  await page.getByRole('link', { name: a('home.open').replace('{{name}}', 'Kaanal Residences Playa del Carmen') }).click();
  await expect(page).toHaveURL('/topology-playa-del-carmen');
});
