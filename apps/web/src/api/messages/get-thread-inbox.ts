// GET /messages/threads and /messages/threads/unread (decision 068; the office): the units whose
// thread has messages, unread first then newest, 50 a page after the cursor the page before gave;
// and the counts of the admin navigation's badge. One infinite query per development filter: a
// refresh reads every page held again from the first, so a thread that moved is not shown twice.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import { THREAD_PAGE_SIZE_DEFAULT, type MessageThreadSummary, type MessageThreads, type MessageThreadsUnread } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchThreadInbox(development: string | null, before: string | null, { signal }: CallOptions = {}): Promise<MessageThreads> {
  const query = new URLSearchParams({ limit: String(THREAD_PAGE_SIZE_DEFAULT) });
  if (development) query.set('development', development);
  if (before) query.set('before', before);
  return apiRequestChecked(`/messages/threads?${query.toString()}`, (s) => s.messageThreadsSchema, { signal });
}

export const threadInboxQueryOptions = (development: string | null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.threadInbox.list(development),
    queryFn: ({ signal, pageParam }) => fetchThreadInbox(development, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MessageThreads) => last.next ?? undefined,
    // Asked again at every visit: coming back from a thread just read, its count must be gone.
    staleTime: 0,
    refetchInterval: 60_000,
  });

/** The pages held as one list; a thread listed by two pages (it moved between reads) once, where first seen. */
export function threadsOf(data: InfiniteData<MessageThreads, string | null>): MessageThreadSummary[] {
  const seen = new Set<number>();
  return data.pages.flatMap((page) => page.threads).filter((t) => (seen.has(t.unit.id) ? false : (seen.add(t.unit.id), true)));
}

export const useThreadInbox = (development: string | null) => useInfiniteQuery({ ...threadInboxQueryOptions(development), select: threadsOf });

export async function fetchThreadInboxUnread({ signal }: CallOptions = {}): Promise<MessageThreadsUnread> {
  return apiRequestChecked('/messages/threads/unread', (s) => s.messageThreadsUnreadSchema, { signal });
}

/** The badge's counts; `enabled`: the office only (anyone else is refused). */
export const useThreadInboxUnread = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.threadInbox.unread,
      queryFn: ({ signal }) => fetchThreadInboxUnread({ signal }),
      staleTime: 0,
      refetchInterval: 60_000,
      enabled,
    }),
  );
