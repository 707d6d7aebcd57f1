// False while a server-rendered page hydrates (and on the server), true afterwards and in a
// page the browser rendered itself. What only this device knows (local storage: favourites,
// the unit kept from its detail page) is read once it is true, so the first render matches
// the server's HTML and the device's own data follows at once.
//
// The switch is a transition, so React redraws what it changes (the show room's grid takes its
// phone columns, favourites their hearts) in slices. A `useSyncExternalStore` with a server
// snapshot did the same in one synchronous render: 150–200 ms of the main thread at 4× CPU on
// the show room, the page's longest task (issue 23).
import { startTransition, useEffect, useState } from 'react';
import { readSsrData } from './ssr-data';

/** Whether the app has taken over the page: at once for a page the browser renders itself. */
let hydrated = typeof document !== 'undefined' && readSsrData() === null;
const waiting = new Set<() => void>();

/** Called once the page has hydrated (app/root-layout.tsx, in its first effect). */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const wake of [...waiting]) wake();
}

export function useHydrated(): boolean {
  // Mounted after hydration (a later screen): true from its first render.
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    if (value) return;
    const wake = () => startTransition(() => setValue(true));
    if (hydrated) {
      wake();
      return;
    }
    waiting.add(wake);
    return () => {
      waiting.delete(wake);
    };
  }, [value]);
  return value;
}
