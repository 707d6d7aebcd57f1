// False while a server-rendered page hydrates (and on the server), true afterwards and in a
// page the browser rendered itself. What only this device knows (local storage: favourites,
// the unit kept from its detail page) is read once it is true, so the first render matches
// the server's HTML and the device's own data follows at once.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
