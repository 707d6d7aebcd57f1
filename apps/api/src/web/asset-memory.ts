// The built web app's hashed files (apps/web/dist/assets), read once at start and answered from
// memory (issue 32, decision 062). A page load asks for some 60 of them; through @fastify/static
// each cost a path check, a stat, an open and a read (the .br looked up first), the server's
// largest share of a browser test's CPU (decision 060). Their names carry their content's hash,
// so what was read at start stays right for the process's life. The answers are those
// @fastify/static gave: the same ETag and Last-Modified (from each variant's stat), content type,
// immutable cache-control, the build's .br/.gz copy chosen by Accept-Encoding with Vary, 304 on
// If-None-Match / If-Modified-Since. Rarer requests (a Range, If-Match, If-Unmodified-Since,
// If-Range) go to @fastify/static's sendFile, exactly as before.
import fs from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const ASSETS_FOLDER = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What @fastify/send (mime 3) answers for the files a Vite build writes; others as it defaults. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};
export const contentTypeOf = (file: string) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

interface Variant {
  body: Buffer;
  etag: string;
  lastModified: string;
  modifiedMs: number;
}
interface Asset {
  type: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/** The build's copies beside a file, by the encoding each is (apps/web/scripts/precompress.mjs). */
const COPIES = { br: '.br', gzip: '.gz' } as const;
/** @fastify/static's order of preference (it also tries deflate, which the build never writes). */
const COPY_ORDER: (keyof typeof COPIES)[] = ['br', 'gzip'];

function variantOf(file: string): Variant {
  const stat = fs.statSync(file);
  return {
    body: fs.readFileSync(file),
    // @fastify/send's, so a browser's cached copy revalidates across this change.
    etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
    lastModified: stat.mtime.toUTCString(),
    modifiedMs: Math.floor(stat.mtime.getTime() / 1000) * 1000,
  };
}

function* filesUnder(folder: string): Generator<string> {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    // Dot files are never served (@fastify/send's default).
    if (entry.name.startsWith('.')) continue;
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Source maps (7 MB of the 13 MB, asked for only by a developer's tools) stay on disk. */
const ON_DISK = /\.map$/;

export interface AssetMemory {
  /** URL path (/assets/…) → the file and its copies. */
  assets: Map<string, Asset>;
  /** URL paths of the files left on disk, sent by @fastify/static's sendFile. */
  onDisk: Set<string>;
  bytes: number;
}

/** Reads dist/assets (every file, and the .br and .gz copies beside it); none when it is missing. */
export function loadAssets(distDir: string): AssetMemory {
  const assets = new Map<string, Asset>();
  const onDisk = new Set<string>();
  const folder = path.join(distDir, ASSETS_FOLDER);
  if (!fs.existsSync(folder)) return { assets, onDisk, bytes: 0 };
  const urlOf = (file: string) => `/${path.relative(distDir, file).split(path.sep).join('/')}`;
  // Each file read once: a copy is its file's variant and also a file of its own (@fastify/static
  // answered /assets/x.js.br too, as it is).
  const read = new Map<string, Variant>();
  for (const file of filesUnder(folder)) {
    if (ON_DISK.test(file)) onDisk.add(urlOf(file));
    else read.set(file, variantOf(file));
  }
  let bytes = 0;
  for (const [file, identity] of read) {
    bytes += identity.body.length;
    const asset: Asset = { type: contentTypeOf(file), identity };
    for (const [encoding, extension] of Object.entries(COPIES) as [keyof typeof COPIES, string][]) {
      const copy = read.get(file + extension);
      if (copy) asset[encoding] = copy;
    }
    assets.set(urlOf(file), asset);
  }
  return { assets, onDisk, bytes };
}

/** @fastify/send's If-None-Match / If-Modified-Since test: is the client's copy this one? */
function notModified(request: FastifyRequest, variant: Variant): boolean {
  const headers = request.headers;
  if (headers['cache-control']?.includes('no-cache')) return false;
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch === '*') return true;
    return ifNoneMatch.split(',').some((tag) => {
      const match = tag.trim();
      return match === variant.etag || `W/${match}` === variant.etag;
    });
  }
  const ifModifiedSince = headers['if-modified-since'];
  return ifModifiedSince !== undefined && variant.modifiedMs <= Date.parse(ifModifiedSince);
}

/** Requests whose answer @fastify/send works out (ranges, other preconditions): sent from disk. */
const fromDisk = (request: FastifyRequest) =>
  request.headers.range !== undefined ||
  request.headers['if-match'] !== undefined ||
  request.headers['if-unmodified-since'] !== undefined;

/**
 * The route's handler for GET and HEAD /assets/*. The files are read on the first request for
 * one (some 20 ms, once): API-only processes and tests that never ask for one hold none.
 */
export function assetHandler(distDir: string, onLoad: (memory: AssetMemory) => void) {
  let memory: AssetMemory | undefined;
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (!memory) {
      memory = loadAssets(distDir);
      onLoad(memory);
    }
    const pathname = request.url.split('?')[0] ?? '';
    const asset = memory.assets.get(pathname);
    if (!asset) return memory.onDisk.has(pathname) ? reply.sendFile(pathname.slice(1)) : reply.callNotFound();
    if (fromDisk(request)) return reply.sendFile(pathname.slice(1));
    const accepted = request.headers['accept-encoding'];
    // @fastify/static's choice: its preference among the copies there are ('*' counts as gzip).
    const encoding =
      accepted === undefined ? null : negotiate(accepted.toLowerCase().replace(/\*/g, 'gzip'), COPY_ORDER.filter((name) => asset[name]));
    const variant = (encoding && asset[encoding]) || asset.identity;
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', IMMUTABLE)
      .header('last-modified', variant.lastModified)
      .header('etag', variant.etag)
      .header('content-type', asset.type)
      .header('vary', 'accept-encoding');
    if (encoding && variant !== asset.identity) reply.header('content-encoding', encoding);
    // Like @fastify/static's, the 304 keeps the content type and encoding of the copy it stands for.
    if (notModified(request, variant)) return reply.code(304).send();
    return reply.header('content-length', variant.body.length).send(variant.body);
  };
}
