// Registration (SPEC §2.2, §4, §5, §8): every rule's message on blur, the first failing rule
// shown, Next disabled until step 1 is valid, progress 50 % / 100 %, the back arrow, a server
// error in an alert, and success → token and user saved, success alert, /select-account.
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { DEMO, newPerson } from './support/session';

/** The validation texts come from @vitrina/contracts (one source for API and web). */
const { VALIDATION_TEXTS } = await import('../../../packages/contracts/src/locales/validation');
const rule = (key: keyof (typeof VALIDATION_TEXTS)['es']) => VALIDATION_TEXTS.es[key];
const label = (key: string) => text('es', 'register', key);

async function fillAndBlur(page: Page, name: string, value: string) {
  const input = page.getByLabel(label(name), { exact: true });
  await input.fill(value);
  await input.blur();
}

async function expectRule(page: Page, message: string) {
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

async function fillStepOne(page: Page, person: ReturnType<typeof newPerson>) {
  await fillAndBlur(page, 'name', person.name);
  await fillAndBlur(page, 'email', person.email);
  await page.getByRole('group', { name: label('phone') }).getByRole('textbox').fill(person.phone.replace('+52', ''));
  await fillAndBlur(page, 'password', person.password);
  await fillAndBlur(page, 'confirmPassword', person.password);
}

test('each rule of SPEC §5 shows its message on blur, the first failing rule first', async ({ page }) => {
  await page.goto('/register');
  const progress = page.getByRole('progressbar', { name: label('progress') });
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  const next = page.getByRole('button', { name: label('next') });
  await expect(next).toBeDisabled();

  await fillAndBlur(page, 'name', '');
  await expectRule(page, rule('register.nameRequired'));
  await fillAndBlur(page, 'name', 'Al');
  await expectRule(page, rule('register.nameMinLength'));
  await fillAndBlur(page, 'email', '');
  await expectRule(page, rule('register.emailRequired'));
  await fillAndBlur(page, 'email', 'ana@');
  await expectRule(page, rule('register.emailInvalid'));

  const phone = page.getByRole('group', { name: label('phone') }).getByRole('textbox');
  await phone.fill('');
  await phone.blur();
  await expectRule(page, rule('register.phoneRequired'));
  await phone.fill('12345');
  await phone.blur();
  await expectRule(page, rule('register.phoneInvalid'));

  for (const [value, key] of [
    ['', 'register.passwordRequired'],
    ['Ab1', 'register.passwordMinLength'],
    ['sinmayuscula1', 'register.passwordUppercase'],
    ['SinNumeros', 'register.passwordNumber'],
  ] as const) {
    await fillAndBlur(page, 'password', value);
    await expectRule(page, rule(key));
  }
  await fillAndBlur(page, 'password', 'Correcta-2026');
  await fillAndBlur(page, 'confirmPassword', '');
  await expectRule(page, rule('register.confirmPasswordRequired'));
  await fillAndBlur(page, 'confirmPassword', 'Otra-2026');
  await expectRule(page, rule('register.passwordsNotMatch'));
  await expect(next).toBeDisabled();
  await expectNoA11yViolations(page);

  await fillStepOne(page, newPerson());
  await expect(next).toBeEnabled();
  await next.click();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  const terms = page.getByRole('checkbox', { name: label('acceptTerms') });
  await terms.focus();
  await terms.blur();
  await expectRule(page, rule('register.termsRequired'));
  await expect(page.getByRole('button', { name: label('submit') })).toBeDisabled();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: label('back') }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByLabel(label('name'), { exact: true })).not.toHaveValue('');
});

test('a taken e-mail shows the server’s message in an alert', async ({ page }) => {
  await page.goto('/register');
  await fillStepOne(page, { ...newPerson(), email: DEMO.owner });
  await page.getByRole('button', { name: label('next') }).click();
  await page.getByRole('checkbox', { name: label('acceptTerms') }).check();
  await page.getByRole('button', { name: label('submit') }).click();
  const alert = page.getByTestId('alerts').getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toHaveText(text('es', 'register', 'registrationError'));
  await expect(page).toHaveURL('/register');
});

test('success saves the session, shows the success alert and goes to /select-account', async ({ page }) => {
  const person = newPerson();
  await page.goto('/register');
  await fillStepOne(page, person);
  await page.getByRole('button', { name: label('next') }).click();
  await page.getByRole('checkbox', { name: label('acceptTerms') }).check();
  await page.getByRole('button', { name: label('submit') }).click();
  await expect(page).toHaveURL('/select-account');
  await expect(page.getByText(text('es', 'register', 'registrationSuccess'))).toBeVisible();
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('authToken'), user: JSON.parse(localStorage.getItem('user') ?? 'null') }));
  expect(stored.token).toBeTruthy();
  expect(stored.user).toMatchObject({ email: person.email, phone: person.phone, type: 'Guest' });
});
