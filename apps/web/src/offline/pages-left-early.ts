// Server-rendered pages left before the app kept their data (issue 36, decision 061). The app
// keeps a page's answers when it has started and the page is idle (main.tsx), seconds after the
// page is readable on a slow phone; a link followed meanwhile is a plain link, and so is closing
// the tab. src/boot.ts, the page's first script, then writes the page's data block to local
// storage as it is, on leaving (`pagehide`, or the page hidden), one key per address:
// `version \n arrival time \n data block`. The next start of the app takes them into the
// cache before it saves (offline/keep-queries.ts), so those pages open offline too.
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { datedAtArrival, type SsrData } from '../lib/ssr-data';

/** The keys' prefix: the same as src/boot.ts's (it imports nothing, to stay one small file). */
export const LEFT_EARLY_PREFIX = 'vitrina-page-left-early:';

export interface PageLeftEarly {
  version: string;
  /** When the browser asked for the page (ms since the epoch): its data was current then. */
  arrival: number;
  data: SsrData;
}

/** One stored value, or null when it is not one (a value of another format). */
export function parsePageLeftEarly(value: string): PageLeftEarly | null {
  const first = value.indexOf('\n');
  const second = value.indexOf('\n', first + 1);
  if (first < 0 || second < 0) return null;
  const arrival = Number(value.slice(first + 1, second));
  try {
    const data = JSON.parse(value.slice(second + 1)) as SsrData;
    if (!Number.isFinite(arrival) || !Array.isArray(data?.queries?.queries)) return null;
    return { version: value.slice(0, first), arrival, data };
  } catch {
    return null;
  }
}

/**
 * Takes every page left early into the cache (and off local storage): its successful answers,
 * dated when the page arrived (decision 054), unless the cache holds newer ones. Pages of
 * another build's answer shapes, or older than `maxAge`, are dropped.
 */
export function takePagesLeftEarly(queryClient: QueryClient, { version, maxAge, now = Date.now() }: { version: string; maxAge: number; now?: number }): number {
  let taken = 0;
  let storage: Storage;
  try {
    storage = globalThis.localStorage;
    if (!storage) return 0;
  } catch {
    return 0;
  }
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((name): name is string => !!name?.startsWith(LEFT_EARLY_PREFIX));
  for (const key of keys) {
    const page = parsePageLeftEarly(storage.getItem(key) ?? '');
    storage.removeItem(key);
    if (!page || page.version !== version || now - page.arrival > maxAge) continue;
    const queries = page.data.queries.queries.filter((query) => query.state.status === 'success');
    hydrate(queryClient, datedAtArrival({ ...page.data.queries, queries }, page.arrival));
    taken += 1;
  }
  return taken;
}
