// One Tab stop for a row of choices, arrow keys inside it (decision 031; WAI-ARIA APG "roving
// tabindex"): the package tabs (tablist), the room chips (radiogroup). The chosen item is the
// Tab stop; an arrow, Home or End moves focus to another item and chooses it (selection follows
// focus, as the APG's tabs with automatic activation and radio groups do). The keys' rules are
// lib/focus/keys.ts.
import type { KeyboardEvent } from 'react';
import { rovingTarget, type Orientation } from '../../lib/focus/keys';

const ITEM = '[data-roving-item]';

export interface RovingFocus {
  /** Spread on the container (role=tablist, radiogroup…). */
  container: { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void };
  /** Spread on each item: the chosen one is the Tab stop. */
  item: (chosen: boolean) => { tabIndex: number; 'data-roving-item': '' };
}

export function useRovingFocus(onMove: (index: number) => void, { orientation = 'horizontal' }: { orientation?: Orientation } = {}): RovingFocus {
  return {
    container: {
      onKeyDown(event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM)];
        const current = items.findIndex((item) => item === document.activeElement);
        if (current < 0) return;
        const dir = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
        const next = rovingTarget(event.key, current, items.length, {
          orientation,
          dir,
          disabled: (i) => items[i]!.matches(':disabled, [aria-disabled="true"]'),
        });
        if (next === null) return;
        event.preventDefault();
        items[next]!.focus();
        if (next !== current) onMove(next);
      },
    },
    item: (chosen) => ({ tabIndex: chosen ? 0 : -1, 'data-roving-item': '' }),
  };
}
