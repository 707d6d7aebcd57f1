// Usable without a mouse (issue 25, decision 031), at 1280 px in Spanish, with axe: a visitor
// from /home through the package modal, the picker, a unit, the package tabs, the room filter,
// an item, a favourite and share; an owner signing in and opening a unit's show room; an Admin
// assigning a unit, searching the inventory, importing a file and opening an item's form.
// Only page.keyboard moves and presses (no click, tap or hover); at every stop the test checks
// where focus is (document.activeElement) and that its ring is drawn (:focus-visible and an
// outline, on the element or on the wrapper drawn as it); every dialog keeps Tab and Shift+Tab
// inside when they are pressed in quick succession (the issue's leak), closes on Escape and gives
// focus back; every new screen puts focus on its main heading and announces it.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { DEMO, DEMO_PASSWORD, apiSignIn, authHeader, newPerson, registerUser } from './support/session';
import { tabTo as tabWalk } from './support/tab-to';

const { ITEM_IMPORT_COLUMNS } = await import('../../../packages/contracts/src/catalogue-import');

const home = (key: string) => text('es', 'home', key);
const shell = (key: string) => text('es', 'shell', key);
const cat = (key: string) => text('es', 'catalogue', key);
const adm = (key: string) => text('es', 'admin', key);
const signin = (key: string) => text('es', 'signin', key);

/** Where focus is, and whether its ring is drawn (on it, or on the wrapper drawn as the control). */
function focusState(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return { onBody: true, visible: false, describe: 'body', inDialog: false };
    const drawn = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    };
    const wrapper = active.closest('[data-focus-ring="within"]');
    const visible = active.matches(':focus-visible') && (drawn(active) || (wrapper !== null && drawn(wrapper)));
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60);
    return {
      onBody: false,
      visible,
      describe: `<${active.tagName.toLowerCase()}${active.getAttribute('role') ? ` role=${active.getAttribute('role')}` : ''}> "${name}"`,
      inDialog: active.closest('[role="dialog"], [role="alertdialog"]') !== null,
    };
  });
}

async function expectVisibleFocus(page: Page) {
  const state = await focusState(page);
  expect(state.onBody, 'focus is on an element, not the page body').toBe(false);
  expect(state.visible, `focus ring drawn on ${state.describe}`).toBe(true);
}

/** `target` has focus, and its ring is drawn. */
async function expectFocusOn(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  await expectVisibleFocus(page);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; every stop on the way shows its ring. */
const tabTo = (page: Page, target: Locator, { back = false } = {}) => tabWalk(page, target, { back, eachStop: expectVisibleFocus });

/**
 * Tab and Shift+Tab pressed quickly, more times than the dialog has stops: focus never leaves it
 * and its ring is always drawn (Base UI's guards alone let the second quick Tab out, issue 25).
 */
async function expectTabStaysIn(page: Page, dialog: Locator, presses = 8) {
  const handle = await dialog.elementHandle();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      const inside = await page.evaluate((frame) => !!frame && frame.contains(document.activeElement) && document.activeElement !== frame, handle);
      expect(inside, `${key} ${i + 1}: focus stays inside the dialog (${(await focusState(page)).describe})`).toBe(true);
    }
    await expectVisibleFocus(page);
  }
}

/** A new screen: its main heading has focus (with its ring) and is announced. */
async function expectArrivedAt(page: Page, heading: Locator) {
  await expectFocusOn(page, heading);
  await expect(page.getByTestId('route-announcer')).toHaveText((await heading.textContent())!.replace(/\s+/g, ' ').trim());
}

const mainHeading = (page: Page) => page.locator('main h1');

async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: signin('email') }));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expectFocusOn(page, page.getByLabel(signin('password'), { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

test('visitor: the package modal, the picker, a unit, its packages and rooms, an item, a favourite and share', async ({ page, context }) => {
  test.setTimeout(120_000);
  // The share fallback dialog (Chromium on Linux has no Web Share API; made certain here).
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  await page.goto('/home');

  // The skip link: the first stop, shown while focused; it takes focus to the main heading.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: text('es', 'common', 'skipToContent') });
  await expectFocusOn(page, skip);
  expect((await skip.boundingBox())!.y, 'the skip link is on screen when focused').toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expectFocusOn(page, page.getByRole('heading', { level: 1, name: home('hero.title') }));

  // The package modal: focus inside, radio cards with the arrows, the thanks step's title, Escape.
  const rental = page.getByRole('button', { name: home('hero.rentalAction') });
  await tabTo(page, rental);
  await page.keyboard.press('Enter');
  const packages = page.getByRole('dialog', { name: shell('packages.title') });
  await expect(packages).toBeVisible();
  await expect.poll(async () => (await focusState(page)).inDialog).toBe(true);
  await expectTabStaysIn(page, packages);
  const gold = packages.getByRole('radio', { name: /Gold/ });
  await tabTo(page, gold);
  await page.keyboard.press('ArrowRight');
  await expect(packages.getByRole('radio', { name: /Premium/ })).toBeChecked();
  await expectVisibleFocus(page);
  await expectNoA11yViolations(page);
  await tabTo(page, packages.getByRole('button', { name: shell('packages.acquire') }));
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('dialog', { name: shell('packages.thanksTitle') });
  await expectFocusOn(page, thanks.getByRole('heading', { name: shell('packages.thanksTitle') }));
  await expectTabStaysIn(page, thanks, 4);
  await page.keyboard.press('Escape');
  await expect(thanks).toBeHidden();
  await expectFocusOn(page, rental);

  // The picker: Escape closes it and gives focus back; then a typology and Accept open a unit.
  const pick = page.getByRole('button', { name: home('hero.pick') });
  await tabTo(page, pick, { back: true });
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: home('picker.title') });
  await expect(picker).toBeVisible();
  await expect.poll(async () => (await focusState(page)).inDialog).toBe(true);
  await expectTabStaysIn(page, picker);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expectFocusOn(page, pick);

  await page.keyboard.press('Enter');
  await expect(picker).toBeVisible();
  // The unit types come from the development's data, smallest first (decision 030).
  const unitTypes = picker.getByRole('group', { name: home('picker.typology') }).getByRole('radio');
  const twoBedrooms = unitTypes.nth(1);
  await tabTo(page, unitTypes.nth(0));
  await page.keyboard.press('ArrowDown');
  await expectFocusOn(page, twoBedrooms);
  await expect(twoBedrooms).toBeChecked();
  await expectNoA11yViolations(page);
  await tabTo(page, picker.getByRole('button', { name: home('picker.accept') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/property\/\d+$/);
  await expect(picker).toBeHidden();
  await expectArrivedAt(page, mainHeading(page));

  // The unit's show room: the package tabs (a tab list, arrows choose) and the room chips (a radio group).
  await tabTo(page, page.getByRole('button', { name: cat('property.showRoom') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/show-room\?property=\d+/);
  await expectArrivedAt(page, mainHeading(page));
  const tabs = page.getByRole('tablist', { name: cat('showRoom.packages') });
  const chosenTab = tabs.getByRole('tab', { selected: true });
  await tabTo(page, chosenTab);
  const first = (await chosenTab.getAttribute('data-package'))!;
  await page.keyboard.press('ArrowRight');
  await expect(chosenTab).not.toHaveAttribute('data-package', first);
  await expectFocusOn(page, chosenTab);
  await expect(page).not.toHaveURL(new RegExp(`package=${first}`));
  await page.keyboard.press('ArrowLeft');
  await expect(chosenTab).toHaveAttribute('data-package', first);
  await expectFocusOn(page, chosenTab);
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await chosenTab.getAttribute('id'))!);

  const rooms = page.getByRole('radiogroup', { name: cat('showRoom.rooms') });
  const all = rooms.getByRole('radio', { name: cat('showRoom.all') });
  await tabTo(page, all);
  await expect(all).toBeChecked();
  await page.keyboard.press('ArrowRight');
  const room = rooms.getByRole('radio', { checked: true });
  await expectFocusOn(page, room);
  const label = (await room.textContent())!.trim();
  expect(label).not.toBe(cat('showRoom.all'));
  const cards = page.getByTestId('item-grid').getByRole('link');
  await expect(cards.first()).toContainText(label);
  await expectNoA11yViolations(page);

  // An item: its page's heading; favourite and share sit before it (Shift+Tab).
  await tabTo(page, cards.first());
  const itemName = (await cards.first().getByTestId('item-name').textContent())!.trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/item\/\d+$/);
  await expectArrivedAt(page, page.getByRole('heading', { level: 1, name: itemName }));
  const share = page.getByRole('button', { name: cat('item.share'), exact: true });
  const heart = page.getByRole('button', { name: cat('item.favourite').replace('{{name}}', itemName) });
  await tabTo(page, heart, { back: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expectFocusOn(page, heart);
  await tabTo(page, share);
  await page.keyboard.press('Enter');
  const shareDialog = page.getByRole('alertdialog', { name: shell('share.title') });
  await expect(shareDialog).toBeVisible();
  await expect.poll(async () => (await focusState(page)).inDialog).toBe(true);
  await expectTabStaysIn(page, shareDialog, 5);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(shareDialog).toBeHidden();
  await expectFocusOn(page, share);
});

test("owner: signs in with the keyboard and opens a unit's show room", async ({ page }) => {
  test.setTimeout(90_000);
  await signInByKeyboard(page, DEMO.owner);
  await expect(page).toHaveURL(/\/home$/);
  await expectArrivedAt(page, page.getByRole('heading', { level: 1, name: home('hero.title') }));

  // The bottom menu's Apartments, a unit card, its show room.
  await tabTo(page, page.getByRole('link', { name: shell('bottomMenu.apartments') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/deparments$/);
  await expectArrivedAt(page, mainHeading(page));
  await expectNoA11yViolations(page);
  const unitCard = page.locator('main').getByRole('link').filter({ has: page.locator('[data-level]') }).first();
  await tabTo(page, unitCard);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/property\/\d+$/);
  await expectArrivedAt(page, mainHeading(page));
  await tabTo(page, page.getByRole('button', { name: cat('property.showRoom') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/show-room\?property=\d+/);
  await expectArrivedAt(page, mainHeading(page));
  await tabTo(page, page.getByRole('tablist', { name: cat('showRoom.packages') }).getByRole('tab', { selected: true }));
  await expectNoA11yViolations(page);
});

test('admin: assigns a unit with the keyboard; focus comes back to the page, never the body', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await apiSignIn(request, DEMO.admin);
  // A person of this test (found by a unique name) and an available unit from the front of the
  // list (the clients specs take theirs from its end).
  const person = await registerUser(request, { ...newPerson(), name: `Teclado ${randomUUID().slice(0, 8)}` });
  const available = (await (await request.get('/api/properties/no-user', { headers: authHeader(admin) })).json()) as { id: number; name: string; number: string }[];
  const unit = available[2]!;

  await signInByKeyboard(page, DEMO.admin);
  await expect(page).toHaveURL(/\/home\/admin$/);
  await expectArrivedAt(page, mainHeading(page));
  await tabTo(page, page.getByRole('link', { name: shell('bottomMenu.clients') }));
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, page.getByRole('heading', { level: 1, name: adm('clients.title') }));

  const availableFilter = page.getByRole('button', { name: adm('clients.available') });
  await tabTo(page, availableFilter);
  await page.keyboard.press('Enter');
  await expect(availableFilter).toHaveAttribute('aria-pressed', 'true');
  // The search box: the ring on the box drawn around it (the issue's "looks the same focused").
  const search = page.getByRole('searchbox', { name: adm('clients.search') });
  await tabTo(page, search);
  await page.keyboard.type(unit.number);
  const card = page.getByTestId('clients-list').getByRole('button').filter({ hasText: adm('clients.number').replace('{{number}}', unit.number) }).filter({ hasText: unit.name });
  await tabTo(page, card);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: adm('assign.title') });
  const people = dialog.getByRole('searchbox', { name: adm('assign.search') });
  await expectFocusOn(page, people);
  await page.keyboard.type(person.user.name);
  const personButton = dialog.getByRole('button', { name: new RegExp(person.user.name) });
  await expect(personButton).toBeVisible();
  await expectTabStaysIn(page, dialog);
  await expectNoA11yViolations(page);
  await tabTo(page, personButton);
  await page.keyboard.press('Space');
  await expect(personButton).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, dialog.getByRole('button', { name: adm('assign.assign') }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('alerts')).toContainText(person.user.name);
  // The unit's card left the available list: focus went back to what was focused before it.
  await expect(card).toHaveCount(0);
  await expectFocusOn(page, search);
});

test("admin: searches the inventory, imports a file and opens an item's form, by keyboard", async ({ page, request }) => {
  test.setTimeout(120_000);
  const code = `KBD-E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  await signInByKeyboard(page, DEMO.admin);
  await expectArrivedAt(page, mainHeading(page));

  // The inventory: its search box, then its table's scrolling region (arrow keys scroll it).
  await tabTo(page, page.getByRole('link', { name: shell('bottomMenu.inventory') }));
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, page.getByRole('heading', { level: 1, name: adm('inventory.title') }));
  const region = page.getByRole('region', { name: adm('inventory.title') });
  await tabTo(page, region);
  await page.keyboard.press('PageDown');
  await expect.poll(() => region.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await tabTo(page, page.getByRole('searchbox', { name: adm('inventory.search') }), { back: true });
  const some = ((await (await request.get('/api/items')).json()) as { code: string }[])[0]!;
  await page.keyboard.type(some.code);
  await expect(page.getByTestId('inventory-items')).toHaveText('1');
  await expectNoA11yViolations(page);

  // The import: the file chooser opened with Enter on its drop zone, the preview's heading, Import.
  await tabTo(page, page.getByRole('link', { name: adm('import.link') }), { back: true });
  await page.keyboard.press('Enter');
  await expectArrivedAt(page, page.getByRole('heading', { level: 1, name: adm('import.title') }));
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, page.locator('input[type="file"]'));
  await page.keyboard.press('Enter');
  const row: Record<string, string> = {
    code,
    category: 'PREMIUM',
    typology: 'EPH',
    room: 'SALA',
    type: 'Mueble',
    quantity: '1',
    name_es: `Butaca ${code}`,
    name_en: `Armchair ${code}`,
    name_fr: `Fauteuil ${code}`,
    description_es: 'Butaca de prueba.',
    description_en: 'Test armchair.',
    description_fr: 'Fauteuil d’essai.',
  };
  const csv = `${ITEM_IMPORT_COLUMNS.join(',')}\r\n${ITEM_IMPORT_COLUMNS.map((c) => row[c]).join(',')}\r\n`;
  await (await chooser).setFiles({ name: 'teclado.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expectFocusOn(page, page.getByRole('heading', { level: 2, name: adm('import.preview.title') }));
  await tabTo(page, page.getByRole('button', { name: adm('import.preview.import'), exact: true }));
  await page.keyboard.press('Enter');
  await expectFocusOn(page, page.getByRole('heading', { level: 2, name: adm('import.done.title') }));
  await expectNoA11yViolations(page);

  // The item's form, from the account menu's "Add image" screen: the category list's search,
  // the row's edit button, the form; Escape gives focus back to that button.
  const account = page.getByRole('button', { name: /^Cuenta de / });
  await tabTo(page, account, { back: true });
  await page.keyboard.press('Enter');
  const addImage = page.getByRole('menuitem', { name: shell('account.addImage') });
  await expect(addImage).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectFocusOn(page, addImage);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/new-item$/);
  await expectArrivedAt(page, mainHeading(page));
  await tabTo(page, page.getByRole('button', { name: adm('items.category.PREMIUM'), exact: true }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('searchbox', { name: adm('items.searchList') }));
  // Pasted in one go: typed key by key on a busy machine, a pause between two keys let the
  // search run on a prefix that already finds this one row, and the list was drawn anew (its
  // rows too) when the whole code's answer came, after the button below had been picked.
  await page.keyboard.insertText(code);
  // The search's answer: the one row (a person waits for it before moving on).
  await expect(page.getByTestId('category-items').getByRole('listitem')).toHaveCount(1);
  const edit = page.getByRole('button', { name: adm('items.edit').replace('{{name}}', `Butaca ${code}`) });
  await expect(edit).toBeVisible();
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: adm('items.editTitle') });
  await expect(form.getByRole('textbox').first()).toHaveValue(`Butaca ${code}`);
  await expect.poll(async () => (await focusState(page)).inDialog).toBe(true);
  await expectTabStaysIn(page, form, 20);
  await expectNoA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expectFocusOn(page, edit);
});
