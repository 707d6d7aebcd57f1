// The rows of a paged call that a virtualized list shows (issue 13): the pages holding rows
// `first`..`last` are asked for as the list scrolls (each its own query: one scrolled back to
// is shown from the cache at once; one scrolled past before it came is cancelled, its signal
// being the fetch's).
import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { Page } from '@vitrina/contracts';
import { PAGE_ROWS, pagesForRange, rowFromPages } from './window-math';

export interface PagedRows<P extends Page<unknown>> {
  /** Rows matching, from the latest answer (undefined before any). */
  total: number | undefined;
  /** The row at `index`, once its page has come. */
  rowAt: (index: number) => P['items'][number] | undefined;
  /** The pages in range that have come (for what the answers carry besides rows). */
  answers: P[];
  isError: boolean;
}

interface Options<P, K extends QueryKey> {
  /** The query of the page starting at `offset`. */
  page: (offset: number, limit: number) => UseQueryOptions<P, Error, P, K>;
  first: number;
  last: number;
  /** Rows known to match (no page past it is asked for). */
  total?: number;
  pageSize?: number;
  enabled?: boolean;
}

export function usePagedRows<P extends Page<unknown>, K extends QueryKey = QueryKey>({
  page,
  first,
  last,
  total,
  pageSize = PAGE_ROWS,
  enabled = true,
}: Options<P, K>): PagedRows<P> {
  const indexes = pagesForRange(first, last, pageSize, total);
  const results = useQueries({ queries: indexes.map((index) => ({ ...page(index * pageSize, pageSize), enabled })) });
  const pages = new Map<number, P['items']>();
  const answers: P[] = [];
  results.forEach((result, i) => {
    if (!result.data) return;
    pages.set(indexes[i]!, result.data.items);
    answers.push(result.data);
  });
  return {
    total: answers[0]?.total ?? total,
    rowAt: (index) => rowFromPages(pages, index, pageSize),
    answers,
    isError: results.some((result) => result.isError && !result.data),
  };
}
