// The frame layout route: composes the shell around the screens, with the notifications' bell in
// its top bar. A 404 from a child loader
// (an unknown /{segment}) replaces the whole frame with the not-found page.
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import { AppFrame } from '../../features/shell/components/app-frame';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { NotFoundPage } from '../../features/status/not-found-page';
import { RouteError } from '../route-error';

export function Component() {
  return (
    <AppFrame bell={<NotificationBell />}>
      <Outlet />
    </AppFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <RouteError />;
}
