import { QueryClient } from '@tanstack/react-query';

/**
 * A query cache with the app's defaults. SPEC §7: the API answers within 10 s or the call
 * fails. The server renderer makes one per page; on the server nothing retries, a page is
 * rendered once.
 */
export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: server ? false : 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The browser's one cache for the whole app. */
export const queryClient = createQueryClient();
