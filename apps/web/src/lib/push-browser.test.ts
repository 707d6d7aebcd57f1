// Leaving this device's push at sign-out (decision 066) over a stand-in browser: the server is
// told the endpoint before the browser unsubscribes; nothing to do without a subscription or
// push; a server that fails or hangs, a registration that hangs, or an unsubscribe that fails
// never fail nor hold the sign-out longer than the wait given.
import { describe, expect, it, vi } from 'vitest';
import { leavePushDevice, PUSH_OWNER_KEY, type PushBrowser } from './push-browser';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

function fakeBrowser({ subscribed = true, unsubscribeFails = false, registration = 'now' as 'now' | 'none' | 'hangs' } = {}) {
  const order: string[] = [];
  const store = new Map<string, string>([[PUSH_OWNER_KEY, '7']]);
  const unsubscribe = vi.fn(async () => {
    order.push('unsubscribe');
    if (unsubscribeFails) throw new Error('gone');
    return true;
  });
  const subscription = subscribed ? { endpoint: ENDPOINT, unsubscribe } : null;
  const getSubscription = vi.fn(async () => subscription);
  const registrationOf = vi.fn(async (options?: { wait?: boolean }) => {
    order.push(`registration wait=${String(options?.wait)}`);
    if (registration === 'hangs') return new Promise<never>(() => {});
    return registration === 'none' ? null : ({ pushManager: { getSubscription } } as unknown as ServiceWorkerRegistration);
  });
  const browser: PushBrowser = {
    supported: true,
    permission: () => 'granted',
    requestPermission: vi.fn(async () => 'granted' as const),
    registration: registrationOf,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
  };
  return { browser, order, store, unsubscribe, registrationOf };
}

describe('leaving push at sign-out', () => {
  it('tells the server the endpoint, then unsubscribes, without waiting for a worker', async () => {
    const { browser, order, store, unsubscribe } = fakeBrowser();
    const remove = vi.fn(async (endpoint: string) => void order.push(`remove ${endpoint}`));
    expect(await leavePushDevice(browser, { remove })).toBe(true);
    expect(order).toEqual(['registration wait=false', `remove ${ENDPOINT}`, 'unsubscribe']);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(store.has(PUSH_OWNER_KEY)).toBe(false);
  });

  it('does nothing without a subscription, a worker or push support', async () => {
    const remove = vi.fn(async () => {});
    expect(await leavePushDevice(fakeBrowser({ subscribed: false }).browser, { remove })).toBe(false);
    expect(await leavePushDevice(fakeBrowser({ registration: 'none' }).browser, { remove })).toBe(false);
    const unsupported = fakeBrowser();
    expect(await leavePushDevice({ ...unsupported.browser, supported: false }, { remove })).toBe(false);
    expect(unsupported.registrationOf).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('unsubscribes even when the server refuses, and never throws when the browser fails', async () => {
    const refused = fakeBrowser();
    expect(await leavePushDevice(refused.browser, { remove: async () => Promise.reject(new Error('401')) })).toBe(true);
    expect(refused.unsubscribe).toHaveBeenCalledTimes(1);
    const failing = fakeBrowser({ unsubscribeFails: true });
    await expect(leavePushDevice(failing.browser, { remove: async () => {} })).resolves.toBe(true);
  });

  it('gives a hanging server or worker the wait at most, then goes on', async () => {
    vi.useFakeTimers();
    try {
      const slow = fakeBrowser();
      const leaving = leavePushDevice(slow.browser, { remove: () => new Promise<void>(() => {}) }, 3_000);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await leaving).toBe(true);
      expect(slow.unsubscribe).toHaveBeenCalledTimes(1);

      const stuck = fakeBrowser({ registration: 'hangs' });
      const remove = vi.fn(async () => {});
      const waiting = leavePushDevice(stuck.browser, { remove }, 3_000);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await waiting).toBe(false);
      expect(remove).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
