// What a person has seen stays on the device (issue 12, decision 020): the query cache is
// saved to IndexedDB and read back at start, so every screen opens offline with the data it
// last showed, and online shows it at once while it refreshes in the background.
// The data layer's keys carry the language and the account, so one store serves them all, and
// a sign-out can drop exactly that account's answers.
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe, type PersistedClient } from '@tanstack/query-persist-client-core';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { takePagesLeftEarly } from './pages-left-early';
/** Kept this long after the last visit (each start restores, and saves again). */
export const KEPT_FOR_MS = 30 * 24 * 60 * 60_000;
/** Kept data of another build's answer shapes is discarded (vite.config.ts). */
export const KEPT_DATA_VERSION = import.meta.env.VITE_DATA_VERSION ?? 'dev';

/**
 * The reads a person makes while browsing (the developments and their pages, units, show-room
 * lists, items, config, their profile, units and favourites). Not the admin's working lists:
 * they are large, always asked afresh, and of no use offline.
 */
const KEPT_BRANCHES = new Set(['config', 'user', 'developments', 'properties', 'items']);
// 'page' and 'summary': the admin's windows of the paged calls (issue 13), asked afresh too.
const NOT_KEPT = new Set(['clients', 'audit', 'list', 'draft', 'page', 'summary']);

export function isKeptQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  const [branch, kind] = query.queryKey as readonly unknown[];
  return query.state.status === 'success' && KEPT_BRANCHES.has(String(branch)) && !NOT_KEPT.has(String(kind));
}

let store: UseStore | null = null;
const keptStore = (): UseStore => (store ??= createStore('vitrina-kept-queries', 'clients'));

const KEY = 'queries';
const persister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => get<string>(key, keptStore()).then((value) => value ?? null),
    setItem: (key, value) => set(key, value, keptStore()),
    removeItem: (key) => del(key, keptStore()),
  },
  key: KEY,
  // Saving is throttled: a screen full of answers is one write.
  throttleTime: 300,
});

/**
 * Reads the kept answers into the cache; an answer already there that is newer (a server-rendered
 * page's) wins. Then keeps saving what the cache learns. Never throws: without IndexedDB
 * (private mode of some browsers) the app just works online only.
 */
export async function keepQueries(queryClient: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const options = { queryClient, persister, buster: KEPT_DATA_VERSION };
  try {
    await persistQueryClientRestore({ ...options, maxAge: KEPT_FOR_MS });
  } catch (error) {
    console.warn('kept data could not be read', error);
  }
  // Pages left before the app kept their data (src/boot.ts wrote them on leaving; decision 061).
  try {
    takePagesLeftEarly(queryClient, { version: KEPT_DATA_VERSION, maxAge: KEPT_FOR_MS });
  } catch (error) {
    console.warn('pages left early could not be read', error);
  }
  persistQueryClientSubscribe({ ...options, dehydrateOptions });
  // What the cache held before the subscription (a server-rendered page's answers) is kept too.
  await saveKeptQueriesNow(queryClient);
  // From now on this page's answers are kept here: src/boot.ts need not write them on leaving.
  document.documentElement.dataset.kept = 'true';
  // Leaving the page (a link to another page, the app sent to the background) must not lose
  // the answers of the last moments to the throttle.
  const flush = () => void saveKeptQueriesNow(queryClient);
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
}

const dehydrateOptions = { shouldDehydrateQuery: isKeptQuery };

/** Saves at once, past the throttle (a sign-out, a page left: the tab may close next). */
export async function saveKeptQueriesNow(queryClient: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    const client: PersistedClient = { buster: KEPT_DATA_VERSION, timestamp: Date.now(), clientState: dehydrate(queryClient, dehydrateOptions) };
    await set(KEY, JSON.stringify(client), keptStore());
  } catch (error) {
    console.warn('kept data could not be saved', error);
  }
}
