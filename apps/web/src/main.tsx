import './styles/global.css';
import { hydrate, onlineManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { routes } from './app/route-table';
import { createAppRouter } from './app/router';
import { startInstallPromptCapture } from './features/install/install-prompt';
import { startServiceWorker } from './features/install/pwa-update';
import { queryClient } from './lib/query-client';
import { readSsrData } from './lib/ssr-data';

// The browser's install offer fires once, early: listen before any screen has loaded.
startInstallPromptCapture();
// Queries pause offline and resume when the connection returns; start from the truth.
onlineManager.setOnline(navigator.onLine);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A server-rendered page's matched routes are lazy: their code must be in before hydrating,
 * or the router would first render its fallback over the server's HTML. The server has
 * preloaded those files (<link rel="modulepreload">), so this waits on the cache.
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const entries = await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()] as const));
      Object.assign(route, Object.fromEntries(entries), { lazy: undefined });
    }),
  );
}

/**
 * What this device kept (answers, then downloaded units) goes into the cache, and what the
 * cache learns is kept from now on. Its code loads apart from the first page's.
 */
async function keepOnDevice() {
  if (typeof indexedDB === 'undefined') return;
  try {
    const { keepQueries } = await import('./features/offline/keep-queries');
    await keepQueries(queryClient);
    const { restoreDownloads } = await import('./features/offline/downloads');
    await restoreDownloads(queryClient);
  } catch (error) {
    console.warn('downloaded units could not be read', error);
  }
}

/** Resolves once the app has taken over the page (RootLayout marks <html data-hydrated>). */
function hydrated(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.dataset.hydrated) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.dataset.hydrated) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

async function start() {
  const ssr = readSsrData();
  if (!ssr) {
    // The shell (offline, or a browser-rendered page): the screen starts from what was kept.
    await keepOnDevice();
    createRoot(container!).render(
      <StrictMode>
        <Providers client={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </Providers>
      </StrictMode>,
    );
    return;
  }
  hydrate(queryClient, ssr.queries);
  await loadMatchedRoutes();
  const router = createAppRouter(ssr.router);
  // A transition lets React hydrate in slices, leaving the main thread free between them.
  startTransition(() => {
    hydrateRoot(
      container!,
      <StrictMode>
        <Providers client={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
      { onRecoverableError: (error) => console.error('hydration', error) },
    );
  });
  // What was kept on this device joins after hydrating, so the first render matches the
  // server's HTML; the server's answers are newer and stay.
  await hydrated();
  await keepOnDevice();
}

// Writes kept offline go out now and on every reconnection, before the queries resume. Its
// code loads apart from the first page's.
void start().then(() => import('./features/offline/send-kept-writes')).then(({ startSendingKeptWrites }) => startSendingKeptWrites());

// The service worker registers after the first load, never competing with it. A
// server-rendered page starts this code after its load event (src/boot.ts).
if (document.readyState === 'complete') void startServiceWorker();
else window.addEventListener('load', () => void startServiceWorker(), { once: true });
