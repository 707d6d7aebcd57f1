// Keeps the browser's install offer (`beforeinstallprompt`). The event fires once, early —
// usually before the landing's code has loaded — so main.tsx starts listening at boot.

/** Chromium's install event; not in the DOM typings (https://developer.mozilla.org/docs/Web/API/BeforeInstallPromptEvent). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface InstallState {
  /** The deferred browser prompt, when the browser offered one. */
  prompt: BeforeInstallPromptEvent | null;
  /** Running as an installed app (SPEC §1: the button is hidden then). */
  standalone: boolean;
  installed: boolean;
}

const STANDALONE_QUERY = '(display-mode: standalone)';
let state: InstallState = { prompt: null, standalone: false, installed: false };
const listeners = new Set<() => void>();
let started = false;

function set(next: Partial<InstallState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function detectStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia(STANDALONE_QUERY).matches;
}

export function startInstallPromptCapture(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  state = { ...state, standalone: detectStandalone() };
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own button instead of the browser's mini info-bar.
    event.preventDefault();
    set({ prompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ prompt: null, installed: true }));
  window.matchMedia(STANDALONE_QUERY).addEventListener('change', () => set({ standalone: detectStandalone() }));
}

export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getInstallState(): InstallState {
  return state;
}

/** The prompt can be used once: forget it after use. */
export function consumeInstallPrompt(): BeforeInstallPromptEvent | null {
  const prompt = state.prompt;
  if (prompt) set({ prompt: null });
  return prompt;
}

export function isIos(): boolean {
  const ua = navigator.userAgent;
  // iPadOS reports itself as a Mac; touch points tell them apart.
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}
