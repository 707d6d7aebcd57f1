// "A new version is available": shown when a new service worker is waiting. The banner's code
// loads only then, not with every page's first load (issue 23: the landing's budget).
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { isUpdateWaiting, subscribeUpdate } from './pwa-update';

const UpdateBanner = lazy(() => import('./update-banner'));

export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, isUpdateWaiting);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  );
}
