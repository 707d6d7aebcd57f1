// The elements Tab reaches inside a container, in order (the app sets no positive tabindex):
// shown, enabled, not inert, not Base UI's focus guards, and one radio per group — the checked
// one, else the first (as the browser does). Used by the dialogs' Tab wrap (modal-dialog.tsx).

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function shown(element: HTMLElement): boolean {
  // checkVisibility: display, content-visibility and visibility (Chromium 121+, Firefox, Safari 17.4+).
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return element.getClientRects().length > 0;
}

/** Whether focus can be put on the element by a script (any tabindex): used for return focus. */
export function isFocusable(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled || element.closest('[inert]') || element.hasAttribute('data-base-ui-focus-guard')) return false;
  if (!element.matches(CANDIDATES)) return false;
  return shown(element);
}

export function tabbables(container: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  const radioGroups = new Map<string, HTMLInputElement[]>();
  for (const element of container.querySelectorAll<HTMLElement>(CANDIDATES)) {
    if (element.tabIndex < 0 || element.hasAttribute('data-base-ui-focus-guard')) continue;
    if (!isFocusable(element)) continue;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const key = `${element.form?.id ?? ''}\u0000${element.name}`;
      const group = radioGroups.get(key);
      if (group) {
        group.push(element);
        continue;
      }
      radioGroups.set(key, [element]);
    }
    found.push(element);
  }
  // A radio group is one stop: its checked radio, where the group's first radio stood.
  return found.map((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return element;
    const group = radioGroups.get(`${element.form?.id ?? ''}\u0000${element.name}`) ?? [element];
    return group.find((radio) => radio.checked) ?? element;
  });
}
