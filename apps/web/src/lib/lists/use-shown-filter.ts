// A list's search or filter changes what it shows only once the new answer has come (issue 13):
// until then the rows of the previous one stay on screen, not an empty list or a spinner.
import { useState } from 'react';

/**
 * `requested` (its `key` a stable string) becomes the shown filter once `settled` (the first
 * answer for it came, or failed). Returns the filter the rows are read for, and whether the
 * requested one is still on its way.
 */
export function useShownFilter<F>(requested: F, key: string, settled: boolean): { shown: F; shownKey: string; pending: boolean } {
  const [shown, setShown] = useState({ key, filter: requested });
  // Adjusting state while rendering (React's documented pattern for a value derived from props).
  if (shown.key !== key && settled) setShown({ key, filter: requested });
  if (shown.key === key || settled) return { shown: requested, shownKey: key, pending: false };
  return { shown: shown.filter, shownKey: shown.key, pending: true };
}
