// Waits for the first open-package-modal event and only then loads the modal (Base UI's
// dialog and the package choice), which opens at once (on the development the event names,
// if any) and listens for later events itself.
import { lazy, Suspense, useEffect, useState } from 'react';
import { APP_EVENTS, onAppEvent } from '../../../lib/events';
import { packageModalDevelopment } from './package-modal-event';

const PackageModal = lazy(() => import('./package-modal').then((m) => ({ default: m.PackageModal })));

export function PackageModalHost() {
  // undefined: not asked for yet; null: asked for without a development (the first one's terms).
  const [wanted, setWanted] = useState<string | null | undefined>(undefined);
  useEffect(() => onAppEvent(APP_EVENTS.openPackageModal, (detail) => setWanted((before) => (before === undefined ? packageModalDevelopment(detail) : before))), []);
  if (wanted === undefined) return null;
  return (
    <Suspense fallback={null}>
      <PackageModal defaultOpen defaultDevelopment={wanted} />
    </Suspense>
  );
}
