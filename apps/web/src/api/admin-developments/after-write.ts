// What every Admin write to a development does to the cache (issue 21): the answer is the
// development as the Admin reads it afterwards, so it becomes the edit page's data at once; the
// Admin's list and every public development read (list, detail, by prefix) are read again.
import type { QueryClient } from '@tanstack/react-query';
import type { AdminDevelopment } from '@vitrina/contracts';
import { queryKeys } from '../../lib/query-keys';

export function afterDevelopmentWrite(queryClient: QueryClient, development: AdminDevelopment | null, previousSlug?: string): void {
  if (development) {
    queryClient.setQueryData(queryKeys.adminDevelopments.detail(development.slug), development);
    if (previousSlug && previousSlug !== development.slug) queryClient.removeQueries({ queryKey: queryKeys.adminDevelopments.detail(previousSlug), exact: true });
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminDevelopments.list });
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminDevelopments.publicReads });
}

/** A unit type's name or size shows on the units too (their typology text): read them again. */
export function afterTypologyWrite(queryClient: QueryClient, development: AdminDevelopment): void {
  afterDevelopmentWrite(queryClient, development);
  void queryClient.invalidateQueries({ queryKey: queryKeys.properties.all });
}
