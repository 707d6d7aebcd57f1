// Moving an entry with its "up" / "down" buttons re-orders the list under the keyboard's focus:
// the moved entry's same button keeps the focus (or its other one, when the move reached an
// end and that button is now disabled), and a polite live region says where it went. Shared by the
// development editor's lists and a news post's photos.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export type Direction = 'up' | 'down';

/** `order`: the list's keys in their order; the focus follows once it has changed. */
export function useMoveFocus(order: string) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<{ key: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const buttonRef = useCallback(
    (key: string, direction: Direction) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(`${key}:${direction}`, element);
      else buttons.current.delete(`${key}:${direction}`);
    },
    [],
  );

  /** Call when a move starts: after the next render the focus follows the entry. */
  const moved = useCallback((key: string, direction: Direction, message: string) => {
    pending.current = { key, direction };
    setAnnouncement(message);
  }, []);

  useLayoutEffect(() => {
    const next = pending.current;
    if (!next) return;
    const same = buttons.current.get(`${next.key}:${next.direction}`);
    const other = buttons.current.get(`${next.key}:${next.direction === 'up' ? 'down' : 'up'}`);
    const target = same && !same.disabled ? same : other;
    if (target && document.activeElement !== target) target.focus();
    pending.current = null;
  }, [order]);

  return { buttonRef, moved, announcement };
}
