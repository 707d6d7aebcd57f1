// Server rendering of the public pages (docs/decisions/018-server-rendering.md): loads the web
// app's server build (apps/web/dist-server/entry-server.js), lets it reach the API in-process
// through inject(), and puts what it renders into the built index.html: the screen's HTML,
// the data it hydrates from, its styles and scripts, and the link-preview tags.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '@vitrina/contracts';
import { isLanguage, requestLanguage } from '../i18n/translate';
import { pageHead, type ManifestChunk, type PageMeta } from './page-head';

interface ServerEntry {
  configure(options: { fetch: (path: string, init: RequestInit) => Promise<Response> }): void;
  render(request: { url: string; origin: string; language: Language; metaLanguage: Language; signal?: AbortSignal }): Promise<
    { kind: 'page'; status: number; html: string; data: string; modules: string[]; meta: PageMeta } | { kind: 'shell' }
  >;
}

/**
 * A render that met its timeout: the page is then sent as the shell and rendered in the
 * browser — a fallback under load, not a fault (logged as a warning, serve-web-app.ts).
 */
export class RenderTimeout extends Error {
  override name = 'RenderTimeout';
  constructor(readonly timeoutMs: number) {
    super(`server render timed out after ${timeoutMs} ms`);
  }
}

/** The timeout's own abort (AbortSignal.timeout's reason, as the renderer passes it on), or anything thrown once it fired. */
const isTimeout = (error: unknown, signal: AbortSignal) => signal.aborted || (error instanceof Error && error.name === 'TimeoutError');

export interface RenderedPage {
  status: number;
  html: string;
}

/** A page taking longer than this is served as the plain shell (the browser renders it). */
const RENDER_TIMEOUT_MS = 5_000;
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The renderer's fetch: the request goes through the app's own routes, hooks and limits. */
function injectFetch(app: FastifyInstance) {
  return async (apiPath: string, init: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `/api${apiPath}`,
      headers: { ...headers, 'x-server-render': '1' },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NULL_BODY_STATUSES.has(res.statusCode) ? null : res.rawPayload, { status: res.statusCode, headers: responseHeaders });
  };
}

/** The person's stored choice travels in the `lang` cookie (written by the web app). */
function cookieLanguage(request: FastifyRequest): Language | null {
  const match = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '');
  return match && isLanguage(match[1]) ? match[1] : null;
}

/** Everything a rendered page depends on besides the data: the page cache's key. */
export interface PageRequest {
  /** Path and query, tracking parameters dropped and the rest sorted. */
  address: string;
  /** The page's language: the stored choice, else Spanish. */
  language: Language;
  /** The preview's language: the stored choice, else Accept-Language, else Spanish. */
  metaLanguage: Language;
}

/** Added by links shared in chats and campaigns; no page reads them. */
const TRACKING_PARAM = /^(?:utm_\w+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|igshid|yclid|ttclid|twclid|mc_cid|mc_eid|_ga|_gl)$/i;

export function pageRequest(request: FastifyRequest): PageRequest {
  const url = new URL(`http://page${request.url}`);
  const kept = [...url.searchParams].filter(([name]) => !TRACKING_PARAM.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  const chosen = cookieLanguage(request);
  return {
    address: `${url.pathname}${search ? `?${search}` : ''}`,
    language: chosen ?? DEFAULT_LANGUAGE,
    metaLanguage: chosen ?? requestLanguage(request),
  };
}

export async function createPageRenderer(app: FastifyInstance, { distDir, serverDir, publicUrl }: { distDir: string; serverDir: string; publicUrl: string }) {
  const entryFile = path.join(serverDir, 'entry-server.js');
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(entryFile) || !fs.existsSync(manifestFile)) {
    app.log.warn(`server renderer not built (${entryFile} missing): pages are rendered in the browser`);
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.configure({ fetch: injectFetch(app) });
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  // The built style sheets never change while the process runs: read each once.
  const styleCache = new Map<string, string>();
  const readStyle = (file: string) => {
    let text = styleCache.get(file);
    if (text === undefined) {
      text = fs.readFileSync(path.join(distDir, file), 'utf8');
      styleCache.set(file, text);
    }
    return text;
  };
  // The entry's own tags: its style sheets are inlined with the others, its scripts are loaded
  // by src/boot.ts after the page has loaded (page-head.ts).
  const entryTags = /\s*<(?:link rel="(?:stylesheet|modulepreload)"|script type="module")[^>]*href="\/assets\/[^"]+"[^>]*>|\s*<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/g;

  /** The page's HTML, or null when it is a screen the browser renders (signed-in, admin). */
  return async function renderPage({ address, language, metaLanguage }: PageRequest): Promise<RenderedPage | null> {
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    const result = await entry.render({ url: address, origin: publicUrl, language, metaLanguage, signal }).catch((error: unknown) => {
      throw isTimeout(error, signal) ? new RenderTimeout(RENDER_TIMEOUT_MS) : error;
    });
    if (result.kind === 'shell') return null;
    // React puts what belongs in <head> (image preloads, a screen's <title>) in front of the
    // screen's markup when it renders less than a whole document: move it there. The head
    // has its own title already.
    const hoisted = /^(?:<link [^>]*\/?>|<meta [^>]*\/?>|<title>[^<]*<\/title>)+/.exec(result.html)?.[0] ?? '';
    const body = result.html.slice(hoisted.length);
    const preloads = hoisted.replace(/<title>[^<]*<\/title>/g, '');
    const head = pageHead({ meta: result.meta, modules: result.modules, manifest, readStyle });
    const html = template
      .replace(entryTags, '')
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
      .replace('</head>', `${head}\n    ${preloads}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>\n    <script type="application/json" id="ssr-data">${result.data}</script>`);
    return { status: result.status, html };
  };
}
