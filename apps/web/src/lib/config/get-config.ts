// GET /config: the public settings (brand name, chat phones, sales e-mail, version).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigResponse } from '@vitrina/contracts';
import { api, apiRequest } from '../api-client';

export const getConfig = (signal?: AbortSignal) => api.get<PublicConfigResponse>('/config', signal);

/**
 * The server lets browsers keep /config for a minute; right after an Admin saves Settings this
 * browser must not: the answer is fetched past the HTTP cache, which also replaces the kept
 * copy, so a reload shows the new values too.
 */
export const refreshConfig = (signal?: AbortSignal) => apiRequest<PublicConfigResponse>('/config', { signal, cache: 'reload' });

export const configQuery = () =>
  queryOptions({ queryKey: ['config'] as const, queryFn: ({ signal }) => getConfig(signal), staleTime: 60 * 60_000 });

export const useConfig = () => useQuery(configQuery());
