// The only script a server-rendered page loads at first. The page is already readable (its
// HTML and styles came with it, links work as plain links), so the app's code is fetched
// once the page has loaded, pictures included: on a slow phone connection the screen's
// pictures get the bandwidth first, then the app hydrates and takes over. A person who
// reaches for the page sooner (a touch, a key, a focus) starts it at once, and a button
// pressed or a form sent before the app is ready is kept and replayed when it is.
// The server lists the files in <script type="application/json" id="app-scripts">: the
// app's entry first, then every module it and the screen import (fetched side by side).
const listed = document.getElementById('app-scripts')?.textContent;
const [entry, ...imports] = listed ? (JSON.parse(listed) as string[]) : [];
const root = document.documentElement;
const ready = () => root.dataset.hydrated === 'true';

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (entry) void import(/* @vite-ignore */ entry);
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
  window.addEventListener(type, start, { once: true, capture: true, passive: true });
}

// Presses and submissions before the app is ready (it sets <html data-hydrated>).
const waiting: Array<() => void> = [];
function keep(event: Event, replay: () => void) {
  event.preventDefault();
  event.stopPropagation();
  start();
  waiting.push(replay);
}
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !ready()) keep(event, () => button.isConnected && button.click());
  },
  true,
);
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && !ready()) keep(event, () => form.isConnected && form.requestSubmit());
  },
  true,
);
new MutationObserver((_, observer) => {
  if (!ready()) return;
  observer.disconnect();
  for (const replay of waiting.splice(0)) replay();
}).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
