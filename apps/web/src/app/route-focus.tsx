// Route changes heard and felt (decision 031): after a navigation to another screen, focus
// moves to its main heading (lib/focus/main-heading.ts) and that heading is announced in a polite
// live region — where a full page load would have the screen reader read the new page. (Most
// screens keep the brand's <title>, so the heading is what names the screen.) Mounted once, in
// the root layout, for bare and framed screens alike. It also starts the focus history that
// dialogs give focus back from (lib/focus/focus-history.ts).
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { startFocusHistory } from '../lib/focus/focus-history';
import { mainHeading } from '../lib/focus/main-heading';
import { headingTakesFocus, isNewScreen } from '../lib/focus/route-change';
import hiddenStyles from '../components/ui/visually-hidden.module.css';

/** How long a screen may take to draw its heading (a lazily loaded part, its data) before what is there takes focus. */
const HEADING_WAIT_MS = 3000;
/** A heading that is there and says what it will say (not "Loading…", marked aria-busy). */
const READY_HEADING = 'main h1:not([aria-busy="true"])';

function focusWhereTheScreenIs(): string {
  const active = document.activeElement;
  const takes = headingTakesFocus({
    inDialog: !!active?.closest('[role="dialog"], [role="alertdialog"]'),
    inMain: !!active?.closest('main'),
    isField: !!active?.matches('input, select, textarea, [contenteditable="true"]'),
  });
  const heading = mainHeading();
  if (takes && heading) heading.focus({ preventScroll: true });
  return heading?.textContent?.replace(/\s+/g, ' ').trim() || document.title;
}

/** Calls `found` once the new screen has its <h1> ready (at once, or when it is drawn), or after the wait. */
function whenHeadingIsThere(found: () => void): () => void {
  if (document.querySelector(READY_HEADING)) {
    found();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!document.querySelector(READY_HEADING)) return;
    done();
  });
  const timer = window.setTimeout(() => done(), HEADING_WAIT_MS);
  function done() {
    observer.disconnect();
    window.clearTimeout(timer);
    found();
  }
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(startFocusHistory, []);
  useEffect(() => {
    if (!isNewScreen(shown.current, pathname)) return;
    shown.current = pathname;
    return whenHeadingIsThere(() => setAnnouncement(focusWhereTheScreenIs()));
  }, [pathname]);

  return (
    <div className={hiddenStyles.visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </div>
  );
}
