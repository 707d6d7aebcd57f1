// This device's web push (decision 065), over the browser's Notification permission, its service
// worker's PushManager and the API. The permission is asked only in turnPushOn (the person
// pressed the button), never on a visit. A subscription belongs to the person who turned it on
// here (kept beside it in localStorage): someone else signed in on this browser sees "off".
import type { PushSubscriptionWrite } from '@vitrina/contracts';
import { PUSH_OWNER_KEY, type PushBrowser } from '../../lib/push-browser';

export { browserPush, PUSH_OWNER_KEY, type PushBrowser } from '../../lib/push-browser';

export interface PushApi {
  key(): Promise<string>;
  save(subscription: PushSubscriptionWrite): Promise<void>;
  remove(endpoint: string): Promise<void>;
}

export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

/** The applicationServerKey: the base64url public key as bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) => !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

function asWrite(subscription: PushSubscription): PushSubscriptionWrite {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** What the button shows now (no prompt). With `api`, an "on" device is saved again (the server may have dropped it). */
export async function readPushState(browser: PushBrowser, userId: number, api?: Pick<PushApi, 'save'>): Promise<PushState> {
  if (!browser.supported) return 'unsupported';
  if (browser.permission() === 'denied') return 'denied';
  const registration = await browser.registration();
  if (!registration) return 'unsupported';
  const subscription = await registration.pushManager.getSubscription();
  const ours = browser.storage?.getItem(PUSH_OWNER_KEY) === String(userId);
  if (!subscription || browser.permission() !== 'granted' || !ours) return 'off';
  if (api) await api.save(asWrite(subscription)).catch(() => {});
  return 'on';
}

/** After the press: the browser's prompt (if it has not been answered), then this device subscribed and saved for the person. */
export async function turnPushOn(browser: PushBrowser, userId: number, api: PushApi): Promise<PushState> {
  const registration = await browser.registration();
  if (!browser.supported || !registration) return 'unsupported';
  const permission = browser.permission() === 'default' ? await browser.requestPermission() : browser.permission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const key = keyBytes(await api.key());
  let subscription = await registration.pushManager.getSubscription();
  // Made with another server key (a new pair): the push service would refuse our messages.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  const created = !subscription;
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await api.save(asWrite(subscription));
  } catch (error) {
    if (created) await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  browser.storage?.setItem(PUSH_OWNER_KEY, String(userId));
  return 'on';
}

/** Off on this device: the server forgets it, the browser unsubscribes (even if the server could not be told: its next push is answered 410 and the server drops it then). */
export async function turnPushOff(browser: PushBrowser, api: Pick<PushApi, 'remove'>): Promise<PushState> {
  const registration = await browser.registration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await api.remove(subscription.endpoint).catch(() => {});
    await subscription.unsubscribe();
  }
  browser.storage?.removeItem(PUSH_OWNER_KEY);
  return browser.permission() === 'denied' ? 'denied' : 'off';
}

/** This browser's push address, if it has a subscription (no waiting for a worker): the devices list marks it. */
export async function thisDeviceEndpoint(browser: PushBrowser): Promise<string | null> {
  if (!browser.supported) return null;
  const registration = await browser.registration({ wait: false }).catch(() => null);
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  return subscription?.endpoint ?? null;
}
