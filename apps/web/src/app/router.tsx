// The browser's router: the route table (route-table.tsx) over the history API. Loaders get
// the app's one query cache and the interface language (app-context.ts).
import { createBrowserRouter, type HydrationState } from 'react-router';
import { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { createAppContext } from './app-context';
import { routes } from './route-table';

export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, {
    hydrationData,
    getContext: () => createAppContext({ queryClient, language: currentLanguage(), server: false }),
  });
}
