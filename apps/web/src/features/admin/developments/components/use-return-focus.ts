// A dialog opened from a button gives the focus back to that button when it closes (Escape,
// Cancel, done): these dialogs are rendered only while open, so they note the element that had
// the focus when they appeared and focus it again once they are gone — if it is still there.
import { useEffect, useState } from 'react';

export function useReturnFocus(): void {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  useEffect(
    () => () => {
      if (!opener || opener === document.body) return;
      // After the dialog's own focus handling has run.
      setTimeout(() => {
        if (opener.isConnected && !opener.matches(':disabled')) opener.focus();
      }, 0);
    },
    [opener],
  );
}
