// Where a list starts on the page and how wide it is, for a virtualizer that follows the
// window's scroll (`scrollMargin`, and a row height estimated from the width): measured once
// drawn and whenever the page changes size (a font arriving, a banner above the list growing),
// so the rows drawn match what is on screen.
import { useLayoutEffect, useState, type RefObject } from 'react';

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => undefined : useLayoutEffect;

export interface ListBox {
  top: number;
  width: number;
}

/** `enabled` false: nothing is measured (a list drawn whole needs no box). */
export function useListBox(ref: RefObject<HTMLElement | null>, fallbackWidth = 0, enabled = true): ListBox {
  const [box, setBox] = useState<ListBox>({ top: 0, width: fallbackWidth });
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { top: Math.round(rect.top + window.scrollY), width: Math.round(rect.width) };
      setBox((prev) => (prev.top === next.top && prev.width === next.width ? prev : next));
    };
    measure();
    // Content above the list changes the body's height too.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, enabled]);
  return box;
}
