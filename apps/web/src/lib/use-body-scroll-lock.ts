import { useEffect } from 'react';

/**
 * Locks page scrolling while `locked` (SPEC §4: the package modal locks body scrolling while
 * open). An attribute, not an inline style, so it never fights another lock's restore.
 */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    document.body.setAttribute('data-scroll-locked', '');
    return () => document.body.removeAttribute('data-scroll-locked');
  }, [locked]);
}
