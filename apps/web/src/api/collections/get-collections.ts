// GET /developments/{slug}/collections (issue 34, decision 051; the office): a development's
// overdue and due-soon schedule lines with their unit and buyer, and the totals. Labels come in
// the request's language: the language is in the key. The same view as a CSV or XLSX file is
// downloaded with the bearer token.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collections, ItemFileFormat, Language } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { apiDownload } from '../../lib/api-download';
import { useLanguage } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';
import { saveFile } from '../../lib/save-file';

const path = (slug: string) => `/developments/${encodeURIComponent(slug)}/collections`;

export async function fetchCollections(slug: string, { signal, lang }: LocalisedCallOptions): Promise<Collections> {
  return apiRequestChecked(path(slug), (s) => s.collectionsSchema, { signal, lang });
}

export const collectionsQueryOptions = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.collections.view(slug, lang),
    queryFn: ({ signal }) => fetchCollections(slug, { signal, lang }),
    staleTime: 30_000,
  });

export function useCollections(slug: string) {
  const lang = useLanguage();
  return useQuery(collectionsQueryOptions(slug, lang));
}

export async function downloadCollectionsFile(slug: string, format: ItemFileFormat, { lang }: { lang: Language }): Promise<void> {
  const { blob, fileName } = await apiDownload(`${path(slug)}?format=${format}`, { lang });
  saveFile(blob, fileName ?? `collections-${slug}.${format}`);
}
