// GET /notifications/unread (issue 35, decisions 058 and 063): the bell's count, a small answer
// without text. Asked when the page comes back into view (focus, a visible tab), and every
// minute while the tab is visible — never while it is hidden: the count is a nudge, not a chat,
// and a poll costs the device (and the browser tests) a wake-up each time.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** How often the bell asks again while its tab is visible. */
export const UNREAD_REFRESH_MS = 60_000;

export async function fetchUnread({ signal, lang }: CallOptions = {}): Promise<{ unread: number }> {
  return apiRequestChecked('/notifications/unread', (s) => s.notificationUnreadSchema, { signal, lang });
}

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.unread,
    queryFn: ({ signal }) => fetchUnread({ signal }),
    // A count just read (here or with the list) is good for half the interval: a focus right
    // after one asks nothing.
    staleTime: UNREAD_REFRESH_MS / 2,
  });

/** The signed-in person's unread count; `enabled: false` without a session. */
export function useUnreadCount({ enabled }: { enabled: boolean }) {
  return useQuery({
    ...unreadQueryOptions(),
    enabled,
    refetchInterval: UNREAD_REFRESH_MS,
    // TanStack Query pauses the interval while the document is hidden and asks on focus
    // (its focus manager listens to visibilitychange).
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // Offline, the last count stays; no retries piling up behind a lost connection.
    retry: 1,
  });
}
