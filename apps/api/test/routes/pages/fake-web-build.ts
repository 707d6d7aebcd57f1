// A stand-in build of the web app for the page cache's tests: the shell, an empty manifest and
// a server entry that renders a line of what it reads through the API (in-process, as the
// real one does): an item's name, a development's city, the brand. What is tested is the
// cache around the renderer, on the real routes and signals; the real renderer has its e2e.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ENTRY = `
let fetchApi;
export function configure({ fetch }) { fetchApi = fetch; }
const meta = (locale) => ({ title: 'T', description: 'D', url: 'http://page/', type: 'website', siteName: 'S', locale, image: 'http://page/og.jpg', imageWidth: 1200, imageHeight: 630, imageAlt: 'A' });
export async function render({ url, language, metaLanguage }) {
  globalThis.fakeRenders = (globalThis.fakeRenders ?? 0) + 1;
  const { pathname, search } = new URL(url, 'http://page');
  const get = async (p) => (await fetchApi(p, { headers: { 'accept-language': language } })).json();
  let body;
  if (pathname === '/admin-screen') return { kind: 'shell' };
  if (pathname === '/fails') {
    if (globalThis.fakeFails) throw new Error('the renderer failed');
    body = 'recovered';
  } else if (pathname === '/times-out') {
    // What the real renderer rejects with when its 5 s signal fires (AbortSignal.timeout's reason).
    throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
  } else if (pathname === '/slow') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    body = 'slow';
  } else if (pathname.startsWith('/item/')) body = (await get('/getItem/' + pathname.slice(6))).item;
  else if (pathname.startsWith('/developments/')) body = (await get('/developments/' + pathname.slice(14))).city;
  else if (pathname === '/home') body = (await get('/config')).brandName;
  else return { kind: 'page', status: 404, html: '<p>not found</p>', data: '{}', modules: [], meta: meta(metaLanguage) };
  return { kind: 'page', status: 200, html: '<main data-lang="' + language + '" data-search="' + search + '">' + body + '</main>', data: '{}', modules: [], meta: meta(metaLanguage) };
}
`;

/** Renders counted by the stand-in entry (every app of a test file shares the count). */
export const renderCount = () => (globalThis as { fakeRenders?: number }).fakeRenders ?? 0;
/** Makes the stand-in renderer throw (true) or work again (false). */
export const failRenders = (fail: boolean) => void ((globalThis as { fakeFails?: boolean }).fakeFails = fail);

/** Writes the stand-in build; returns its dist folder and a function that removes it. */
export function fakeWebBuild(): { dist: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-pages-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><head><title>shell</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), ENTRY);
  return { dist, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
