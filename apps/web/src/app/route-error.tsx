import { Suspense, lazy, useEffect } from 'react';
import { useRouteError } from 'react-router';

// Loaded when an error happens, not with every page's first load (issue 23: the landing's budget).
const ErrorPage = lazy(() => import('../features/status/error-page').then((m) => ({ default: m.ErrorPage })));

/** Router error boundary: logs the cause, shows a calm translated page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  );
}
