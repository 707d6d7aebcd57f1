// What a server-rendered page hands to the browser: the language it was rendered in, the
// translations it used, the query cache and the router's loader data. It travels in a
// <script type="application/json"> block (data, not code: the page's CSP stays 'self'),
// written by src/entry-server.tsx and read once here before the app hydrates.
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from '@vitrina/contracts';

export const SSR_DATA_ELEMENT_ID = 'ssr-data';

export interface SsrData {
  language: Language;
  /** namespace → catalogue, for `language` */
  translations: Record<string, Record<string, unknown>>;
  queries: DehydratedState;
  router: HydrationState;
  /** The ids of the routes the page matched, outermost first (app/routes-by-id.ts). */
  matches?: string[];
}

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers. */
export function serializeSsrData(data: SsrData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

let read: SsrData | null | undefined;

/** The server's data for this page, or null when the page was not server-rendered. */
export function readSsrData(): SsrData | null {
  if (read !== undefined) return read;
  read = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ELEMENT_ID);
  if (element?.textContent) {
    try {
      read = JSON.parse(element.textContent) as SsrData;
    } catch {
      read = null;
    }
  }
  return read;
}

/**
 * The page's queries, dated when the app reads them (moments after the browser asked for the
 * page) rather than when the page was rendered. A rendered page is kept by the server only while what it shows is unchanged
 * (apps/api/src/web/page-cache.ts, decision 036) and the browser revalidates it on each load
 * (`no-cache`), so its data is as current as the answer that brought it. Dated at the render, a
 * page kept for a few minutes came with data older than its queries' `staleTime`, and the
 * first thing the app did was ask for it again: one more request and, for its check, the
 * contracts' schemas (zod and every answer's schema, ~200 KB of code) on a page that needed
 * neither (issue 36).
 */
export function datedAtArrival(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success' && query.state.dataUpdatedAt < now
        ? { ...query, state: { ...query.state, dataUpdatedAt: now } }
        : query,
    ),
  };
}
