// The profile's "Notifications on this device" (decision 065) in Chromium with the app's service
// worker: the button shows without the browser asking anything; pressing it is what asks, and a
// refusal shows the blocked state and how to allow it; a browser without push says so. The
// headless browser has notifications blocked from the start and no push service: the page's
// Notification permission stands in for the person's answer, and for "on" its PushManager
// answers a subscription (no message is sent) only to show the state. Signing out forgets this
// device's subscription on the server first, then unsubscribes it; the person's devices are
// listed, this one marked, another removable (decision 066). 375/1280 px.
import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations, expectNoSideScroll } from './support/a11y';
import { expect, test } from './support/fixtures';
import { text } from './support/locales';
import { saveScreenshot } from './support/screenshots';
import { authHeader, registerUser, useSession, type TestSession } from './support/session';

const t = (key: string) => text('es', 'push', key);
test.use({ serviceWorker: true });

const section = (page: Page) => page.getByRole('region', { name: t('title') });

async function profile(page: Page, session: TestSession) {
  await useSession(page, session);
  await page.goto('/user');
  await expect(section(page)).toBeVisible();
}

test('off, then asked only on the press; the refusal shows how to allow', async ({ page, request }, testInfo) => {
  const session = await registerUser(request);
  await page.addInitScript(() => {
    const asked = { count: 0 };
    (window as unknown as { pushAsked: typeof asked }).pushAsked = asked;
    let permission: NotificationPermission = 'default';
    Object.defineProperty(Notification, 'permission', { get: () => permission });
    // The person answers "block" to the browser's prompt.
    Notification.requestPermission = async () => {
      asked.count++;
      return (permission = 'denied');
    };
  });
  await profile(page, session);
  const button = section(page).getByRole('button', { name: t('off.action') });
  await expect(button).toBeVisible({ timeout: 40_000 });
  await expect(section(page)).toContainText(t('off.prompt'));
  expect(await page.evaluate(() => (window as unknown as { pushAsked: { count: number } }).pushAsked.count)).toBe(0);
  await expectNoA11yViolations(page);
  await expectNoSideScroll(page);
  await section(page).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'push-opt-in-off');
  await button.click();
  await expect(section(page)).toContainText(t('denied.lead'));
  await expect(section(page)).toContainText(t('denied.how'));
  expect(await page.evaluate(() => (window as unknown as { pushAsked: { count: number } }).pushAsked.count)).toBe(1);
  await saveScreenshot(page, testInfo, 'push-opt-in-denied');
});

test('a browser without push says so', async ({ page, request }, testInfo) => {
  const session = await registerUser(request);
  await page.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
  await profile(page, session);
  await expect(section(page)).toContainText(t('unsupported'));
  await expect(section(page).getByRole('button')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'push-opt-in-unsupported');
});

/** Real keys: the server checks that p256dh is a point of P-256. */
const deviceKeys = () => ({ p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') });

test('on: a button turns it off on this device', async ({ page, request }, testInfo) => {
  const session = await registerUser(request);
  await page.addInitScript(({ userId, keys }) => {
    Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${userId}`;
    let subscribed = true;
    const subscription = {
      endpoint,
      options: { applicationServerKey: null },
      toJSON: () => ({ endpoint, keys }),
      unsubscribe: async () => ((subscribed = false), true),
    };
    PushManager.prototype.getSubscription = async () => (subscribed ? (subscription as unknown as PushSubscription) : null);
    localStorage.setItem('vitrina.push.owner', String(userId));
  }, { userId: session.user.id, keys: deviceKeys() });
  await profile(page, session);
  const off = section(page).getByRole('button', { name: t('on.action') });
  await expect(off).toBeVisible({ timeout: 40_000 });
  await expect(section(page)).toContainText(t('on.lead'));
  await expectNoA11yViolations(page);
  await saveScreenshot(page, testInfo, 'push-opt-in-on');
  await off.click();
  await expect(section(page).getByRole('button', { name: t('off.action') })).toBeVisible();
});

test('signing out tells the server to forget this device, then unsubscribes it', async ({ page, request }) => {
  const session = await registerUser(request);
  await page.addInitScript(({ userId, keys }) => {
    Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-out-${userId}`;
    const state = { subscribed: true };
    (window as unknown as { pushState: typeof state }).pushState = state;
    const subscription = {
      endpoint,
      options: { applicationServerKey: null },
      toJSON: () => ({ endpoint, keys }),
      unsubscribe: async () => {
        sessionStorage.setItem('e2e-unsubscribed', '1');
        state.subscribed = false;
        return true;
      },
    };
    PushManager.prototype.getSubscription = async () => (state.subscribed && !sessionStorage.getItem('e2e-unsubscribed') ? (subscription as unknown as PushSubscription) : null);
    if (!sessionStorage.getItem('e2e-unsubscribed')) localStorage.setItem('vitrina.push.owner', String(userId));
  }, { userId: session.user.id, keys: deviceKeys() });
  await profile(page, session);
  await expect(section(page).getByRole('button', { name: t('on.action') })).toBeVisible({ timeout: 40_000 });

  const forgotten = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith('/api/push/subscriptions'));
  const loggedOut = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/logout'));
  await page.getByRole('button', { name: text('es', 'shell', 'account.menu').replace('{{name}}', session.user.name) }).click();
  await page.getByRole('menuitem', { name: text('es', 'shell', 'account.logout') }).click();
  const deleted = await forgotten;
  expect(deleted.postDataJSON()).toEqual({ endpoint: `https://fcm.googleapis.com/fcm/send/e2e-out-${session.user.id}` });
  // The server was told while the session still worked: before the sign-out's own request.
  expect(deleted.headers().authorization).toBe(`Bearer ${session.token}`);
  expect((await deleted.response())!.status()).toBe(204);
  await loggedOut;
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => [sessionStorage.getItem('e2e-unsubscribed'), localStorage.getItem('vitrina.push.owner')])).toEqual(['1', null]);
});

test('the devices list: this one marked, another removed; in es, en and fr', async ({ page, request }, testInfo) => {
  const session = await registerUser(request);
  const firefox = `https://updates.push.services.mozilla.com/wpush/v2/e2e-${session.user.id}`;
  const saved = await request.post('/api/push/subscriptions', { headers: authHeader(session), data: { endpoint: firefox, keys: deviceKeys() } });
  expect(saved.status(), await saved.text()).toBe(204);
  await page.addInitScript(
    ({ userId, keys }) => {
      Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-list-${userId}`;
      const subscription = { endpoint, options: { applicationServerKey: null }, toJSON: () => ({ endpoint, keys }), unsubscribe: async () => true };
      PushManager.prototype.getSubscription = async () => subscription as unknown as PushSubscription;
      localStorage.setItem('vitrina.push.owner', String(userId));
    },
    { userId: session.user.id, keys: deviceKeys() },
  );
  await profile(page, session);
  await expect(section(page).getByRole('button', { name: t('on.action') })).toBeVisible({ timeout: 40_000 });
  const devices = section(page).getByRole('list', { name: t('devices.title') });
  const items = devices.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // This device (saved again on the visit: renewed, first) has no remove button; the other has.
  await expect(items.first()).toContainText(t('devices.service.google'));
  await expect(items.first()).toContainText(t('devices.thisDevice'));
  await expect(items.first().getByRole('button')).toHaveCount(0);
  const remove = items.nth(1).getByRole('button', { name: new RegExp(`^Quitar ${t('devices.service.mozilla')}, activadas el `) });
  await expect(remove).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSideScroll(page);
  await devices.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'push-devices-es', { fullPage: false });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('devices.removed'))).toBeVisible();
  await expect(items).toHaveCount(1);
  const left = (await (await request.get('/api/push/subscriptions', { headers: authHeader(session) })).json()) as { devices: { endpoint: string }[] };
  expect(left.devices.map((d) => d.endpoint)).toEqual([`https://fcm.googleapis.com/fcm/send/e2e-list-${session.user.id}`]);

  for (const lang of ['en', 'fr'] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const list = page.getByRole('list', { name: text(lang, 'push', 'devices.title') });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(text(lang, 'push', 'devices.thisDevice'));
    await list.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, `push-devices-${lang}`, { fullPage: false });
  }
});
