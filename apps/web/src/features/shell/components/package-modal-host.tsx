// Waits for the first open-package-modal event and only then loads the modal (Base UI's
// dialog and the package choice), which opens at once and listens for later events itself.
import { lazy, Suspense, useEffect, useState } from 'react';
import { APP_EVENTS, onAppEvent } from '../../../lib/events';

const PackageModal = lazy(() => import('./package-modal').then((m) => ({ default: m.PackageModal })));

export function PackageModalHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onAppEvent(APP_EVENTS.openPackageModal, () => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PackageModal defaultOpen />
    </Suspense>
  );
}
