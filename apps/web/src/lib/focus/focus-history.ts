// The last elements that had focus, newest last (decision 031). A dialog that closes gives focus
// back to the newest one outside it that can still take it — the control that opened it, or,
// when that one is gone (the menu item of a closed menu, the card of a unit just assigned), the
// one focused before it. And when a control with keyboard focus is removed from the page while
// the screen stays (a list reloading, a step replacing a button), focus goes back the same way
// instead of falling to the page's body. One listener for the whole app, started by the root
// layout (app/route-focus.tsx) and by the first dialog.
import { isFocusable } from './tabbable';

/** Distinct elements kept: more than any screen's dialog has fields, so its opener stays known. */
const LIMIT = 60;

interface Entry {
  element: HTMLElement;
  /** The screen it was on: a removal by a navigation is the route focus's, not ours. */
  path: string;
  /** It had keyboard focus (:focus-visible): only a keyboard user's focus is recovered. */
  keyboard: boolean;
}

const history: Entry[] = [];
let started = false;

function record(event: FocusEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target === document.body) return;
  // Each element once, at the time it last had focus (Tab round a dialog does not push its opener out).
  const at = history.findIndex((entry) => entry.element === target);
  if (at >= 0) history.splice(at, 1);
  history.push({ element: target, path: window.location.pathname, keyboard: target.matches(':focus-visible') });
  if (history.length > LIMIT) history.shift();
}

/** After a removal: the focused element was taken away by a change of this screen (not a navigation). */
function recover() {
  const active = document.activeElement;
  // Chromium may still name the removed element as the active one until its next rendering step.
  if (active && active !== document.body && active.isConnected) return;
  const lost = history[history.length - 1];
  if (!lost || lost.element.isConnected || !lost.keyboard || lost.path !== window.location.pathname) return;
  // Inside an open dialog, the dialog looks after its own focus (modal-dialog.tsx).
  if (document.querySelector('[role="dialog"][data-open], [role="alertdialog"][data-open]')) return;
  lastFocused(isFocusable)?.focus({ preventScroll: true });
}

export function startFocusHistory(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  document.addEventListener('focusin', record, true);
  new MutationObserver(recover).observe(document.body, { childList: true, subtree: true });
  // What had focus before this started (a dialog's code loaded on its first opening).
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) history.push({ element: active, path: window.location.pathname, keyboard: active.matches(':focus-visible') });
}

/** The elements that had focus, newest first, that pass `accept` and are not inside `except`. */
export function focusedBefore(accept: (element: HTMLElement) => boolean, except?: Element | null, count = Infinity): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (let i = history.length - 1; i >= 0 && found.length < count; i--) {
    const { element } = history[i]!;
    if (except?.contains(element)) continue;
    if (accept(element)) found.push(element);
  }
  return found;
}

/** The newest element that had focus, passes `accept` and is not inside `except`. */
export function lastFocused(accept: (element: HTMLElement) => boolean, except?: Element | null): HTMLElement | null {
  return focusedBefore(accept, except, 1)[0] ?? null;
}
