// Screens at catalogue scale (issue 13): a server of its own over 20,000 items, 2,000 accounts
// and 2,000 leads (the shared server's database is counted by other specs). One walk as the
// Admin: the inventory shows its totals and a bounded window of rows, stays bounded scrolled
// far down, passes axe, and finds an item by its code; the category list, a show room of about
// a thousand cards, the leads inbox and the assign dialog stay bounded too. One width: the
// subject is how many rows are drawn, not the layout.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { DEMO, DEMO_PASSWORD, useSession, type TestSession } from './support/session';
import { startScaleServer, type ScaleServer } from './support/scale-server';

const a = (key: string) => text('es', 'admin', key);

const SIZE = { items: 20_000, users: 2_000, leads: 2_000 };
/** The budget for a screen at 50,000 items; this walk has 20,000. */
const MAX_NODES = 6_000;
/** A scale item (seed:scale codes are SC-000001 … in order). */
const CODE = 'SC-012345';

const domNodes = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);
const es = (n: number) => new Intl.NumberFormat('es').format(n);

let server: ScaleServer;
let admin: TestSession;

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  // Growing the database and starting its server take most of the run: about a minute alone on
  // a fast machine, past two on a busy one (it ran out at 120 s once beside other work). A limit,
  // not a wait: it ends as soon as the server answers.
  test.setTimeout(300_000);
  server = await startScaleServer(SIZE);
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const res = await api.post('/api/signIn', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  admin = { ...((await res.json()) as Omit<TestSession, 'password'>), password: DEMO_PASSWORD };
  await api.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

test('at 20,000 items the admin lists stay bounded, and the inventory finds an item by code', async ({ page }) => {
  const url = (path: string) => `${server.baseURL}${path}`;
  await useSession(page, admin);

  // Inventory: the totals of the whole catalogue, a window of rows.
  await page.goto(url('/materials/inventory'));
  await expect(page.getByRole('heading', { level: 1, name: a('inventory.title') })).toBeVisible();
  await expect(page.getByTestId('inventory-items')).toHaveText(es(SIZE.items));
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr[data-code]').first()).toBeVisible();
  expect(await domNodes(page)).toBeLessThan(MAX_NODES);
  await expect(table).toHaveAttribute('aria-rowcount', /^\d{5}$/);
  await expectNoA11yViolations(page);

  // Far down: other rows, as many nodes.
  const scroller = page.getByRole('region', { name: a('inventory.title') });
  await scroller.evaluate((box) => box.scrollTo({ top: box.scrollHeight * 0.8 }));
  await expect
    .poll(async () => Number((await table.locator('tbody tr[data-code]').first().getAttribute('aria-rowindex')) ?? 0))
    .toBeGreaterThan(SIZE.items * 0.7);
  await expect(table.locator('tbody tr[aria-busy]')).toHaveCount(0);
  expect(await domNodes(page)).toBeLessThan(MAX_NODES);

  // Search by code: the item's row, and the totals of that one item.
  await page.getByRole('searchbox', { name: a('inventory.search') }).fill(CODE);
  await expect(page.getByTestId('inventory-items')).toHaveText('1');
  await expect(table.getByRole('row', { name: new RegExp(CODE) })).toBeVisible();

  // The category list of the item screen: one category of thousands, a window of them.
  await page.goto(url('/new-item'));
  await page.getByRole('button', { name: a('items.category.GOLD') }).click();
  const list = page.getByTestId('category-items');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeLessThan(200);
  expect(await domNodes(page)).toBeLessThan(MAX_NODES);

  // A show room of a 2R unit: about a thousand GOLD cards, a few rows of them drawn.
  const units = (await (await page.request.get(url('/api/getVisitorProperty'))).json()) as { id: number; typology: string }[];
  const unit = units.find((u) => u.typology === '2R')!;
  await page.goto(url(`/show-room?property=${unit.id}&package=GOLD`));
  const cards = page.getByTestId('item-grid').getByRole('link');
  await expect(cards.first()).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight * 0.9 }));
  await expect.poll(() => cards.count()).toBeLessThan(200);
  expect(await domNodes(page)).toBeLessThan(MAX_NODES);

  // The leads inbox: 2,000 leads counted by status, a window of cards, scrolled far too.
  await page.goto(url('/leads'));
  const all = page.getByRole('group', { name: a('leads.filters') }).getByRole('button', { name: new RegExp(a('leads.all')) });
  await expect(all).toContainText(es(SIZE.leads));
  const leads = page.getByTestId('leads').getByRole('listitem');
  await expect(leads.first()).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight * 0.8 }));
  await expect.poll(() => leads.count()).toBeLessThan(100);
  expect(await domNodes(page)).toBeLessThan(MAX_NODES);

  // The assign dialog: pages of 5 from the server, a search among 2,000 accounts.
  await page.goto(url('/clients/playa-del-carmen'));
  await page.getByRole('button', { name: a('clients.available') }).click();
  await page.getByTestId('clients-list').getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: a('assign.title') });
  const users = dialog.getByRole('list', { name: a('assign.users') }).getByRole('listitem');
  await expect(users).toHaveCount(5);
  const pageButton = new RegExp(`^${a('assign.page').replace('{{page}}', '\\d+')}$`);
  await expect(dialog.getByRole('navigation', { name: a('assign.pages') }).getByRole('button', { name: pageButton })).toHaveCount(5);
  await dialog.getByRole('searchbox', { name: a('assign.search') }).fill('.sc001234@');
  await expect(users).toHaveCount(1);
  expect(await domNodes(page)).toBeLessThan(MAX_NODES);
});
