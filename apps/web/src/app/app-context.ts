// What route loaders get from whoever runs the router: the query cache to prefetch into, the
// language answers are wanted in, and whether the page is being rendered on the server.
// The browser router (router.tsx) and the server renderer (../entry-server.tsx) each provide it.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import type { Language } from '@vitrina/contracts';

export interface AppContext {
  queryClient: QueryClient;
  language: Language;
  /** On the server the loader waits for the data, so the HTML carries it. */
  server: boolean;
}

export const appContext = createContext<AppContext>();

export function createAppContext(value: AppContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, value);
  return provider;
}

/** The loaders' context argument (typed loosely by React Router without middleware). */
export const readAppContext = (context: unknown): AppContext => (context as RouterContextProvider).get(appContext);

/**
 * Starts the queries a screen needs. On the server it waits for them (an answer or an error,
 * never a throw), so they render into the HTML. In the browser it does not wait: the screen's
 * code and its data load side by side and the screen shows its own loading state if the
 * data is slower than the code; a kept answer shows at once.
 */
export async function prefetch(context: unknown, start: (queryClient: QueryClient, language: Language) => Array<Promise<void>>): Promise<null> {
  const { queryClient, language, server } = readAppContext(context);
  const all = Promise.all(start(queryClient, language));
  if (server) await all;
  return null;
}

/**
 * Whether the server's answer for this key was "no such thing" (null, see lib/api-error.ts):
 * the page is then a 404. Only the server waits for answers, so the browser never says so.
 */
export function missing(context: unknown, key: (language: Language) => QueryKey): boolean {
  const { queryClient, language, server } = readAppContext(context);
  return server && queryClient.getQueryData(key(language)) === null;
}
