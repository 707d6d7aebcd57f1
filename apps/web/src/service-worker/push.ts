// Web push in the service worker (decision 065): a push message (JSON: title, link, tag, written
// by the API in the person's language, encrypted to this device) becomes a notification; a tap
// on it opens its link in the app — in a window of the app already open if there is one.
// Pure handlers over the worker's global, so a unit test can drive them (push.test.ts).

export const PUSH_ICON = '/icons/icon-192.png';

export interface PushMessage {
  title: string;
  body?: string;
  link: string;
  tag?: string;
}

/** The message a push carried; null when it is not one of ours. */
export function readPushMessage(data: unknown): PushMessage | null {
  if (!data || typeof data !== 'object') return null;
  const m = data as Record<string, unknown>;
  if (typeof m.title !== 'string' || m.title === '' || typeof m.link !== 'string') return null;
  return { title: m.title, link: m.link, ...(typeof m.body === 'string' ? { body: m.body } : {}), ...(typeof m.tag === 'string' && m.tag ? { tag: m.tag } : {}) };
}

/** A path of this app only (never another site): anything else opens the home page. */
export function linkWithin(link: unknown, origin: string): string {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//')) return `${origin}/`;
  const url = new URL(link, origin);
  return url.origin === origin ? url.href : `${origin}/`;
}

type Worker = Pick<ServiceWorkerGlobalScope, 'registration' | 'clients' | 'location'>;

/** What a push event does: shows the notification (a push always shows one: browsers require it). */
export async function showPush(sw: Worker, data: unknown): Promise<void> {
  const message = readPushMessage(data);
  if (!message) return;
  await sw.registration.showNotification(message.title, {
    ...(message.body ? { body: message.body } : {}),
    icon: PUSH_ICON,
    // A newer message of the same tag (e.g. a unit's thread) replaces the older.
    ...(message.tag ? { tag: message.tag } : {}),
    data: { link: message.link },
  });
}

/** What a tap does: a window of the app goes to the link and comes forward, or a new one opens. */
export async function openPushLink(sw: Worker, link: unknown): Promise<void> {
  const target = linkWithin(link, sw.location.origin);
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === target);
  if (same) {
    await same.focus();
    return;
  }
  const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
  if (open) {
    const moved = await open.navigate(target).catch(() => null);
    if (moved) {
      await moved.focus();
      return;
    }
  }
  await sw.clients.openWindow(target);
}

function pushData(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}

export function registerPushHandlers(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => event.waitUntil(showPush(sw, pushData(event))));
  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openPushLink(sw, (event.notification.data as { link?: unknown } | null)?.link));
  });
}
