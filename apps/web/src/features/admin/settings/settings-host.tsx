// Mounted once in the root layout: waits for the floating menu's open-settings event and only
// then downloads the Settings dialog, so no other screen pays for it.
import { Suspense, lazy, useEffect, useState } from 'react';
import { APP_EVENTS, onAppEvent } from '../../../lib/events';

const SettingsDialog = lazy(() => import('./components/settings-dialog'));

export function SettingsHost() {
  const [open, setOpen] = useState(false);
  useEffect(() => onAppEvent(APP_EVENTS.openSettings, () => setOpen(true)), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
