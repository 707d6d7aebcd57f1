// GET /config (decision 016): the public settings — brand name, chat numbers, sales e-mail,
// version label — behind the brand name and every chat and e-mail link. Not translated, so
// its key has no language.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicConfigResponse } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchConfig({ signal, lang, cache }: CallOptions & { cache?: RequestCache } = {}): Promise<PublicConfigResponse> {
  return apiRequestChecked('/config', (s) => s.publicConfigSchema, { signal, lang, cache });
}

export const configQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.config.all, queryFn: ({ signal }) => fetchConfig({ signal }), staleTime: 60 * 60_000 });

export const useConfig = () => useQuery(configQueryOptions());

/**
 * The server lets browsers keep /config for a minute; right after an Admin saves Settings this
 * browser must not: the answer is fetched past the HTTP cache, which also replaces the kept
 * copy, so a reload shows the new values too.
 */
export const refreshConfig = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...configQueryOptions(), queryFn: ({ signal }) => fetchConfig({ signal, cache: 'reload' }), staleTime: 0 });
