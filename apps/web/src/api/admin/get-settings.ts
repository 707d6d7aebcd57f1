// GET /settings (issue 6, Admin): brand name, chat numbers and sales e-mail as the Settings
// dialog edits them. Read fresh on every opening and not kept once the dialog is closed.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettings } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchSettings({ signal, lang }: CallOptions = {}): Promise<AdminSettings> {
  return apiRequestChecked('/settings', (s) => s.adminSettingsSchema, { signal, lang });
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings.all, queryFn: ({ signal }) => fetchSettings({ signal }), staleTime: 0, gcTime: 0 });

export const useSettings = () => useQuery(settingsQueryOptions());
