// When a navigation is a new screen for focus and announcement (decision 031): a new path.
// A change of the query or hash only (a package tab, a filter, the skip link's #main) is the
// same screen: focus stays where the person is.

export function isNewScreen(previousPath: string, nextPath: string): boolean {
  return normalize(previousPath) !== normalize(nextPath);
}

/** '/home/' and '/home' are one screen. */
function normalize(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether the new screen's heading should take focus: not when focus is already where the
 * screen put it — in an open dialog, or in a field of the screen's <main> (a form that focuses
 * its first field).
 */
export function headingTakesFocus(active: { inDialog: boolean; inMain: boolean; isField: boolean }): boolean {
  if (active.inDialog) return false;
  return !(active.inMain && active.isField);
}
