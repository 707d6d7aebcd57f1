// The screen's main heading (decision 031): where focus goes after a route change, after the
// skip link, and when a dialog closes with nothing left to give focus back to. The first <h1>
// of <main> (every screen has one), else the first <h1>, else <main>. It is made focusable by
// script only (tabindex=-1): not a Tab stop.

export function mainHeading(doc: Document = document): HTMLElement | null {
  const main = doc.querySelector<HTMLElement>('main');
  const heading = main?.querySelector<HTMLElement>('h1') ?? doc.querySelector<HTMLElement>('h1') ?? main ?? null;
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}
