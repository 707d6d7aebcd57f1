// GET /push/subscriptions and DELETE /push/subscriptions/{id} (decision 066): the person's push
// devices on the profile, and one removed. Online only, like the rest of push.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDeviceList } from '@vitrina/contracts';
import { apiRequest, apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchPushDevices({ signal }: CallOptions = {}): Promise<PushDeviceList> {
  return apiRequestChecked('/push/subscriptions', (s) => s.pushDeviceListSchema, { signal });
}

export async function deletePushDevice(id: number): Promise<void> {
  await apiRequest(`/push/subscriptions/${id}`, { method: 'DELETE' });
}

export const pushDevicesQueryOptions = () => queryOptions({ queryKey: queryKeys.notifications.pushDevices, queryFn: ({ signal }) => fetchPushDevices({ signal }) });

export const usePushDevices = () => useQuery(pushDevicesQueryOptions());

export function useRemovePushDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePushDevice(id),
    onSuccess: (_, id) => client.setQueryData<PushDeviceList>(queryKeys.notifications.pushDevices, (data) => (data ? { devices: data.devices.filter((d) => d.id !== id) } : data)),
  });
}
