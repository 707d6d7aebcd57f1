// The share fallback (share-dialog.tsx) loads only when a share first needs it, on a browser
// without the Web Share API; it then stays mounted so it can close with its animation.
import { lazy, Suspense, useState } from 'react';

const ShareDialog = lazy(() => import('./share-dialog').then((m) => ({ default: m.ShareDialog })));

export function ShareDialogHost({ url, onClose }: { url: string | null; onClose: () => void }) {
  const [used, setUsed] = useState(false);
  if (url !== null && !used) setUsed(true);
  if (!used && url === null) return null;
  return (
    <Suspense fallback={null}>
      <ShareDialog url={url} onClose={onClose} />
    </Suspense>
  );
}
