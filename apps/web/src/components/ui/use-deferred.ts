// Code a screen needs only once a person reaches for it (a menu, a dialog): nothing of it loads
// with the page. `preload` fetches it early (pointer over, focus), `request` asks for it to
// show; the caller then renders its lazy component inside Suspense.
import { useCallback, useState } from 'react';

export function useDeferred(load: () => Promise<unknown>) {
  const [wanted, setWanted] = useState(false);
  const preload = useCallback(() => void load(), [load]);
  const request = useCallback(() => setWanted(true), []);
  return { wanted, preload, request };
}

/**
 * True from the first time `open` is: a lazily loaded dialog mounts on its first opening and
 * stays mounted, so it can close with its animation.
 */
export function useLatch(open: boolean): boolean {
  const [latched, setLatched] = useState(open);
  if (open && !latched) setLatched(true);
  return latched;
}
