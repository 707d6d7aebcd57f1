// Sign-in (SPEC §2.1, §4, §8): landing by type, the failure toast, the captcha after three
// failures, and the forgot-password dialog's messages.
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { DEMO, DEMO_PASSWORD, newPerson, registerUser, setAccountType } from './support/session';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel(text('es', 'signin', 'email')).fill(email);
  await page.getByLabel(text('es', 'signin', 'password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: text('es', 'signin', 'submit') }).click();
}

const landings = [
  ['Admin', DEMO.admin, '/home/admin'],
  ['owner', DEMO.owner, '/home'],
  ['Guest', DEMO.guest, '/home'],
] as const;

for (const [type, email, landing] of landings) {
  test(`${type} lands on ${landing}, with the token and the user stored`, async ({ page }) => {
    await page.goto('/login');
    await signIn(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(landing);
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('authToken'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
    expect(stored.token).toMatch(/^[\w-]{20,}$/);
    expect(stored.user.email).toBe(email);
  });
}

test('a Vitrina team member lands on /home/team', async ({ page, request }) => {
  const person = newPerson();
  await setAccountType(request, await registerUser(request, person), 'Vitrina', 'TEAM-2026');
  await page.goto('/login');
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL('/home/team');
});

test('a failed sign-in shows the incorrect-credentials toast; the password can be shown', async ({ page }) => {
  await page.goto('/login');
  await expectNoA11yViolations(page);
  await signIn(page, `nobody.${Date.now()}@example.com`, 'Wrong-pass-1');
  await expect(page.getByText(text('es', 'signin', 'incorrectCredentials'))).toBeVisible();
  await expect(page).toHaveURL('/login');
  const password = page.getByLabel(text('es', 'signin', 'password'), { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: text('es', 'common', 'form.showPassword') }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('after three failures the captcha must be solved before the next attempt', async ({ page, request }) => {
  const person = newPerson();
  await registerUser(request, person);
  await page.goto('/login');
  for (let attempt = 0; attempt < 3; attempt++) {
    await signIn(page, person.email, 'Wrong-pass-1');
    await expect(page.getByText(text('es', 'signin', 'incorrectCredentials')).first()).toBeVisible();
  }
  const submit = page.getByRole('button', { name: text('es', 'signin', 'submit') });
  await expect(page.getByText(text('es', 'signin', 'captchaNeeded'))).toBeVisible();
  await expect(page.getByTestId('captcha').locator('altcha-widget')).toBeAttached();
  // The widget solves its proof of work by itself; only then can the form be sent.
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await page.getByLabel(text('es', 'signin', 'password'), { exact: true }).fill(person.password);
  await submit.click();
  await expect(page).toHaveURL('/home');
});

test('forgot password: required e-mail, unknown e-mail, and a temporary password sent', async ({ page, request }) => {
  const person = newPerson();
  await registerUser(request, person);
  await page.goto('/login');
  const open = page.getByRole('button', { name: text('es', 'signin', 'forgot.open') });
  await open.click();
  const dialog = page.getByRole('dialog', { name: text('es', 'signin', 'forgot.title') });
  await expect(dialog).toBeVisible();
  // Escape closes it and gives focus back to its link (decision 031); it opens again.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: text('es', 'signin', 'forgot.send') }).click();
  await expect(dialog.getByText('Por favor ingresa tu correo electrónico')).toBeVisible();

  await dialog.getByLabel(text('es', 'signin', 'email')).fill(`nobody.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: text('es', 'signin', 'forgot.send') }).click();
  await expect(page.getByText(text('es', 'signin', 'emailNotFound'))).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel(text('es', 'signin', 'email')).fill(person.email);
  await dialog.getByRole('button', { name: text('es', 'signin', 'forgot.send') }).click();
  await expect(page.getByText(text('es', 'signin', 'temporaryPasswordSent'))).toBeVisible();
  await expect(dialog).toBeHidden();
});
