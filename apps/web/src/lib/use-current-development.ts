// The development a page shows (decision 030): the one its address names (/developments/{slug}/…,
// /topology-{slug}), else — on the seed's paths (/location, …) — the list's first. What the page
// may draw: the development, "no such development" (unknown or archived: the not-found page),
// waiting for a connection it never had here, a failure, or still loading.
import type { DevelopmentDetail } from '@vitrina/contracts';
import { useDevelopment } from '../api/developments/get-development';
import { useFirstDevelopment } from '../api/developments/get-developments';
import { waitsForConnection } from './connection';

export type CurrentDevelopment =
  | { status: 'ready'; development: DevelopmentDetail }
  | { status: 'missing' }
  | { status: 'pending' }
  | { status: 'offline' }
  | { status: 'error' };

type QueryState = Parameters<typeof waitsForConnection>[0] & { isSuccess: boolean };

/** One read's state, as the page sees it (a pure rule, tested on its own). */
export function stateOf(query: QueryState): 'success' | 'pending' | 'offline' | 'error' {
  if (query.isSuccess) return 'success';
  if (waitsForConnection(query)) return 'offline';
  return query.isError ? 'error' : 'pending';
}

/** `slug` from the address, or null on a seed path (then the list's first development). */
export function useCurrentDevelopment(slug: string | null): CurrentDevelopment {
  const { first, list } = useFirstDevelopment({ enabled: slug === null });
  const resolved = slug ?? first?.slug ?? null;
  const detail = useDevelopment(resolved);
  if (!resolved) {
    const listState = stateOf(list);
    // The list answered and names no first development: nothing for the seed's paths to show.
    return listState === 'success' ? { status: 'missing' } : { status: listState };
  }
  const detailState = stateOf(detail);
  if (detailState !== 'success') return { status: detailState };
  return detail.data ? { status: 'ready', development: detail.data } : { status: 'missing' };
}
