// App-wide providers: the query cache, and the Suspense boundary under which screens wait
// for their translation namespaces (react-i18next suspends until they are loaded). The
// browser passes its one cache; the server renderer a new one per page.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Splash } from './splash';

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<Splash />}>{children}</Suspense>
    </QueryClientProvider>
  );
}
