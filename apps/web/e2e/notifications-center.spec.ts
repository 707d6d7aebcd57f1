// Notifications in the app (issue 35, part 3; decisions 058 and 063), at both widths. Real ones:
// the office writes in a unit's thread through the API, which tells the unit's buyer. As the
// buyer: the bell counts them, the list shows their titles, following one lands on its link and
// the count falls — both, since opening the file reads every notification pointing to it
// (decision 066) —, "mark all as read" empties the count, an e-mail switch of the profile stays
// off after a reload; a keyboard-only walk; the list in English and French. axe on each screen.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text, type Language } from './support/locales';
import { reservedUnit } from './support/owner-file';
import { saveScreenshot } from './support/screenshots';
import { DEMO, apiSignIn, authHeader, registerUser, setAccountType, useSession, type TestSession } from './support/session';
import { tabTo } from './support/tab-to';

const n = (lang: Language, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text(lang, 'notifications', key));
const bellName = (lang: Language, count: number) => (count === 0 ? n(lang, 'bell.label_zero') : n(lang, count === 1 ? 'bell.label_one' : 'bell.label_other', { count }));

/** A unit reserved for a new buyer, and `count` messages to them from the office (the Admin, then a seller past 20). */
async function toldBuyer(request: APIRequestContext, count: number) {
  const admin = await apiSignIn(request, DEMO.admin);
  const { unit, number, buyer: registered } = await reservedUnit(request, admin);
  const buyer = await apiSignIn(request, registered.user.email, registered.password);
  let seller: TestSession | null = null;
  for (let i = 1; i <= count; i++) {
    // Twenty a writer at most (the thread's flood limit).
    const writer = i <= 20 ? admin : (seller ??= await setAccountType(request, await registerUser(request), 'Vitrina', 'TEAM-2026'));
    const res = await request.post(`/api/units/${unit.id}/messages`, { headers: authHeader(writer), data: { body: `Aviso ${i} de la oficina.` } });
    expect(res.status(), await res.text()).toBe(201);
  }
  return { buyer, unit, number, admin };
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const list = (page: Page, lang: Language) => page.getByRole('list', { name: n(lang, 'page.list') });

test('the bell counts, the list opens what happened, marks read, and the e-mail choice stays', async ({ page, request }, testInfo) => {
  const { buyer, unit, number, admin } = await toldBuyer(request, 2);
  await useSession(page, buyer);

  // The profile: the bell with its count; the channels grid.
  await page.goto('/user');
  await expect(bell(page)).toHaveAccessibleName(bellName('es', 2));
  await expect(bell(page)).toContainText('2');
  await saveScreenshot(page, testInfo, 'notification-bell-es', { fullPage: false });
  const section = page.getByRole('region', { name: n('es', 'preferences.title'), exact: true });
  const email = section.getByRole('switch', { name: n('es', 'preferences.switchLabel', { kind: n('es', 'preferences.kinds.message_received'), channel: n('es', 'preferences.channels.email') }) });
  await expect(email).toBeChecked();
  await expect(section.getByRole('switch', { name: n('es', 'preferences.switchLabel', { kind: n('es', 'preferences.kinds.message_received'), channel: n('es', 'preferences.channels.in_app') }) })).toBeDisabled();
  await expect(section.getByRole('row')).toHaveCount(8); // the head and the buyer's seven kinds
  await email.click();
  await expect(page.getByText(n('es', 'preferences.saved'))).toBeVisible();
  await expect(email).not.toBeChecked();
  await expectNoA11yViolations(page);
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'notification-preferences-es', { fullPage: false });
  await page.reload();
  await expect(email).not.toBeChecked();

  // The list, from the bell: newest first, both unread and saying so in words.
  await bell(page).click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: n('es', 'page.title') })).toBeVisible();
  const items = list(page, 'es').getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(`Unidad ${number}`);
  await expect(items.first()).toContainText(n('es', 'page.new'));
  await expectNoSideScroll(page);

  // Following the newest: its file. Opening the file reads every notification pointing to it
  // (decision 066): the other message too, without the bell.
  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(`/property/${unit.id}/file`);
  await expect(bell(page)).toHaveAccessibleName(bellName('es', 0));
  await expect(page.locator('#messages')).toBeVisible();
  await saveScreenshot(page, testInfo, 'notification-bell-dark-es', { fullPage: false });

  // A new message meanwhile; back to the list: the two read (no "New", no button), the new one not.
  const again = await request.post(`/api/units/${unit.id}/messages`, { headers: authHeader(admin), data: { body: 'Aviso 3 de la oficina.' } });
  expect(again.status(), await again.text()).toBe(201);
  await bell(page).click();
  await expect(items).toHaveCount(3);
  await expect(bell(page)).toHaveAccessibleName(bellName('es', 1));
  await expect(items.first().getByRole('button', { name: /./ })).toBeVisible();
  for (const i of [1, 2]) {
    await expect(items.nth(i).getByRole('button')).toHaveCount(0);
    await expect(items.nth(i)).not.toContainText(n('es', 'page.new'));
  }
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'notifications-list-es');

  await page.getByRole('button', { name: n('es', 'page.markAll') }).click();
  await expect(bell(page)).toHaveAccessibleName(bellName('es', 0));
  await expect(bell(page)).not.toContainText(/\d/);
  await expect(page.getByText(n('es', 'page.unread_zero'))).toBeVisible();
  await expect(page.getByRole('button', { name: n('es', 'page.markAll') })).toHaveCount(0);
});

test('with the keyboard alone: the bell, marking one read, the earlier page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { buyer, number } = await toldBuyer(request, 21);
  await useSession(page, buyer);
  await page.goto('/user');
  await expect(bell(page)).toHaveAccessibleName(bellName('es', 21));

  await tabTo(page, bell(page));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/notifications');
  const items = list(page, 'es').getByRole('listitem');
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText(`Unidad ${number}`);

  // "Mark as read" of the newest: its button goes, the focus stays on that notification (its link).
  const mark = items.first().getByRole('button');
  await tabTo(page, mark);
  await page.keyboard.press('Enter');
  await expect(items.first().getByRole('link')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: n('es', 'page.marked') })).toHaveCount(1);
  await expect(bell(page)).toHaveAccessibleName(bellName('es', 20));

  // The earlier page: one more, the focus on it.
  const earlier = page.getByRole('button', { name: n('es', 'page.earlier') });
  await earlier.focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(21);
  await expect(items.last()).toContainText(`Unidad ${number}`);
  await expect(items.last().getByRole('link')).toBeFocused();
  await expect(earlier).toHaveCount(0);
});

test('the list in English and in French', async ({ page, request }, testInfo) => {
  const { buyer, number } = await toldBuyer(request, 1);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-lang')) {
      sessionStorage.setItem('e2e-lang', '1');
      localStorage.setItem('lang', 'en');
    }
  });
  await useSession(page, buyer);
  for (const [lang, unitWord] of [['en', 'Unit'], ['fr', 'Logement']] as const) {
    if (lang === 'fr') {
      await page.evaluate(() => localStorage.setItem('lang', 'fr'));
      await page.reload();
    } else {
      await page.goto('/notifications');
    }
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: n(lang, 'page.title') })).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName(bellName(lang, 1));
    await expect(list(page, lang).getByRole('listitem').first()).toContainText(`${unitWord} ${number}`);
    await expectNoSideScroll(page);
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `notifications-list-${lang}`);
  }
});
