// Mounts the notification host only once something was notified (or the frame asked for it),
// keeping sonner and the icons out of the landing's first load.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hostDemanded, subscribeDemand } from './notification-service';

const NotificationHost = lazy(() => import('./notification-host'));

export function NotificationLoader() {
  const demanded = useSyncExternalStore(subscribeDemand, hostDemanded, hostDemanded);
  if (!demanded) return null;
  return (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  );
}
