// GET /config: the public settings (brand name, chat phones, sales e-mail, version).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigResponse } from '@vitrina/contracts';
import { api } from '../api-client';

export const getConfig = (signal?: AbortSignal) => api.get<PublicConfigResponse>('/config', signal);

export const configQuery = () =>
  queryOptions({ queryKey: ['config'] as const, queryFn: ({ signal }) => getConfig(signal), staleTime: 60 * 60_000 });

export const useConfig = () => useQuery(configQuery());
