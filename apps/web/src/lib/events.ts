// App-wide events (SPEC §2 Layout, §4): features that must not import each other talk
// through these window events.
export const APP_EVENTS = {
  /** The Admin's Settings shortcut in the floating menu (the admin console listens). */
  openSettings: 'open-settings',
  /** Opens the package modal (Gold, Premium, Black). */
  openPackageModal: 'open-package-modal',
  /** Shows a toast; detail is a string or { message, color, timeout } (SPEC §4). */
  showSnackbar: 'show-snackbar',
} as const;

export function emitAppEvent(name: (typeof APP_EVENTS)[keyof typeof APP_EVENTS], detail?: unknown): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function onAppEvent(name: (typeof APP_EVENTS)[keyof typeof APP_EVENTS], handler: (detail: unknown) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
