// Serves the built React app (apps/web/dist) from the API process: its files, the public pages
// rendered by the server (render-page.ts, decision 018), and index.html, the shell the browser
// renders, for every other app path; never for a path under /api (those get JSON 404s).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, translate } from '../i18n/translate';
import { createPageRenderer } from './render-page';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** The server renderer's build, beside the browser's (never served as files). */
const serverDistOf = (distDir: string) => path.join(path.dirname(distDir), 'dist-server');

/**
 * Pages come from the not-found handler, where @fastify/compress does not reach: compress
 * here (a page is ~50 KB with its styles inlined, ~12 KB gzipped).
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type('text/html; charset=utf-8').header('vary', 'Cookie, Accept-Language, Accept-Encoding');
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    const body = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
  return reply.send(html);
}

export async function registerWebApp(app: FastifyInstance, distDir = WEB_DIST) {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // @fastify/static 10 hands over a Fastify reply here, not a raw response.
        // Hashed assets never change; the shell and the service worker must always revalidate.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  } else {
    app.log.warn(`web app not built (${indexFile} missing): run "npm run build"`);
  }
  // The renderer (React and the screens) loads with the first page asked for, not at start:
  // API-only processes and tests never pay for it.
  let renderer: ReturnType<typeof createPageRenderer> | undefined;
  const renderPage = async (request: FastifyRequest) => {
    renderer ??= createPageRenderer(app, { distDir, serverDir: serverDistOf(distDir), publicUrl: app.config.publicUrl });
    const render = await renderer;
    return render ? render(request) : null;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi && !path.extname(pathname);
    if (wantsPage && built) {
      reply.header('cache-control', 'no-cache');
      // Public pages arrive rendered; signed-in screens (and any page the renderer fails on)
      // get the shell, which the browser renders.
      const started = performance.now();
      let outcome: 'page' | 'shell' | 'failed' = 'shell';
      const page = await renderPage(request).catch((error: unknown) => {
        request.log.error({ err: error, url: request.url }, 'server rendering failed; sending the shell');
        outcome = 'failed';
        return null;
      });
      if (page) outcome = 'page';
      if (app.metrics.enabled) app.metrics.pageRender.observe({ outcome }, (performance.now() - started) / 1000);
      if (page) return sendHtml(request, reply.status(page.status), page.html);
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
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
