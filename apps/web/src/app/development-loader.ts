// The loaders of a development's pages (decision 030): the development the address names
// (/developments/{slug}/…, /topology-{slug}) or, on a seed path (/location, …), the list's first,
// prefetched so the server's HTML carries it. An unknown or archived slug, or a seed path with no
// development to show, is a 404 page (the screen shows the not-found message in the frame).
import type { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import type { DevelopmentDetail, Language } from '@vitrina/contracts';
import { developmentQueryOptions } from '../api/developments/get-development';
import { developmentsQueryOptions, firstDevelopmentOf } from '../api/developments/get-developments';
import { prefetch, readAppContext } from './app-context';

/** More reads a page needs beside its development (started once the slug is known). */
type More = (queryClient: QueryClient, language: Language, slug: string) => Array<Promise<unknown>>;

export async function loadDevelopment(context: unknown, slugFromPath: string | null, { more }: { more?: More } = {}) {
  // undefined: not known (the list failed); null: the list names no first development.
  let slug: string | null | undefined = slugFromPath ?? undefined;
  await prefetch(context, (queryClient, language) => {
    // A seed path needs the list to know the first development (the root loader asks for it too: one request).
    const list = slugFromPath === null ? queryClient.fetchQuery(developmentsQueryOptions(language)) : null;
    const resolved = slugFromPath !== null ? Promise.resolve(slugFromPath) : list!.then((summaries) => firstDevelopmentOf(summaries)?.slug ?? null);
    const reads = resolved
      .then((found) => {
        slug = found;
        if (!found) return;
        return Promise.all([queryClient.prefetchQuery(developmentQueryOptions(found, language)), ...(more?.(queryClient, language, found) ?? [])]);
      })
      // The screen shows its own error or offline state; the loader never fails the navigation.
      .then(() => undefined)
      .catch(() => undefined);
    return [reads, ...(list ? [list.then(() => undefined).catch(() => undefined)] : [])];
  });
  const { queryClient, language, server } = readAppContext(context);
  // Only the server waits for answers, so only the server says "not found" here.
  if (!server) return null;
  if (slug === null) return data(null, { status: 404 });
  if (slug !== undefined && queryClient.getQueryData<DevelopmentDetail | null>(developmentQueryOptions(slug, language).queryKey) === null) {
    return data(null, { status: 404 });
  }
  return null;
}
