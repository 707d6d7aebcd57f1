// Serves the built React app (apps/web/dist) from the API process: its files, the public pages
// rendered by the server (render-page.ts, decision 018), and index.html, the shell the browser
// renders, for every other app path; never for a path under /api (those get JSON 404s).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, translate } from '../i18n/translate';
import { acquireCatalogueSignal } from '../cache/catalogue-signal';
import { ASSETS_FOLDER, IMMUTABLE, assetHandler, type AssetMemory } from './asset-memory';
import { carriesCredentials, sendPage } from './page-answer';
import { PageCache } from './page-cache';
import { queryFieldsNotUtf8 } from '../http/nul-characters';
import { RenderTimeout, createPageRenderer, pageRequest, type PageRequest } from './render-page';

/** Memory for rendered pages (~75 KB each with its two compressed forms: about 400 of them). */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
/** A page is rendered again after this even if no change was heard (a write made outside the API). */
const PAGE_MAX_AGE_MS = 10 * 60_000;

/** Whether a page's address decodes to UTF-8 text without NUL, path and query alike. */
function readableAddress(url: string): boolean {
  if (queryFieldsNotUtf8(url).length > 0) return false;
  try {
    return !decodeURIComponent(url.replace(/\+/g, ' ').replace(/%(?![0-9A-Fa-f]{2})/g, '%25')).includes('\u0000');
  } catch {
    return false;
  }
}

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** The server renderer's build, beside the browser's (never served as files). */
const serverDistOf = (distDir: string) => path.join(path.dirname(distDir), 'dist-server');

export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST) {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The hashed files are answered from memory (asset-memory.ts, decision 062); this plugin
      // keeps the rest (the shell, the service worker, the manifest, icons) and sendFile.
      globIgnore: [`${ASSETS_FOLDER}/**`],
      // The build writes a .br and a .gz beside each text file (apps/web/scripts/precompress.mjs):
      // sent as they are, never compressed again per request (issue 23).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // @fastify/static 10 hands over a Fastify reply here, not a raw response.
        // Hashed assets never change; the shell and the service worker must always revalidate.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', IMMUTABLE);
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
    const loaded = (memory: AssetMemory) =>
      app.log.info(`web app: ${memory.assets.size} files of /${ASSETS_FOLDER} read into memory (${(memory.bytes / 1024 / 1024).toFixed(1)} MB)`);
    app.route({ method: ['GET', 'HEAD'], url: `/${ASSETS_FOLDER}/*`, handler: assetHandler(distDir, loaded) });
  } else {
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
  }
  // The renderer (React and the screens) loads with the first page asked for, not at start:
  // API-only processes and tests never pay for it.
  let renderer: ReturnType<typeof createPageRenderer> | undefined;
  const renderPage = async (page: PageRequest) => {
    renderer ??= createPageRenderer(app, { distDir, serverDir: serverDistOf(distDir), publicUrl: app.config.publicUrl });
    const render = await renderer;
    return render ? render(page) : null;
  };
  // Pages show the catalogue (its own signal) and what every other write announces (page-changes.ts).
  const catalogue = await acquireCatalogueSignal(app.database, app.log);
  app.addHook('onClose', catalogue.release);
  const pages = new PageCache([app.publicPages.signal, catalogue.signal], PAGE_CACHE_BYTES, PAGE_MAX_AGE_MS);
  app.metrics.watchCache('pages', pages.lookups);

  /** A miss: one render, timed; a failure is logged and answered with the shell (never kept). */
  const renderTimed = (request: FastifyRequest, page: PageRequest) => async () => {
    const started = performance.now();
    let outcome: 'page' | 'shell' | 'failed' = 'failed';
    try {
      const rendered = await renderPage(page);
      outcome = rendered ? 'page' : 'shell';
      return rendered;
    } catch (error) {
      // A timeout is load, not a fault: one line, no stack. Anything else is an error.
      if (error instanceof RenderTimeout) {
        request.log.warn({ path: page.address.split('?')[0], ms: Math.round(performance.now() - started) }, 'server render timed out; sending the shell (the browser renders the page)');
      } else request.log.error({ err: error, url: request.url }, 'server rendering failed; sending the shell');
      throw error;
    } finally {
      if (app.metrics.enabled) app.metrics.pageRender.observe({ outcome }, (performance.now() - started) / 1000);
    }
  };
  const sendShell = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(pathname);
    // A page address or query with NUL or bytes that are not UTF-8 names no page (issue 34: a
    // 404 on every route, as the API's are 422s): the shell, with its 404, never rendered or kept.
    if (wantsPage && built && !readableAddress(request.url)) return sendShell(reply.status(404));
    if (wantsPage && built) {
      // Public pages arrive rendered, from memory when nothing changed; signed-in requests and
      // screens (and any page the renderer fails on) get the shell, which the browser renders.
      if (carriesCredentials(request)) return sendShell(reply);
      const page = pageRequest(request);
      const key = `${page.language}\u0000${page.metaLanguage}\u0000${page.address}`;
      const hit = pages.peek(key);
      if (hit) return sendPage(request, reply, hit);
      const rendered = await pages.get(key, renderTimed(request, page)).catch(() => null);
      return rendered ? sendPage(request, reply, rendered) : sendShell(reply);
    }
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run "npm run build" (or "npm start", which builds first).');
    }
    const lang = requestLanguage(request);
    return reply.status(404).send({
      message: translate(isApi ? 'common.routeNotFound' : 'common.notFound', lang),
      code: 'not_found',
    });
  });
}
