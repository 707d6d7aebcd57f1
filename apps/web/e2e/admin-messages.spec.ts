// The office's inbox of threads (decision 068): a buyer writes to the office; the Admin's home
// links to the inbox with an unread badge; the inbox, filtered by the development, lists the unit
// with the buyer, the message's first line and its unread count; with the keyboard alone the
// row opens the unit's panel on the stacking plan with the thread; back in the inbox the thread
// is read. es, en and fr; axe; screenshots at both widths. A buyer is sent to /403.
import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text, type Language } from './support/locales';
import { reservedUnit } from './support/owner-file';
import { DEMO, apiSignIn, authHeader, registerUser, useSession } from './support/session';
import { saveScreenshot } from './support/screenshots';
import { tabTo } from './support/tab-to';

const fill = (template: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), template);
const a = (lang: Language, key: string, values: Record<string, string | number> = {}) => fill(text(lang, 'admin', key), values);

/** A unit reserved for a new buyer, who writes two messages to the office. */
async function threadWithQuestion(request: APIRequestContext) {
  const admin = await apiSignIn(request, DEMO.admin);
  const { development, unit, number, buyer: registered } = await reservedUnit(request, admin);
  const buyer = await apiSignIn(request, registered.user.email, registered.password);
  for (const body of ['Buenos días, una consulta.', '¿Cuándo se firma el contrato?\nGracias de antemano.']) {
    const res = await request.post(`/api/units/${unit.id}/messages`, { headers: authHeader(buyer), data: { body } });
    expect(res.status(), await res.text()).toBe(201);
  }
  return { admin, buyer, development, unit, number };
}

test('the office finds a buyer’s question in the inbox and opens the unit’s thread with the keyboard', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const { admin, buyer, development, unit, number } = await threadWithQuestion(request);
  await useSession(page, admin);

  await page.goto('/home/admin');
  const link = page.getByRole('link', { name: new RegExp(`^${a('es', 'inbox.link')}`) });
  await expect(link).toHaveAttribute('aria-label', /\d/);
  await link.click();
  await expect(page).toHaveURL('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: a('es', 'inbox.title') })).toBeVisible();

  await page.getByLabel(a('es', 'inbox.development')).selectOption({ label: development.name });
  const rows = page.getByRole('list', { name: a('es', 'inbox.listLabel') }).getByRole('link');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(a('es', 'inbox.unit', { number, development: development.name }));
  await expect(row).toContainText(buyer.user.name);
  // The last message's first line only.
  await expect(row).toContainText('¿Cuándo se firma el contrato?');
  await expect(row).not.toContainText('Gracias de antemano');
  await expect(row).toContainText(a('es', 'inbox.unread_other', { formattedCount: 2 }));
  await expect(row).toHaveAttribute('data-unread', '');
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'message-inbox-es');

  // The keyboard alone: Tab to the row, Enter: the unit's panel on the plan, with the thread.
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/admin/developments/${development.slug}/units?unit=${unit.id}`);
  await expect(page.getByText('Buenos días, una consulta.')).toBeVisible();

  // Read: back in the inbox the row is no longer unread.
  await page.goto('/admin/messages');
  await page.getByLabel(a('es', 'inbox.development')).selectOption({ label: development.name });
  await expect(rows.first()).not.toHaveAttribute('data-unread', '');
  await expect(rows.first()).not.toContainText(a('es', 'inbox.unread_other', { formattedCount: 2 }));
});

for (const lang of LANGUAGES.filter((l) => l !== 'es')) {
  test(`the inbox in ${lang}`, async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const { admin, development, number } = await threadWithQuestion(request);
    await useSession(page, admin, { lang });
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { level: 1, name: a(lang, 'inbox.title') })).toBeVisible();
    await page.getByLabel(a(lang, 'inbox.development')).selectOption({ label: development.name });
    const row = page.getByRole('list', { name: a(lang, 'inbox.listLabel') }).getByRole('link').first();
    await expect(row).toContainText(a(lang, 'inbox.unit', { number, development: development.name }));
    await expect(row).toContainText(a(lang, 'inbox.unread_other', { formattedCount: 2 }));
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `message-inbox-${lang}`);
  });
}

test('a buyer is sent to /403', async ({ page, request }) => {
  const buyer = await registerUser(request);
  await useSession(page, buyer);
  await page.goto('/admin/messages');
  await expect(page).toHaveURL('/403');
});
