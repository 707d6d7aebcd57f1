// Where focus goes when a dialog closes (decision 031), decided without the DOM so it can be
// tested: the caller says which candidates are still usable (connected, shown, enabled).

export interface ReturnFocusCandidates<T> {
  /** The dialog's choice moved to another screen while it was open: the new screen's heading takes focus (route focus). */
  navigated: boolean;
  /** An element the dialog names itself (e.g. the control that will show the result). */
  explicit: T | null;
  /** The element that had focus when the dialog opened: the control that opened it. */
  opener: T | null;
  /** The screen's main heading: never the page's body. */
  fallback: T | null;
}

/**
 * The element to focus on close, or false to leave focus where it is (a navigation's route
 * focus takes it). In order: a navigation, the dialog's own choice, the opener, the screen's
 * heading.
 */
export function returnFocusTarget<T>({ navigated, explicit, opener, fallback }: ReturnFocusCandidates<T>, usable: (element: T) => boolean): T | false {
  if (navigated) return false;
  for (const candidate of [explicit, opener, fallback]) if (candidate !== null && usable(candidate)) return candidate;
  return false;
}
