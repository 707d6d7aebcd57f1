// An owner's screens in each language (SPEC §1–§2: es default, en, fr): own units, a unit's
// detail, the show-room list and the profile. The unit-type line comes from the API in the
// chosen language (Spanish keeps the spec's description text). axe and a screenshot per
// screen and language.
import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { LANGUAGES, text } from './support/locales';
import { DEMO, apiSignIn, authHeader, useSession } from './support/session';
import { saveScreenshot } from './support/screenshots';

type Unit = { id: number; name: string; description: string; typology_name?: string };

for (const lang of LANGUAGES) {
  test(`an owner's units, unit detail, show-room list and profile in ${lang}`, async ({ page, request }, testInfo) => {
    const c = (key: string) => text(lang, 'catalogue', key);
    const owner = await apiSignIn(request, DEMO.owner);
    const own = (await (
      await request.get(`/api/getPropertiesByUserId/${owner.user.id}`, { headers: { ...authHeader(owner), 'accept-language': lang } })
    ).json()) as Unit[];
    expect(own.length).toBeGreaterThan(0);
    // What the unit-type line must say: the spec's text in Spanish, the API's name otherwise.
    const typeLine = (unit: Unit) => (lang === 'es' ? unit.description : unit.typology_name!);
    if (lang !== 'es') for (const unit of own) expect(unit.typology_name).not.toBe(unit.description);

    await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
    await useSession(page, owner);

    await page.goto('/deparments');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: c('units.ownTitle') })).toBeVisible();
    const cards = page.getByTestId('property-list').getByRole('link');
    await expect(cards).toHaveCount(own.length);
    for (const [index, unit] of own.entries()) await expect(cards.nth(index)).toContainText(typeLine(unit));
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `deparments-${lang}`);

    await cards.first().click();
    await expect(page).toHaveURL(`/property/${own[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: own[0]!.name })).toBeVisible();
    await expect(page.getByText(typeLine(own[0]!), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: c('property.showRoom') })).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `property-${lang}`);

    await page.goto('/show-room-list');
    await expect(page.getByRole('heading', { level: 1, name: c('showRoomList.title') })).toBeVisible();
    await expect(page.getByTestId('own-show-rooms').getByRole('link').first()).toContainText(typeLine(own[0]!));
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `show-room-list-${lang}`);

    await page.goto('/user');
    await expect(page.getByRole('heading', { level: 1, name: owner.user.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text(lang, 'profile', 'language') })).toBeVisible();
    await expectNoA11yViolations(page);
    await saveScreenshot(page, testInfo, `profile-${lang}`);
  });
}
