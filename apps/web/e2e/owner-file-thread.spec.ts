// A long thread in pages (issue 34, decision 055), at both widths: 55 messages between a unit's
// buyer and the office (posted through the API by the buyer, the Admin and a seller: each account
// may post 20 in 10 minutes, and the Admin writes one more from the panel). The buyer's file and the office's panel each show the newest 50 and
// "Earlier messages"; pressed with the keyboard, the five earlier ones come above, the button
// goes, the focus is on the first message and a polite line says how many came. axe clean.
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text, type Language } from './support/locales';
import { reservedUnit } from './support/owner-file';
import { DEMO, apiSignIn, authHeader, registerUser, setAccountType, useSession } from './support/session';
import { saveScreenshot } from './support/screenshots';

const fill = (template: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), template);
const f = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'ownerFile', key), values);
const o = (lang: Language, key: string) => text(lang, 'ownerFileOffice', key);
const u = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'units', key), values);

const TOTAL = 55;
const body = (n: number) => `Mensaje número ${n}.`;

/** The thread of a unit reserved for a new buyer: messages 1 to 55, oldest first, in three hands. */
async function longThread(request: APIRequestContext) {
  const admin = await apiSignIn(request, DEMO.admin);
  const { development, unit, number, buyer: registered } = await reservedUnit(request, admin);
  const buyer = await apiSignIn(request, registered.user.email, registered.password);
  const seller = await setAccountType(request, await registerUser(request), 'Vitrina', 'TEAM-2026');
  for (let n = 1; n <= TOTAL; n++) {
    // Twenty each at most (the flood limit): the buyer 1–20, the Admin 21–35 (it writes one
    // more below), the seller 36–55.
    const writer = n <= 20 ? buyer : n <= 35 ? admin : seller;
    const res = await request.post(`/api/units/${unit.id}/messages`, { headers: authHeader(writer), data: { body: body(n) } });
    expect(res.status(), await res.text()).toBe(201);
  }
  return { admin, buyer, development, unit, number };
}

/** Presses "Earlier messages" with the keyboard and checks what comes: all 55, the focus on the first. */
async function readEarlier(page: Page, testInfo: TestInfo, part: Locator, lang: Language, shot: string) {
  const list = part.getByRole('list', { name: /./ }).last();
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(50);
  await expect(items.first()).toContainText(body(6));
  await expect(items.last()).toContainText(body(TOTAL));
  await expect(part.getByText(body(5), { exact: true })).toHaveCount(0);
  const earlier = part.getByRole('button', { name: f(lang, 'messages.earlier') });
  await earlier.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, `${shot}-before`, { fullPage: false });
  await earlier.focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(TOTAL);
  await expect(items.first()).toContainText(body(1));
  await expect(items.nth(5)).toContainText(body(6));
  await expect(earlier).toHaveCount(0);
  await expect(items.first()).toBeFocused();
  await expect(part.getByRole('status').filter({ hasText: f(lang, 'messages.earlierShown_other', { count: 5 }) })).toHaveCount(1);
  await saveScreenshot(page, testInfo, `${shot}-after`, { fullPage: false });
  await expectNoA11yViolations(page);
}

test('the buyer’s file and the office’s panel show the newest 50 messages and, on asking, the earlier ones', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const { admin, buyer, development, unit, number } = await longThread(request);

  // The buyer, in Spanish.
  await useSession(page, buyer);
  await page.goto(`/property/${unit.id}/file`);
  await readEarlier(page, testInfo, page.locator('#messages'), 'es', 'owner-file-thread-earlier');

  // The office, in English, from the stacking plan's panel.
  const tab = await page.context().newPage();
  await useSession(tab, admin, { lang: 'en' });
  await tab.goto(`/admin/developments/${development.slug}/units`);
  await tab.locator(`[role="gridcell"][data-unit="${number}"]`).click();
  const file = tab.getByRole('dialog', { name: u('en', 'panel.title', { number }) }).getByTestId('unit-file');
  await readEarlier(tab, testInfo, file.getByRole('region', { name: o('en', 'messages.title') }), 'en', 'office-thread-earlier');
  // A new message after the earlier ones came: the thread reads again whole, none lost or twice.
  await file.getByLabel(f('en', 'messages.label')).fill('One more.');
  await file.getByRole('button', { name: f('en', 'messages.send') }).click();
  const items = file.getByRole('region', { name: o('en', 'messages.title') }).getByRole('listitem');
  await expect(items).toHaveCount(TOTAL + 1);
  await expect(items.last()).toContainText('One more.');
  await expect(items.first()).toContainText(body(1));
});
