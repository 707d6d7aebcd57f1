import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from '../features/status/error-page';

/** Router error boundary: logs the cause, shows a calm translated page. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorPage />;
}
