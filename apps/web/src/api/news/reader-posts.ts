// Reading construction news (decision 064): GET /news — the signed-in buyer's developments'
// published posts, newest first — and GET /developments/{slug}/posts — a development's published
// public posts for its pages. One language each (the request's, else a fallback): it is in the key.
// The buyer's news is kept on the device (its key is under the account's branch, decision 067):
// offline it opens with what was last seen; its photos come from the worker's picture cache.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, ReaderPostList } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { useLanguage } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/use-session';

export const myNewsQueryOptions = (account: number | null, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.news.mine(account, lang),
    queryFn: ({ signal }): Promise<ReaderPostList> => apiRequestChecked('/news', (s) => s.readerPostListSchema, { signal, lang }),
    staleTime: 60_000,
    // The kept copy first, then asked again on every mount: a post a notification just linked
    // to shows at once (decision 059's rule for the buyer's file).
    refetchOnMount: 'always',
    enabled: account !== null,
  });

export function useMyNews() {
  const lang = useLanguage();
  const { user } = useSession();
  return useQuery(myNewsQueryOptions(user?.id ?? null, lang));
}

export async function fetchDevelopmentPosts(slug: string, { signal, lang }: LocalisedCallOptions): Promise<ReaderPostList> {
  return apiRequestChecked(`/developments/${encodeURIComponent(slug)}/posts`, (s) => s.readerPostListSchema, { signal, lang });
}

export function useDevelopmentPosts(slug: string) {
  const lang = useLanguage();
  return useQuery({ queryKey: queryKeys.news.development(slug, lang), queryFn: ({ signal }) => fetchDevelopmentPosts(slug, { signal, lang }), staleTime: 60_000 });
}
