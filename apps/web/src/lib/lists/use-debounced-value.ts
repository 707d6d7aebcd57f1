import { useEffect, useState } from 'react';

/** The search boxes ask the server once typing pauses this long: few calls, still prompt. */
export const SEARCH_DEBOUNCE_MS = 150;

/** `value` once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
