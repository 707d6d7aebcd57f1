// The only script a server-rendered page loads at first. The page is already readable (its
// HTML and styles came with it, links work as plain links), so the app's code is fetched
// once the page has loaded, pictures included: on a slow phone connection the screen's
// pictures get the bandwidth first, then the app hydrates and takes over navigation.
// The server lists the files in <script type="application/json" id="app-scripts">: the
// app's entry first, then every module it and the screen import (fetched side by side).
const listed = document.getElementById('app-scripts')?.textContent;
const [entry, ...imports] = listed ? (JSON.parse(listed) as string[]) : [];

function start() {
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
