// The service worker's push handlers (decision 065), driven through a stand-in of the worker's
// global: a push shows its notification (title, icon, tag, link), a foreign or broken one shows
// nothing; a tap focuses the app's window already on the link, else moves an open window there,
// else opens one; a link off the app opens the home page.
import { describe, expect, it, vi } from 'vitest';
import { linkWithin, openPushLink, PUSH_ICON, readPushMessage, registerPushHandlers, showPush } from './push';

const ORIGIN = 'https://vitrina.example';

function worker(windows: { url: string }[] = []) {
  const focused: string[] = [];
  const clients = windows.map((w) => ({
    url: w.url,
    focus: vi.fn(async function (this: { url: string }) {
      focused.push(this.url);
      return this;
    }),
    navigate: vi.fn(async function (this: { url: string }, url: string) {
      this.url = url;
      return this;
    }),
  }));
  const listeners = new Map<string, (event: unknown) => void>();
  const sw = {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(async () => {}) },
    clients: { matchAll: vi.fn(async () => clients), openWindow: vi.fn(async () => null) },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  return { sw: sw as unknown as ServiceWorkerGlobalScope, raw: sw, clients, focused, listeners };
}

describe('push in the service worker', () => {
  it('reads only messages of ours', () => {
    expect(readPushMessage({ title: 'T', link: '/x', tag: 'a' })).toEqual({ title: 'T', link: '/x', tag: 'a' });
    expect(readPushMessage({ title: '', link: '/x' })).toBeNull();
    expect(readPushMessage({ title: 'T' })).toBeNull();
    expect(readPushMessage('text')).toBeNull();
    expect(readPushMessage(null)).toBeNull();
  });

  it('keeps links within the app', () => {
    expect(linkWithin('/property/3/file', ORIGIN)).toBe(`${ORIGIN}/property/3/file`);
    expect(linkWithin('/admin/developments/a/units?unit=4', ORIGIN)).toBe(`${ORIGIN}/admin/developments/a/units?unit=4`);
    for (const bad of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', 42, undefined]) expect(linkWithin(bad, ORIGIN)).toBe(`${ORIGIN}/`);
  });

  it('shows the notification of a push: its title, the app’s icon, its tag, its link as data', async () => {
    const { sw, raw } = worker();
    await showPush(sw, { title: 'Nuevo mensaje de Ana — Unidad 1203', link: '/property/3/file', tag: 'message_received-3' });
    expect(raw.registration.showNotification).toHaveBeenCalledWith('Nuevo mensaje de Ana — Unidad 1203', { icon: PUSH_ICON, tag: 'message_received-3', data: { link: '/property/3/file' } });
    await showPush(sw, { nothing: true });
    expect(raw.registration.showNotification).toHaveBeenCalledTimes(1);
  });

  it('on a tap: focuses the window on the link, else moves an open window there, else opens one', async () => {
    const onIt = worker([{ url: `${ORIGIN}/home` }, { url: `${ORIGIN}/property/3/file` }]);
    await openPushLink(onIt.sw, '/property/3/file');
    expect(onIt.focused).toEqual([`${ORIGIN}/property/3/file`]);
    expect(onIt.clients[0]!.navigate).not.toHaveBeenCalled();

    const elsewhere = worker([{ url: `${ORIGIN}/home` }]);
    await openPushLink(elsewhere.sw, '/property/3/file');
    expect(elsewhere.clients[0]!.navigate).toHaveBeenCalledWith(`${ORIGIN}/property/3/file`);
    expect(elsewhere.focused).toEqual([`${ORIGIN}/property/3/file`]);
    expect(elsewhere.raw.clients.openWindow).not.toHaveBeenCalled();

    const none = worker();
    await openPushLink(none.sw, 'https://evil.example/');
    expect(none.raw.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });

  it('wires the push and notificationclick events (the notification closes on a tap)', async () => {
    const { sw, raw, listeners } = worker();
    registerPushHandlers(sw);
    const waits: Promise<unknown>[] = [];
    listeners.get('push')!({ data: { json: () => ({ title: 'T', link: '/x' }) }, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    listeners.get('push')!({ data: { json: () => JSON.parse('not json') }, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    const close = vi.fn();
    listeners.get('notificationclick')!({ notification: { close, data: { link: '/x' } }, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
    expect(raw.registration.showNotification).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalled();
    expect(raw.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/x`);
  });
});
