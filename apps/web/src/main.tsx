import './styles/global.css';
import { hydrate, onlineManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { FRAME_ROUTE_ID, routes } from './app/route-table';
import { createAppRouter } from './app/router';
import { routesById } from './app/routes-by-id';
import { startInstallPromptCapture } from './features/install/install-prompt';
import { startServiceWorker } from './features/install/pwa-update';
import { queryClient } from './lib/query-client';
import { datedAtArrival, readSsrData } from './lib/ssr-data';
import { yieldToMain } from './lib/yield-to-main';

// The browser's install offer fires once, early: listen before any screen has loaded.
startInstallPromptCapture();
// Queries pause offline and resume when the connection returns; start from the truth.
onlineManager.setOnline(navigator.onLine);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A server-rendered page's matched routes are lazy: their code must be in before hydrating,
 * or the router would first render its fallback over the server's HTML. boot.ts has preloaded
 * their files (<link rel="modulepreload">). Each part is loaded in a task of its own: its
 * modules are evaluated when it is imported, and all of a page's parts in one go made one task
 * of 170 ms at 4× CPU on the show room (bench:trace, issue 23).
 */
async function loadMatchedRoutes(ids: string[] | undefined): Promise<RouteObject[]> {
  const matches = (ids && routesById(routes, ids)) ?? (matchRoutes(routes, window.location) ?? []).map(({ route }) => route);
  for (const route of matches) {
    const lazy = route.lazy;
    if (!lazy || typeof lazy === 'function') continue;
    const loaded: Record<string, unknown> = {};
    for (const [key, load] of Object.entries(lazy)) {
      await yieldToMain();
      loaded[key] = await (load as () => Promise<unknown>)();
    }
    Object.assign(route, loaded, { lazy: undefined });
  }
  return matches;
}

/**
 * Ends the current task: the steps of starting the app (reading the page's data, the router,
 * hydrating) each run in a task of their own, so the main thread never blocks for long and a
 * tap in between is handled at once (issue 23: each was a long task on a slow phone).
 */
const nextTask = yieldToMain;

/** What this device kept for offline use joins the cache (offline/start-offline.ts). */
async function startOffline() {
  try {
    await (await import('./offline/start-offline')).startOffline(queryClient);
  } catch (error) {
    console.warn('offline use not started', error);
  }
}

/** Resolves when the browser has a moment (at most `timeout` ms later). */
const idle = (timeout: number) =>
  new Promise<void>((resolve) => ('requestIdleCallback' in window ? window.requestIdleCallback(() => resolve(), { timeout }) : setTimeout(resolve, timeout / 4)));

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
    await startOffline();
    // The service worker registers after the first load, never competing with it.
    if (document.readyState === 'complete') void startServiceWorker();
    else window.addEventListener('load', () => void startServiceWorker(), { once: true });
    createRoot(container!).render(
      <StrictMode>
        <Providers client={queryClient}>
          <RouterProvider router={createAppRouter()} />
        </Providers>
      </StrictMode>,
    );
    return;
  }
  // The modules have just been evaluated (one long task): begin anew.
  await nextTask();
  hydrate(queryClient, datedAtArrival(ssr.queries));
  const matches = await loadMatchedRoutes(ssr.matches);
  await nextTask();
  // A page's first Intl.NumberFormat loads the browser's number data: 50–100 ms on a slow phone
  // (measured at 4× CPU), whichever the locale and options; the next ones take well under a
  // millisecond. src/boot.ts has it loaded in a worker meanwhile (lib/number-data.worker.ts), so
  // this is quick; where that worker could not run, the cost sits here, in a task of its own,
  // not inside the screen's render (lib/format.ts keeps its own formatters; this one only loads
  // the data). The screens in the frame show prices, sizes and distances; the landing none.
  if (matches.some((route) => route.id === FRAME_ROUTE_ID)) {
    new Intl.NumberFormat(ssr.language).format(0);
    await nextTask();
  }
  const router = createAppRouter(ssr.router);
  await nextTask();
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
  // What was kept on this device joins after hydrating, when the page is idle: the first render
  // matches the server's HTML, and the server's answers are newer and stay.
  await hydrated();
  await idle(2_000);
  await startOffline();
  // And the service worker last, once the page has been left alone a while: registering it and
  // the first install (every file of the app fetched and cached, some 560 KB) made one task of
  // 30–45 ms unthrottled right after hydrating on every page in Lighthouse's traces, and took the
  // slow connection from the screen's pictures (issue 23, decision 041). The page works without
  // it; offline use and the install offer begin once it is in.
  await new Promise((resolve) => setTimeout(resolve, SERVICE_WORKER_DELAY_MS));
  await idle(2_000);
  void startServiceWorker();
}

/** How long after hydrating (and the device's kept data) a server-rendered page registers the service worker. */
const SERVICE_WORKER_DELAY_MS = 5_000;

void start();
