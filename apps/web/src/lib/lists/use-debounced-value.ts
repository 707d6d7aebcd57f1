import { useEffect, useState } from 'react';

/**
 * The search boxes ask the server once typing pauses this long: about one call per word typed,
 * and the answer within 300 ms of the last key (the server takes 50–180 ms at 50,000 items).
 */
export const SEARCH_DEBOUNCE_MS = 120;

/** `value` once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
