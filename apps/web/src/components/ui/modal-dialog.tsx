// Every dialog of the app is this one (decision 031): Base UI's modal dialog (or alert dialog)
// with what the app adds around it, so no dialog has to remember it:
// - Tab and Shift+Tab wrap inside at once. Base UI's focus guards move focus back only at the
//   next animation frame, so a second Tab pressed before it walked past the last guard to the
//   page's body and the page behind (issue 25). A keydown listener of the top-most open dialog
//   wraps first; the guards stay for screen readers' virtual cursors.
// - Escape, a press outside and the close buttons close it, except while `busy` (a write under
//   way): then the dialog stays, and its Close buttons say so (disabled).
// - When its content changes under the focused element, its title takes focus (not the body).
// - On closing, focus goes back to the control that opened it, or to the one focused before it
//   when that one is gone (a closed menu's item, the card of a unit just assigned), else to the
//   screen's main heading — never the page's body; when the dialog's choice moved to another
//   screen, the new screen's heading has it (app/route-focus.tsx). A dialog its parent renders
//   only while open (removed at once, without Base UI's closing) gives focus back the same way
//   once it is gone, when focus fell to the page's body. Focus the person already moved onto
//   the page (an arrow key in the grid behind, right after Escape) is never taken back.
// Its parts (Title, Description, Close) are Base UI's; import them from here.
// eslint-disable-next-line no-restricted-imports -- the one place that builds a Base UI dialog
import { AlertDialog } from '@base-ui/react/alert-dialog';
// eslint-disable-next-line no-restricted-imports -- the one place that builds a Base UI dialog
import { Dialog } from '@base-ui/react/dialog';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { focusedBefore, startFocusHistory } from '../../lib/focus/focus-history';
import { tabWrapTarget } from '../../lib/focus/keys';
import { mainHeading } from '../../lib/focus/main-heading';
import { returnFocusTarget } from '../../lib/focus/return-focus';
import { isFocusable, tabbables } from '../../lib/focus/tabbable';
import styles from './dialog.module.css';

/** The open dialogs' frames, newest last: only the top one wraps Tab. */
const openFrames: HTMLElement[] = [];

function wrapTab(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
  const frame = openFrames[openFrames.length - 1];
  if (!frame) return;
  const items = tabbables(frame);
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && frame.contains(active) && active !== frame;
  const before = inside ? items.filter((item) => item !== active && item.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING).length : 0;
  const target = tabWrapTarget(items.length, { before, onItem: inside && items.includes(active), inside }, event.shiftKey);
  if (target === null) return;
  event.preventDefault();
  (target === 'frame' ? frame : items[target]!).focus();
}

/**
 * When the dialog's content changes under the focused element (the package modal's thanks step
 * replacing its choice, a form replacing "Loading…"), focus falls to the page's body or to the
 * frame: the dialog's title takes it, so the person hears where they are and Tab goes on from there.
 */
function keepFocusInside(frame: HTMLElement) {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (active !== document.body && active !== frame && active !== null) return;
    const titleId = frame.getAttribute('aria-labelledby');
    const title = titleId ? document.getElementById(titleId) : null;
    if (!title || !frame.contains(title)) return;
    if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
    title.focus();
  });
  observer.observe(frame, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function trapTab(frame: HTMLElement) {
  if (openFrames.length === 0) document.addEventListener('keydown', wrapTab, true);
  openFrames.push(frame);
  return () => {
    const at = openFrames.lastIndexOf(frame);
    if (at >= 0) openFrames.splice(at, 1);
    if (openFrames.length === 0) document.removeEventListener('keydown', wrapTab, true);
  };
}

interface BusyState {
  busy: boolean;
  /** A part inside reports a write under way (useDialogBusy); returns its withdrawal. */
  report: () => () => void;
}
const BusyContext = createContext<BusyState>({ busy: false, report: () => () => undefined });

/** Inside a dialog: while `busy` (a write under way), the dialog does not close (Escape, outside, Close buttons). */
export function useDialogBusy(busy: boolean): void {
  const { report } = useContext(BusyContext);
  useEffect(() => (busy ? report() : undefined), [busy, report]);
}

export interface ModalDialogProps {
  open: boolean;
  /** Called with false when the person closes it (Escape, outside, a Close button) and with true when its `trigger` opens it. */
  onOpenChange: (open: boolean) => void;
  /** An alert dialog (role=alertdialog): a press outside does not close it. */
  alert?: boolean;
  /** A write is under way: Escape, a press outside and the Close buttons leave it open (a part inside may say so with useDialogBusy). */
  busy?: boolean;
  /** A Base UI trigger (Dialog.Trigger) that opens it, rendered in place. */
  trigger?: ReactNode;
  /** The frame's class (the shared centred card by default). */
  className?: string;
  backdropClassName?: string;
  /** The element to focus on opening (Base UI's default: the first tabbable one). */
  initialFocus?: ComponentProps<typeof Dialog.Popup>['initialFocus'];
  /** The element to give focus back to, when it should not be the opener. */
  returnFocus?: () => HTMLElement | null;
  /** Data attributes of the frame (e.g. a step for its styles). */
  frameProps?: Record<`data-${string}`, string | undefined>;
  children: ReactNode;
}

export function ModalDialog({
  open,
  onOpenChange,
  alert = false,
  busy = false,
  trigger,
  className = styles.popup,
  backdropClassName = styles.backdrop,
  initialFocus,
  returnFocus,
  frameProps,
  children,
}: ModalDialogProps) {
  // The frame as state: Base UI's portal mounts it after the root, and unmounts it after the exit animation.
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const openedAt = useRef<string | null>(null);
  const [writes, setWrites] = useState(0);
  const report = useCallback(() => {
    setWrites((n) => n + 1);
    return () => setWrites((n) => n - 1);
  }, []);
  const busyNow = busy || writes > 0;
  const busyRef = useRef(busyNow);
  useEffect(() => {
    busyRef.current = busyNow;
  }, [busyNow]);
  const busyState = useMemo(() => ({ busy: busyNow, report }), [busyNow, report]);

  // What had focus before the dialog opened, newest first: its opener, then the ones before it.
  const openers = useRef<HTMLElement[]>([]);

  useEffect(startFocusHistory, []);
  useEffect(() => {
    if (open) openedAt.current = window.location.pathname;
  }, [open]);
  useEffect(() => {
    if (open && frame) openers.current = focusedBefore(isFocusable, frame, 8);
  }, [open, frame]);
  // From the frame's mounting to its unmounting (after the closing animation): focus stays in.
  useEffect(() => {
    if (!frame) return;
    const untrap = trapTab(frame);
    const unwatch = keepFocusInside(frame);
    return () => {
      untrap();
      unwatch();
    };
  }, [frame]);

  const finalFocus = useCallback((): HTMLElement | boolean => {
    // Asked again after the person moved on (Base UI's return runs when the closed popup's focus
    // handling is torn down, which a re-render during the closing animation can bring later):
    // focus already on the page, not the body, stays where the person put it.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && active.isConnected && !frame?.contains(active)) return false;
    const heading = mainHeading();
    const usable = (element: HTMLElement) => element.isConnected && !frame?.contains(element) && (isFocusable(element) || element === heading);
    return returnFocusTarget(
      {
        navigated: openedAt.current !== null && openedAt.current !== window.location.pathname,
        explicit: returnFocus?.() ?? null,
        // The opener as it was when the dialog opened, else the ones focused before it.
        opener: [...openers.current, ...focusedBefore(isFocusable, frame, 8)].find(usable) ?? null,
        fallback: heading,
      },
      usable,
    );
  }, [returnFocus, frame]);

  // Removed while open (its parent renders it only while open): Base UI's closing does not run,
  // so focus, fallen to the page's body with the frame, goes where finalFocus says — once the
  // dialog's own focus handling is done, and not when React only re-mounts it (StrictMode).
  const openRef = useRef(open);
  const finalFocusRef = useRef(finalFocus);
  useEffect(() => {
    openRef.current = open;
    finalFocusRef.current = finalFocus;
  }, [open, finalFocus]);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (!openRef.current) return;
      const target = finalFocusRef.current;
      setTimeout(() => {
        if (mounted.current) return;
        const active = document.activeElement;
        if (active !== null && active !== document.body) return;
        const element = target();
        if (element instanceof HTMLElement) element.focus();
      }, 0);
    };
  }, []);

  const Root = alert ? AlertDialog.Root : Dialog.Root;
  return (
    <Root
      open={open}
      onOpenChange={(next, details) => {
        if (!next && busyRef.current) {
          details.cancel();
          return;
        }
        onOpenChange(next);
      }}
    >
      {trigger}
      <Dialog.Portal>
        <Dialog.Backdrop className={backdropClassName} />
        <Dialog.Popup ref={setFrame} className={className} initialFocus={initialFocus} finalFocus={finalFocus} {...frameProps}>
          <BusyContext.Provider value={busyState}>{children}</BusyContext.Provider>
        </Dialog.Popup>
      </Dialog.Portal>
    </Root>
  );
}

/** A button that closes the dialog; disabled while the dialog is busy. */
function Close(props: ComponentProps<typeof Dialog.Close>) {
  const { busy } = useContext(BusyContext);
  return <Dialog.Close {...props} disabled={busy || props.disabled} />;
}

ModalDialog.Title = Dialog.Title;
ModalDialog.Description = Dialog.Description;
ModalDialog.Close = Close;
ModalDialog.Trigger = Dialog.Trigger;
