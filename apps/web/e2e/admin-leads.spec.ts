// The leads inbox (issue 6, Admin): a contact-form request appears first, with links to chat
// and mail the person, and its status can be changed; the admin home leads there.
import { randomUUID } from 'node:crypto';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { DEMO, apiSignIn, useSession } from './support/session';
import { saveScreenshot } from './support/screenshots';

const a = (key: string) => text('es', 'admin', key);

test('a contact-form lead appears first in the inbox, with chat and mail links and a status', async ({ page, request }, testInfo) => {
  const name = `Interesada ${randomUUID().slice(0, 6)}`;
  const email = `lead.${randomUUID().slice(0, 6)}@example.com`;
  const sent = await request.post('/api/contact', {
    headers: { 'accept-language': 'es' },
    data: { name, email, phone: '+529841234321', message: 'Me interesa un 2 recámaras con paquete GOLD.' },
  });
  expect(sent.status()).toBeLessThan(300);

  await useSession(page, await apiSignIn(request, DEMO.admin));
  await page.goto('/home/admin');
  await page.getByRole('link', { name: a('home.leads') }).click();
  await expect(page).toHaveURL('/leads');
  await expect(page.getByRole('heading', { level: 1, name: a('leads.title') })).toBeVisible();
  const card = page.getByTestId('leads').getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: a('leads.chat').replace('{{name}}', name) })).toHaveAttribute('href', /^https:\/\/wa\.me\/529841234321/);
  await expect(card.getByRole('link', { name: a('leads.mail').replace('{{name}}', name) })).toHaveAttribute('href', new RegExp(`^mailto:${email}`));
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'admin-leads', { fullPage: false });

  await card.getByLabel(a('leads.status')).selectOption('contacted');
  await page.reload();
  await expect(page.getByTestId('leads').getByRole('listitem').filter({ hasText: name }).getByLabel(a('leads.status'))).toHaveValue('contacted');
});
