// App-wide providers: the query cache, and the Suspense boundary under which screens wait
// for their translation namespaces (react-i18next suspends until they are loaded).
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { Splash } from './splash';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Splash />}>{children}</Suspense>
    </QueryClientProvider>
  );
}
