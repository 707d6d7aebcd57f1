// This device's push (decision 065) over a stand-in browser: no prompt on reading the state;
// the prompt only in turnPushOn; a refused prompt is "denied"; a subscription of another server
// key is replaced; a failed save leaves no subscription behind; off tells the server and
// unsubscribes; another person's subscription on this browser reads "off".
import { describe, expect, it, vi } from 'vitest';
import { keyBytes, PUSH_OWNER_KEY, readPushState, turnPushOff, turnPushOn, type PushBrowser } from './push-device';

const KEY = `B${'A'.repeat(86)}`;

function fakeBrowser({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, existing = null as null | { key: Uint8Array } } = {}) {
  let current = permission;
  const store = new Map<string, string>();
  let subscription: null | { endpoint: string; options: { applicationServerKey: ArrayBuffer }; toJSON: () => PushSubscriptionJSON; unsubscribe: ReturnType<typeof vi.fn> } = null;
  const make = (key: Uint8Array, endpoint: string) => ({
    endpoint,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  });
  if (existing) subscription = make(existing.key, 'https://fcm.googleapis.com/fcm/send/old');
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => (subscription = make(applicationServerKey, 'https://fcm.googleapis.com/fcm/send/new'))),
  };
  const requestPermission = vi.fn(async () => (current = answer));
  const browser: PushBrowser = {
    supported: true,
    permission: () => current,
    requestPermission,
    registration: async () => ({ pushManager }) as unknown as ServiceWorkerRegistration,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
  };
  return { browser, pushManager, requestPermission, store, current: () => subscription };
}

const api = () => ({ key: vi.fn(async () => KEY), save: vi.fn(async () => {}), remove: vi.fn(async () => {}) });

describe('push on this device', () => {
  it('reads the state without asking, and says unsupported without push or a service worker', async () => {
    const { browser, requestPermission } = fakeBrowser();
    expect(await readPushState(browser, 1)).toBe('off');
    expect(requestPermission).not.toHaveBeenCalled();
    expect(await readPushState({ ...browser, supported: false }, 1)).toBe('unsupported');
    expect(await readPushState({ ...browser, registration: async () => null }, 1)).toBe('unsupported');
    expect(await readPushState(fakeBrowser({ permission: 'denied' }).browser, 1)).toBe('denied');
  });

  it('asks on the press, subscribes with the server key and saves it for the person', async () => {
    const { browser, pushManager, requestPermission, store } = fakeBrowser();
    const server = api();
    expect(await turnPushOn(browser, 7, server)).toBe('on');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: keyBytes(KEY) });
    expect(server.save).toHaveBeenCalledWith({ endpoint: 'https://fcm.googleapis.com/fcm/send/new', keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) } });
    expect(store.get(PUSH_OWNER_KEY)).toBe('7');
    expect(await readPushState(browser, 7)).toBe('on');
    // Someone else signed in on this browser: not theirs.
    expect(await readPushState(browser, 8)).toBe('off');
  });

  it('is denied when the prompt is refused, and off when it is dismissed', async () => {
    expect(await turnPushOn(fakeBrowser({ answer: 'denied' }).browser, 1, api())).toBe('denied');
    expect(await turnPushOn(fakeBrowser({ answer: 'default' }).browser, 1, api())).toBe('off');
  });

  it('replaces a subscription made with another server key, and leaves none behind when the save fails', async () => {
    const old = fakeBrowser({ permission: 'granted', existing: { key: new Uint8Array(65).fill(9) } });
    expect(await turnPushOn(old.browser, 1, api())).toBe('on');
    expect(old.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(old.current()!.endpoint).toBe('https://fcm.googleapis.com/fcm/send/new');

    const failing = fakeBrowser({ permission: 'granted' });
    const server = { ...api(), save: vi.fn(async () => Promise.reject(new Error('offline'))) };
    await expect(turnPushOn(failing.browser, 1, server)).rejects.toThrow('offline');
    expect(failing.current()).toBeNull();
  });

  it('turns off: the server forgets the endpoint, the browser unsubscribes', async () => {
    const { browser, current, store } = fakeBrowser({ permission: 'granted' });
    await turnPushOn(browser, 3, api());
    const sub = current()!;
    const server = api();
    expect(await turnPushOff(browser, server)).toBe('off');
    expect(server.remove).toHaveBeenCalledWith('https://fcm.googleapis.com/fcm/send/new');
    expect(sub.unsubscribe).toHaveBeenCalled();
    expect(store.has(PUSH_OWNER_KEY)).toBe(false);
  });
});
