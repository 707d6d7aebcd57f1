// GET /notifications?limit=&before= (issue 35, decisions 058 and 063): the signed-in person's
// notifications, newest first, in pages of 20 — the newest page, then, on asking, the page
// just older than the last one held (`before`: its id). One infinite query: a refresh reads
// every page held again from the newest. Titles are written by the API in the request's
// language, so the language is in the key. Each page carries the person's unread count,
// which the bell's count takes over.
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE_DEFAULT, type AppNotification, type Language, type NotificationList } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { useLanguage } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';

export const NOTIFICATIONS_PAGE = NOTIFICATION_PAGE_SIZE_DEFAULT;

export async function fetchNotifications({ signal, lang, before }: LocalisedCallOptions & { before?: number }): Promise<NotificationList> {
  const query = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE) });
  if (before !== undefined) query.set('before', String(before));
  return apiRequestChecked(`/notifications?${query.toString()}`, (s) => s.notificationListSchema, { signal, lang });
}

/** null: the newest page; else the id the page ends before. */
type PageParam = number | null;

/** The page after `last`: older than its last notification, when it was a full page. */
export function nextBefore(last: NotificationList): number | undefined {
  const oldest = last.notifications.at(-1);
  return last.notifications.length >= NOTIFICATIONS_PAGE && oldest ? oldest.id : undefined;
}

export const notificationsQueryOptions = (lang: Language) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications.list(lang),
    queryFn: async ({ signal, client, pageParam }): Promise<NotificationList> => {
      const page = await fetchNotifications({ signal, lang, before: pageParam ?? undefined });
      // The newest page's count is the person's: the bell shows it at once.
      if (pageParam === null) client.setQueryData(queryKeys.notifications.unread, { unread: page.unread });
      return page;
    },
    initialPageParam: null as PageParam,
    getNextPageParam: (last: NotificationList): PageParam | undefined => nextBefore(last),
    staleTime: 30_000,
  });

export interface NotificationPages {
  unread: number;
  notifications: AppNotification[];
}

/** The pages read so far as one list, newest first, with the newest page's unread count. */
export function notificationsOf(data: InfiniteData<NotificationList, PageParam>): NotificationPages {
  const seen = new Set<number>();
  const notifications = data.pages.flatMap((page) => page.notifications).filter((n) => (seen.has(n.id) ? false : (seen.add(n.id), true)));
  return { unread: data.pages[0]?.unread ?? 0, notifications };
}

export function useNotifications() {
  const lang = useLanguage();
  return useInfiniteQuery({ ...notificationsQueryOptions(lang), select: notificationsOf });
}
