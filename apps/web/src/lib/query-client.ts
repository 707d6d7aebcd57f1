import { QueryClient } from '@tanstack/react-query';

/** One cache for the whole app. SPEC §7: the API answers within 10 s or the call fails. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
