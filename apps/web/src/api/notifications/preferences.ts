// GET/PUT /notifications/preferences (issue 35, decisions 058 and 063): the person's channels
// per kind — in the app always, e-mail (on by default), push (stored; sent once web push is
// built). A PUT names only the channels it changes and answers every kind.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesWrite } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchNotificationPreferences({ signal, lang }: CallOptions = {}): Promise<NotificationPreferences> {
  return apiRequestChecked('/notifications/preferences', (s) => s.notificationPreferencesSchema, { signal, lang });
}

export async function saveNotificationPreferences(body: NotificationPreferencesWrite): Promise<NotificationPreferences> {
  return apiRequestChecked('/notifications/preferences', (s) => s.notificationPreferencesSchema, { method: 'PUT', body });
}

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.preferences,
    queryFn: ({ signal }) => fetchNotificationPreferences({ signal }),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (answer) => client.setQueryData(queryKeys.notifications.preferences, answer),
  });
}
