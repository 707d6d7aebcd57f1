// This browser's web push (decisions 065, 066): what the app needs of the Notification
// permission and its service worker's PushManager, and leaving this device at sign-out. Below
// the features because signing out (api/account) and the profile's button
// (features/notifications) both need it.

/** What push needs of the browser (a test gives its own). */
export interface PushBrowser {
  supported: boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /**
   * The service worker's registration; null when the app runs without one. By default it waits
   * for the worker to be registered and active; `{ wait: false }` answers what is there now.
   */
  registration(options?: { wait?: boolean }): Promise<Pick<ServiceWorkerRegistration, 'pushManager'> | null>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** Who turned push on in this browser (their user id), kept beside the subscription. */
export const PUSH_OWNER_KEY = 'vitrina.push.owner';
const REGISTER_WAIT_MS = 5_000;
const INSTALL_WAIT_MS = 30_000;
/** Sign-out waits this long at most for the server to forget the device: it never holds the sign-out. */
export const LEAVE_WAIT_MS = 3_000;

export function browserPush(): PushBrowser {
  const g = globalThis as typeof globalThis & { PushManager?: unknown; Notification?: typeof Notification };
  const supported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && !!g.PushManager && !!g.Notification;
  return {
    supported,
    permission: () => g.Notification?.permission ?? 'denied',
    requestPermission: () => g.Notification!.requestPermission(),
    async registration({ wait = true } = {}) {
      if (!supported) return null;
      let registration = await navigator.serviceWorker.getRegistration();
      if (!wait) return registration ?? null;
      // The app registers its worker a moment after the page loads; without one (a development
      // server) none comes. A registered worker is active once its first install is over.
      const until = Date.now() + REGISTER_WAIT_MS;
      while (!registration && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        registration = await navigator.serviceWorker.getRegistration();
      }
      if (!registration) return null;
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), INSTALL_WAIT_MS));
      return Promise.race([navigator.serviceWorker.ready, timeout]);
    },
    storage: globalThis.localStorage ?? null,
  };
}

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/**
 * Signing out (decision 066): this browser's push subscription, if it has one, is forgotten by
 * the server (`remove`, called while the session is still valid) and unsubscribed, so nobody's
 * pushes reach a device nobody is signed in on. Nothing here fails or holds the sign-out: the
 * server is given `waitMs` at most (if it was not told, its next push is answered 410 and the row
 * goes then); the browser unsubscribes whatever the server said. Whether a subscription was left.
 */
export async function leavePushDevice(browser: PushBrowser, api: { remove(endpoint: string): Promise<void> }, waitMs = LEAVE_WAIT_MS): Promise<boolean> {
  if (!browser.supported) return false;
  try {
    // No waiting for a worker: a device with a subscription has its worker registered already.
    const registration = await Promise.race([browser.registration({ wait: false }), after(waitMs, null)]);
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return false;
    await Promise.race([api.remove(subscription.endpoint).catch(() => undefined), after(waitMs, undefined)]);
    await Promise.race([subscription.unsubscribe().catch(() => false), after(waitMs, false)]);
    browser.storage?.removeItem(PUSH_OWNER_KEY);
    return true;
  } catch {
    return false;
  }
}
