// The share fallback (share-dialog.tsx) loads only when a share first needs it, on a browser
// without the Web Share API; it then stays mounted so it can close with its animation.
import { lazy, Suspense } from 'react';
import { useLatch } from '../ui/use-deferred';

const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

export function ShareDialogHost({ url, onClose }: { url: string | null; onClose: () => void }) {
  const used = useLatch(url !== null);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ShareDialog url={url} onClose={onClose} />
    </Suspense>
  );
}
