// GET /units/{id}/messages (issue 34, decisions 049 and 055): a unit's thread between its buyer
// and the office, in pages — the newest 50, then, on asking, the 50 before the first one held
// (`before`) — each oldest first, with how many of the other side's messages were unread before
// this read; reading the newest page marks them read for the reader's side. One infinite query:
// a refresh (after a post) reads every page held again from the newest, so a page never leaves a
// gap nor shows a message twice when new ones push the newest page on. Kept on the device as the
// documents are. Author names are names; only a deleted account's is translated, so the language
// is in the key as for every translated answer.
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Language, MessageThread } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { orMissing } from '../../lib/api-error';
import { useLanguage } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';

/** `before`: the page just before that message; without it, the newest page. */
export async function fetchUnitMessages(unitId: number, { signal, lang, before }: LocalisedCallOptions & { before?: number }): Promise<MessageThread> {
  const query = before === undefined ? '' : `?before=${before}`;
  return apiRequestChecked(`/units/${unitId}/messages${query}`, (s) => s.messageThreadSchema, { signal, lang });
}

/** A page of the thread; null: not this reader's unit (a 404). */
type ThreadPage = MessageThread | null;
/** null: the newest page; else the id the page ends before. */
type PageParam = number | null;

export const unitMessagesQueryOptions = (unitId: number, lang: Language) =>
  infiniteQueryOptions({
    queryKey: queryKeys.ownerFile.messages(unitId, lang),
    queryFn: async ({ signal, client, pageParam }): Promise<ThreadPage> => {
      const page = await orMissing(fetchUnitMessages(unitId, { signal, lang, before: pageParam ?? undefined }));
      // The newest page was read: the server moved the mark, so the way in counts 0 from now on.
      if (page && pageParam === null) client.setQueryData(queryKeys.ownerFile.unread(unitId), { unread: 0 });
      return page;
    },
    initialPageParam: null as PageParam,
    getNextPageParam: (last: ThreadPage): PageParam | undefined => (last?.has_earlier && last.messages[0] ? last.messages[0].id : undefined),
    staleTime: 30_000,
    // The kept copy first, then asked again on every mount: a change made elsewhere just before
    // (a payment, an approval, a shared document — what a notification links here for) shows
    // at once, not after 30 s (decision 059).
    refetchOnMount: 'always',
  });

/**
 * The pages read so far as one thread, oldest first, with the newest page's unread count and
 * whether earlier messages remain; null when the unit is not the reader's.
 */
export function threadOf(data: InfiniteData<ThreadPage, PageParam>): MessageThread | null {
  const newest = data.pages[0];
  if (!newest) return null;
  const messages = [...data.pages].reverse().flatMap((page) => page?.messages ?? []);
  return { unread: newest.unread, messages, has_earlier: data.pages.at(-1)?.has_earlier ?? false };
}

/**
 * The buyer's and the office's: reading it marks the other side's messages read for the reader.
 * `data` is the thread read so far; `fetchNextPage` reads the earlier page.
 */
export function useUnitMessages(unitId: number) {
  const lang = useLanguage();
  return useInfiniteQuery({ ...unitMessagesQueryOptions(unitId, lang), select: threadOf });
}
