// The pre-login landing (SPEC §2 route /): Spanish by default, language flags that switch the
// whole page and are remembered (SPEC §3 key `lang`), no WCAG A/AA violation in any language.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { LANGUAGE_NAMES, LANGUAGES, text, type Language } from './support/locales';
import { saveScreenshot } from './support/screenshots';

/** The product's name (apps/web/src/lib/brand.ts; the e2e build sets no VITE_BRAND_NAME). */
const BRAND = 'Vitrina';

/**
 * Waits for the hero picture and the web fonts, then keeps a full-page screenshot as an
 * artifact: test-results/screenshots/<project>/<name>.png (and in the HTML report).
 */
async function saveLandingScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole('img', { name: /./ }).first()).toHaveJSProperty('complete', true);
  await saveScreenshot(page, testInfo, name);
}

/** The landing shows `language` everywhere: texts, <html lang>, title and the pressed flag. */
async function expectLandingIn(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(text(language, 'landing', 'tagline'))).toBeVisible();
  // The cities of the demo's developments, from the data (issue 21), in the Admin's order (other
  // specs' developments, added after them, may follow).
  await expect(page.getByText(/^Playa del Carmen · Miami( · .+)?$/)).toBeVisible();
  await expect(page.getByRole('link', { name: text(language, 'landing', 'register') })).toBeVisible();
  await expect(page.getByRole('link', { name: text(language, 'landing', 'signIn') })).toBeVisible();
  await expect(page.getByRole('img', { name: text(language, 'landing', 'heroAlt') })).toBeVisible();
  await expect(page).toHaveTitle(text(language, 'common', 'meta.title').replace('{{brand}}', BRAND));

  const switcher = page.getByRole('group', { name: text(language, 'common', 'language.label') });
  for (const other of LANGUAGES) {
    await expect(switcher.getByRole('button', { name: LANGUAGE_NAMES[other] })).toHaveAttribute(
      'aria-pressed',
      String(other === language),
    );
  }
}

test('landing speaks Spanish by default, switches to English and French, and remembers the choice', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expectLandingIn(page, 'es');
  await expectNoA11yViolations(page);
  await saveLandingScreenshot(page, testInfo, 'landing-es');

  for (const language of ['en', 'fr'] as const) {
    await page.getByRole('button', { name: LANGUAGE_NAMES[language] }).click();
    await expectLandingIn(page, language);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(language);
    await expectNoA11yViolations(page);
    await saveLandingScreenshot(page, testInfo, `landing-${language}`);
  }

  await page.reload();
  await expectLandingIn(page, 'fr');
});

test('register and sign-in lead to their screens, and unknown paths to a friendly not-found', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: text('es', 'landing', 'register') }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: text('es', 'register', 'stepDataTitle') })).toBeVisible();

  await page.getByRole('link', { name: text('es', 'common', 'auth.backToStart').replace('{{brand}}', BRAND) }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: text('es', 'landing', 'signIn') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: text('es', 'signin', 'title') })).toBeVisible();

  // The not-found page follows the language too.
  await page.getByRole('button', { name: LANGUAGE_NAMES.en }).click();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'common', 'notFound.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: text('en', 'common', 'actions.backHome') }).click();
  await expect(page.getByRole('link', { name: text('en', 'landing', 'register') })).toBeVisible();
});
