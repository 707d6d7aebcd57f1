// Registers the service worker (vite-plugin-pwa, prompt mode) and keeps whether a new
// version is waiting, so the update prompt can offer to switch to it (issue 4).
type Listener = () => void;
const listeners = new Set<Listener>();
let waiting = false;
let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;

function setWaiting(value: boolean) {
  waiting = value;
  for (const listener of listeners) listener();
}

export const isUpdateWaiting = () => waiting;
export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting worker and reloads the page with the new version. */
export async function updateNow(): Promise<void> {
  await applyUpdate?.(true);
}

export const dismissUpdate = () => setWaiting(false);

/** Called once at start-up, after the first paint (workbox-window is a separate chunk). */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { registerSW } = await import('virtual:pwa-register');
  applyUpdate = registerSW({
    immediate: true,
    onNeedRefresh: () => setWaiting(true),
    onRegisterError: (error: unknown) => console.error('service worker registration failed', error),
  });
}
