// POST /notifications/{id}/read and POST /notifications/read-all (issue 35, decisions 058 and
// 063): each answers the person's unread count. The list held is marked at once (every
// language's copy), the count is the server's answer, and nothing is read again.
// POST /notifications/read { link } (decision 066): the page opened reads what pointed to it;
// which ones is the server's to know, so the list held is read again when next shown.
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@vitrina/contracts';
import { apiRequestChecked } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function markNotificationRead(id: number): Promise<{ unread: number }> {
  return apiRequestChecked(`/notifications/${id}/read`, (s) => s.notificationUnreadSchema, { method: 'POST' });
}

export async function markAllNotificationsRead(): Promise<{ unread: number }> {
  return apiRequestChecked('/notifications/read-all', (s) => s.notificationUnreadSchema, { method: 'POST' });
}

/** No sign-in page on a 401: opening a page is not something the person asked to do. */
export async function markReadWhereOpened(link: string): Promise<{ unread: number }> {
  return apiRequestChecked('/notifications/read', (s) => s.notificationUnreadSchema, { method: 'POST', body: { link }, authRedirect: false });
}

type Pages = InfiniteData<NotificationList, number | null>;

/** The pages with the notifications `which` picks marked read at `at` (the first read time stays). */
export function markedRead(data: Pages, which: (id: number) => boolean, unread: number, at: string): Pages {
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      unread: index === 0 ? unread : page.unread,
      notifications: page.notifications.map((n) => (n.read_at === null && which(n.id) ? { ...n, read_at: at } : n)),
    })),
  };
}

function apply(client: QueryClient, which: (id: number) => boolean, unread: number) {
  const at = new Date().toISOString();
  client.setQueriesData<Pages>({ queryKey: queryKeys.notifications.listAll }, (data) => (data ? markedRead(data, which, unread, at) : data));
  client.setQueryData(queryKeys.notifications.unread, { unread });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markNotificationRead(id),
    onSuccess: ({ unread }, id) => apply(client, (n) => n === id, unread),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(),
    onSuccess: ({ unread }) => apply(client, () => true, unread),
  });
}

export function useMarkReadWhereOpened() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (link: string) => markReadWhereOpened(link),
    onSuccess: ({ unread }) => {
      client.setQueryData(queryKeys.notifications.unread, { unread });
      // Asked again too: a "mark read" of the list sent just before may answer after this one.
      void client.invalidateQueries({ queryKey: queryKeys.notifications.unread });
      void client.invalidateQueries({ queryKey: queryKeys.notifications.listAll });
    },
  });
}
