import { QueryClient } from '@tanstack/react-query';

/**
 * How long the browser keeps an answer nobody looks at. Long, since answers are kept on the
 * device too (offline/keep-queries.ts): a kept answer forgotten minutes after start
 * would be gone from the device at the next save. Under setTimeout's limit (2^31 ms, ~24.8
 * days): a longer time overflows to 0 and drops every answer at once.
 */
export const BROWSER_GC_MS = 7 * 24 * 60 * 60_000;

/**
 * A query cache with the app's defaults. SPEC §7: the API answers within 10 s or the call
 * fails. The server renderer makes one per page; on the server nothing retries, a page is
 * rendered once, and nothing outlives the page.
 */
export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        ...(server ? {} : { gcTime: BROWSER_GC_MS }),
        retry: server ? false : 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The browser's one cache for the whole app. */
export const queryClient = createQueryClient();
