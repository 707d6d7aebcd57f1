// PUT /settings (issue 6, Admin): the four public values. The saved values become the
// dialog's, and GET /config is read again at once, past the browser's copy, so every chat and
// e-mail link of this browser uses them (refreshConfig).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { refreshConfig } from '../config/get-config';

export async function putSettings(values: AdminSettings, { lang }: CallOptions = {}): Promise<AdminSettings> {
  return apiRequestChecked('/settings', (s) => s.adminSettingsSchema, { method: 'PUT', body: values, lang });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdminSettings) => putSettings(values),
    onSuccess: (saved) => {
      // The answer is the stored values: no need to read them again.
      queryClient.setQueryData(queryKeys.settings.all, saved);
      void refreshConfig(queryClient);
    },
  });
}
