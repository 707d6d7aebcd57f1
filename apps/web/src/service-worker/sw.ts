// The service worker (vite-plugin-pwa, injectManifest): the app's files precached; pages from
// the network (server-rendered, fresh) with the precached shell offline; pictures and the
// brochure kept for offline use; writes made offline sent by Background Sync (issue 12).
// API reads are not cached here: the page keeps them (src/offline/keep-queries.ts).
import { clientsClaim } from 'workbox-core';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { BROCHURE_CACHE, isBrochureUrl, isPictureUrl } from '../offline/cache-names';
import { OUTBOX_SYNC_TAG, sendKeptWrites } from '../offline/outbox';
import { answerPicture } from './picture-cache';
import { registerPushHandlers } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

/** Background Sync's event (not in TypeScript's WebWorker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** On a slow connection a page waits this long for the server before the shell is shown. */
const NAVIGATION_TIMEOUT_MS = 6_000;
const SHELL = 'index.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
navigationPreload.enable();
// The first install takes the open page at once, so what it shows next is kept. Later versions
// wait for the person's "update" (src/features/install/pwa-update.ts), which reloads the page.
clientsClaim();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // The page asks on reconnecting; it hears back when the run is over (one run at a time).
  if (type === 'SEND_OUTBOX') event.waitUntil(sendKeptWrites().finally(() => event.ports[0]?.postMessage('done')));
});

// Web push (decision 065): a notification per message, its link opened on a tap.
registerPushHandlers(self);

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendKeptWrites());
});

const timeout = (ms: number) => new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms));

// Pages: the server's (its HTML carries the data and the right language); without an answer
// in time, the shell, which draws the screen from what the page kept.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const preloaded = (event as FetchEvent).preloadResponse.then((response) => (response as Response | undefined) ?? fetch(request));
        return await Promise.race([preloaded, timeout(NAVIGATION_TIMEOUT_MS)]);
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isPictureUrl(url),
  ({ request, event }) => answerPicture(request, (work) => (event as FetchEvent).waitUntil(work)),
);

// The brochures (the first development's /api/pdf/{lang}, any development's
// /api/developments/{slug}/pdf/{lang}) and the floor plans kept as PDFs (/api/files/{hash}):
// always asked for (they change with the development), the last copy offline.
registerRoute(({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isBrochureUrl(url), new NetworkFirst({ cacheName: BROCHURE_CACHE }));
