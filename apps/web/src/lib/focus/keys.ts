// Pure keyboard rules of the app's focus handling (decision 031): where Tab wraps inside an
// open dialog, and where an arrow key moves in a composite widget (tabs, radio chips). The DOM
// code (tabbable.ts, use-roving-focus.ts, modal-dialog.tsx) asks these; the tests pin them.

/** Where focus is when Tab is pressed in an open modal dialog. */
export interface TabPosition {
  /** How many of the dialog's tabbable elements come before the focused element (in document order). */
  before: number;
  /** The focused element is one of them (else: the dialog's frame, a tabindex=-1 heading…). */
  onItem: boolean;
  /** Focus is inside the dialog at all (else: the page's body after a focused element was removed). */
  inside: boolean;
}

/**
 * Tab or Shift+Tab in a modal dialog with `count` tabbable elements: the index to focus instead
 * of the browser's next element, or null to let the browser move (the move stays inside).
 * With nothing tabbable, 'frame' keeps focus on the dialog's frame.
 */
export function tabWrapTarget(count: number, { before, onItem, inside }: TabPosition, shift: boolean): number | 'frame' | null {
  if (count === 0) return 'frame';
  if (!inside) return shift ? count - 1 : 0;
  if (shift) return before === 0 ? count - 1 : null;
  const next = onItem ? before + 1 : before;
  return next >= count ? 0 : null;
}

export type Orientation = 'horizontal' | 'vertical' | 'both';

/**
 * An arrow, Home or End key in a one-dimensional composite widget of `count` items (WAI-ARIA
 * APG: tabs, radio group, toolbar): the index to move to, or null when the key is not one of
 * the widget's (Tab, letters…). Arrows wrap around; disabled items are skipped.
 * `dir` 'rtl' swaps left and right.
 */
export function rovingTarget(
  key: string,
  current: number,
  count: number,
  { orientation = 'horizontal', dir = 'ltr', disabled = () => false }: { orientation?: Orientation; dir?: 'ltr' | 'rtl'; disabled?: (index: number) => boolean } = {},
): number | null {
  if (count === 0) return null;
  const forward = new Set<string>();
  const backward = new Set<string>();
  if (orientation !== 'vertical') {
    (dir === 'rtl' ? backward : forward).add('ArrowRight');
    (dir === 'rtl' ? forward : backward).add('ArrowLeft');
  }
  if (orientation !== 'horizontal') {
    forward.add('ArrowDown');
    backward.add('ArrowUp');
  }
  const firstEnabled = (from: number, step: 1 | -1): number | null => {
    for (let i = 0, at = from; i < count; i++, at = (at + step + count) % count) if (!disabled(at)) return at;
    return null;
  };
  if (key === 'Home') return firstEnabled(0, 1);
  if (key === 'End') return firstEnabled(count - 1, -1);
  const start = current < 0 ? 0 : current;
  if (forward.has(key)) return firstEnabled((start + 1) % count, 1);
  if (backward.has(key)) return firstEnabled((start - 1 + count) % count, -1);
  return null;
}

/** The keys a one-dimensional composite widget takes for itself (their default scrolling is prevented). */
export function isRovingKey(key: string, orientation: Orientation = 'horizontal'): boolean {
  return rovingTarget(key, 0, 2, { orientation }) !== null;
}
